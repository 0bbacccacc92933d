// firestore.rules for the trust badges and poster insight, as an
// allow/deny table: `poster` (the badges), `views` and `conversations` are
// written only by the API, so no client can set them, on a new listing or its
// own; the day's viewer keys (posts/{id}/private/views) are readable by nobody.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreAs, rulesTestEnvironment, type RulesPerson } from './rules-env';

// Its own project: these rows never see or disturb other suites' data.
const PROJECT_ID = 'demo-roomly-insight-rules';

const people = {
  anonymous: { uid: '' },
  owner: { uid: 'owner-uid', email: 'owner@example.com', verified: true },
  other: { uid: 'other-uid', email: 'other@example.com', verified: true },
  moderator: { uid: 'mod-uid', email: 'mod@example.com', verified: true, moderator: true },
} satisfies Record<string, RulesPerson>;
type Who = keyof typeof people;
type Db = firebase.firestore.Firestore;

let env: RulesTestEnvironment;

const as = (who: Who): Db => firestoreAs(env, people[who]);

const POSTED = firebase.firestore.Timestamp.fromDate(new Date('2025-06-01T10:00:00Z'));
const BADGES = { emailVerified: true, google: false, memberSince: '2024-03' };

/** The owner's active listing in the shape the API stores, with badges and counters. */
const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunny room',
  location: 'Brooklyn, NY',
  rentAmount: 950,
  roomType: 'Single Room',
  description: 'Bright and quiet.',
  lifestylePreferences: ['quiet'],
  availability: 'Available',
  userName: 'Olivia',
  userPhoto: '',
  likes: 0,
  createdAt: POSTED,
  updatedAt: POSTED,
  locationPrefixes: ['b', 'br'],
  ownerId: people.owner.uid,
  status: 'active',
  poster: BADGES,
  views: 3,
  conversations: 1,
  ...overrides,
});

const P = 'posts/p1';
const VIEWS = `${P}/private/views`;

type Case = [name: string, who: Who, op: (db: Db) => Promise<unknown>, allowed: boolean];

const forged = { emailVerified: true, google: true, memberSince: '2001-01' };

const cases: Case[] = [
  ['read a listing with its badges', 'anonymous', (db) => db.doc(P).get(), true],
  ['read a listing with its badges', 'other', (db) => db.doc(P).get(), true],
  // Badges and counters: only the API writes them.
  [
    'give their own listing the Google badge',
    'owner',
    (db) => db.doc(P).update({ poster: forged }),
    false,
  ],
  [
    'set the "member since" month',
    'owner',
    (db) => db.doc(P).update({ 'poster.memberSince': '2001-01' }),
    false,
  ],
  ['raise their own views', 'owner', (db) => db.doc(P).update({ views: 1000 }), false],
  [
    'raise views with an increment',
    'other',
    (db) => db.doc(P).update({ views: firebase.firestore.FieldValue.increment(1) }),
    false,
  ],
  [
    'raise their own conversations',
    'owner',
    (db) => db.doc(P).update({ conversations: 99 }),
    false,
  ],
  [
    'create a listing with forged badges',
    'owner',
    (db) => db.doc('posts/new').set(post({ poster: forged })),
    false,
  ],
  [
    'create a listing with forged counters',
    'other',
    (db) => db.collection('posts').add(post({ ownerId: people.other.uid, views: 500 })),
    false,
  ],
  // The day's viewer keys: nobody reads, lists or writes them.
  ['read the viewer keys', 'anonymous', (db) => db.doc(VIEWS).get(), false],
  ['read the viewer keys', 'other', (db) => db.doc(VIEWS).get(), false],
  ["read their own listing's viewer keys", 'owner', (db) => db.doc(VIEWS).get(), false],
  ['read the viewer keys', 'moderator', (db) => db.doc(VIEWS).get(), false],
  ['list private documents', 'owner', (db) => db.collection(`${P}/private`).limit(10).get(), false],
  [
    'reset the viewer keys',
    'other',
    (db) => db.doc(VIEWS).set({ day: '2025-06-01', salt: 'x', viewers: [] }),
    false,
  ],
  ['fill the viewer keys', 'owner', (db) => db.doc(VIEWS).update({ viewers: ['a', 'b'] }), false],
  ['delete the viewer keys', 'owner', (db) => db.doc(VIEWS).delete(), false],
];

beforeAll(async () => {
  env = await rulesTestEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(P).set(post());
    await db.doc(`${P}/private/owner`).set({ uid: people.owner.uid, email: people.owner.email });
    await db.doc(VIEWS).set({ day: '2025-06-01', salt: 'salt', viewers: ['k1', 'k2', 'k3'] });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: trust badges and insight', () => {
  for (const [name, who, op, allowed] of cases) {
    it(`when ${who === 'anonymous' ? 'an anonymous visitor' : `the ${who}`} tries to ${name}, then it is ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await (allowed ? assertSucceeds(op(db)) : assertFails(op(db)));
    });
  }

  it('when every denied write has been tried, then the badges, counters and viewer keys are as stored', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const stored = (await db.doc(P).get()).data()!;
      expect(stored.poster).toEqual(BADGES);
      expect(stored.views).toBe(3);
      expect(stored.conversations).toBe(1);
      expect((await db.doc(VIEWS).get()).data()!.viewers).toEqual(['k1', 'k2', 'k3']);
      expect((await db.doc('posts/new').get()).exists).toBe(false);
    });
  });
});
