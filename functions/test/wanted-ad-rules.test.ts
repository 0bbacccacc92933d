// firestore.rules for "Room wanted" ads, as an allow/deny table: anyone may
// read an active ad that isn't past its expiry (and list active ads, at most
// 100 at a time), its writer may read it in any status, nobody else may
// read one that isn't active, and nobody writes either collection from a
// client: the API posts, edits and deletes ads (one active per member) and
// keeps seekerAdOwners, which nobody reads.
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
const PROJECT_ID = 'demo-roomly-wanted-ad-rules';

const people = {
  anonymous: { uid: '' },
  writer: { uid: 'sam-uid', email: 'sam@example.com', verified: true },
  other: { uid: 'maya-uid', email: 'maya@example.com', verified: true },
  moderator: { uid: 'mod-uid', email: 'mod@example.com', verified: true, moderator: true },
} satisfies Record<string, RulesPerson>;
type Who = keyof typeof people;
type Db = firebase.firestore.Firestore;

let env: RulesTestEnvironment;
const as = (who: Who): Db => firestoreAs(env, people[who]);

const { Timestamp } = firebase.firestore;
const HOUR = 3600 * 1000;

/** An ad in the stored shape (wanted-ads/document.ts): no e-mail, only the writer's uid. */
const ad = (overrides: Record<string, unknown> = {}) => ({
  ownerId: people.writer.uid,
  headline: 'Calm nurse looking for a room',
  aboutMe: 'Tidy and friendly.',
  budget: 1200,
  areas: ['Brooklyn, NY'],
  areaPrefixes: ['b', 'brooklyn', 'brooklyn ny'],
  areaTerms: ['brooklyn ny'],
  name: 'Sam Okafor',
  photo: '',
  status: 'active',
  expiresAt: Timestamp.fromMillis(Date.now() + 24 * HOUR),
  createdAt: Timestamp.fromMillis(Date.now() - HOUR),
  ...overrides,
});

const ACTIVE = 'seekerAds/active';
const PAUSED = 'seekerAds/paused';
const EXPIRED_BY_TIME = 'seekerAds/past-expiry';
const SWEPT = 'seekerAds/expired';
const UNDER_REVIEW = 'seekerAds/under-review';
const SLOT = `seekerAdOwners/${people.writer.uid}`;

const activeAds = (db: Db, limit = 20) =>
  db.collection('seekerAds').where('status', '==', 'active').limit(limit).get();
const adsOf = (db: Db, uid: string) =>
  db.collection('seekerAds').where('ownerId', '==', uid).limit(20).get();

type Case = [name: string, who: Who, op: (db: Db) => Promise<unknown>, allowed: boolean];

const cases: Case[] = [
  // An active ad: public.
  ['read an active ad', 'anonymous', (db) => db.doc(ACTIVE).get(), true],
  ['read an active ad', 'other', (db) => db.doc(ACTIVE).get(), true],
  ['list active ads, 20 at a time', 'anonymous', (db) => activeAds(db), true],
  ['list active ads, 100 at a time', 'other', (db) => activeAds(db, 100), true],
  ['list active ads, 101 at a time', 'other', (db) => activeAds(db, 101), false],
  [
    'list active ads without a limit',
    'anonymous',
    (db) => db.collection('seekerAds').where('status', '==', 'active').get(),
    false,
  ],
  ['list every ad', 'anonymous', (db) => db.collection('seekerAds').limit(20).get(), false],
  ['list every ad', 'moderator', (db) => db.collection('seekerAds').limit(20).get(), false],
  // Any other status: the writer only.
  ['read a paused ad', 'anonymous', (db) => db.doc(PAUSED).get(), false],
  ['read a paused ad', 'other', (db) => db.doc(PAUSED).get(), false],
  ['read their own paused ad', 'writer', (db) => db.doc(PAUSED).get(), true],
  ['read an ad past its expiry', 'anonymous', (db) => db.doc(EXPIRED_BY_TIME).get(), false],
  ['read an ad past its expiry', 'other', (db) => db.doc(EXPIRED_BY_TIME).get(), false],
  ['read their own ad past its expiry', 'writer', (db) => db.doc(EXPIRED_BY_TIME).get(), true],
  ['read an expired ad', 'other', (db) => db.doc(SWEPT).get(), false],
  ['read their own expired ad', 'writer', (db) => db.doc(SWEPT).get(), true],
  ['read an ad under review', 'anonymous', (db) => db.doc(UNDER_REVIEW).get(), false],
  ['read an ad under review', 'other', (db) => db.doc(UNDER_REVIEW).get(), false],
  ['read their own ad under review', 'writer', (db) => db.doc(UNDER_REVIEW).get(), true],
  ['list their own ads, every status', 'writer', (db) => adsOf(db, people.writer.uid), true],
  ["list someone else's ads", 'other', (db) => adsOf(db, people.writer.uid), false],
  ["list a member's ads", 'anonymous', (db) => adsOf(db, people.writer.uid), false],
  // Writes: the API's alone.
  [
    'post an ad directly',
    'writer',
    (db) => db.doc('seekerAds/new').set(ad({ ownerId: people.writer.uid })),
    false,
  ],
  ['post an ad directly', 'anonymous', (db) => db.collection('seekerAds').add(ad()), false],
  ['edit their own ad directly', 'writer', (db) => db.doc(ACTIVE).update({ budget: 5 }), false],
  [
    'resume their own paused ad directly',
    'writer',
    (db) => db.doc(PAUSED).update({ status: 'active' }),
    false,
  ],
  ['delete their own ad directly', 'writer', (db) => db.doc(ACTIVE).delete(), false],
  [
    "take over someone else's ad",
    'other',
    (db) => db.doc(ACTIVE).update({ ownerId: people.other.uid }),
    false,
  ],
  ["delete someone else's ad", 'moderator', (db) => db.doc(ACTIVE).delete(), false],
  // Which ad is current: nobody.
  ['read their own current-ad record', 'writer', (db) => db.doc(SLOT).get(), false],
  ['free their own slot directly', 'writer', (db) => db.doc(SLOT).delete(), false],
  ['point their slot at nothing', 'writer', (db) => db.doc(SLOT).set({ adId: 'none' }), false],
];

const STORED: Record<string, Record<string, unknown>> = {
  [ACTIVE]: ad(),
  [PAUSED]: ad({ status: 'paused' }),
  [EXPIRED_BY_TIME]: ad({ expiresAt: Timestamp.fromMillis(Date.now() - HOUR) }),
  [SWEPT]: ad({ status: 'expired', expiresAt: Timestamp.fromMillis(Date.now() - 48 * HOUR) }),
  [UNDER_REVIEW]: ad({ status: 'under-review' }),
};

beforeAll(async () => {
  env = await rulesTestEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, data] of Object.entries(STORED)) await db.doc(path).set(data);
    await db.doc(SLOT).set({ adId: 'active' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: Room wanted ads', () => {
  for (const [name, who, op, allowed] of cases) {
    it(`when ${who === 'anonymous' ? 'an anonymous visitor' : `the ${who}`} tries to ${name}, then it is ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await (allowed ? assertSucceeds(op(db)) : assertFails(op(db)));
    });
  }

  it('when every denied write has been tried, then the ads and the slot are as stored', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      expect((await db.collection('seekerAds').get()).size).toBe(Object.keys(STORED).length);
      expect((await db.doc(ACTIVE).get()).get('budget')).toBe(1200);
      expect((await db.doc(PAUSED).get()).get('status')).toBe('paused');
      expect((await db.doc(SLOT).get()).data()).toEqual({ adId: 'active' });
    });
  });
});
