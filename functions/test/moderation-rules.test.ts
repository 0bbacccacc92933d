// firestore.rules for reports and moderation: an allow/deny table.
// A listing under review is readable directly only by its owner and by
// moderators (the `moderator: true` custom claim, with a verified e-mail);
// reports, the moderation queue and owners' notices are never readable or
// writable by any client (moderators use the API).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreAs, rulesTestEnvironment, type RulesPerson } from './rules-env';

// Its own project: these rows never see or disturb other suites' data.
const PROJECT_ID = 'demo-roomly-moderation-rules';

const people = {
  anonymous: { uid: '' },
  owner: { uid: 'owner-uid', email: 'owner@example.com', verified: true },
  reporter: { uid: 'reporter-uid', email: 'reporter@example.com', verified: true },
  other: { uid: 'other-uid', email: 'other@example.com', verified: true },
  moderator: { uid: 'mod-uid', email: 'mod@example.com', verified: true, moderator: true },
  'unverified-moderator': {
    uid: 'mod2-uid',
    email: 'mod2@example.com',
    verified: false,
    moderator: true,
  },
  // A claim can only come from the Admin SDK; a token whose claim is not `true` is no moderator.
  'string-claim': {
    uid: 'str-uid',
    email: 'str@example.com',
    verified: true,
    moderator: 'true' as unknown as boolean,
  },
} satisfies Record<string, RulesPerson>;
type Who = keyof typeof people;
type Db = firebase.firestore.Firestore;

let env: RulesTestEnvironment;

const as = (who: Who): Db => firestoreAs(env, people[who]);

const POSTED = new Date('2025-06-01T10:00:00Z');

function post(overrides: Record<string, unknown> = {}) {
  return {
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
    locationPrefixes: ['b', 'br', 'brooklyn'],
    ownerId: people.owner.uid,
    status: 'active',
    ...overrides,
  };
}

const REVIEWED = 'posts/reviewed';
const ACTIVE = 'posts/active';
const OLD = 'posts/old'; // written before listings had a status: none at all
// A reported Room wanted ad (active: anyone may read the ad itself), its
// report, restored reporters and queue entry.
const AD = 'seekerAds/reported';
const AD_REPORT = `${AD}/reports/adReport0000000000001`;
const AD_RESTORED = `${AD}/moderation/restored`;
const AD_QUEUE = 'moderation/seekerAd:reported';
const HOLD = 'reviewHolds/owner-uid_0123abcd';

async function seed() {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db
      .doc(REVIEWED)
      .set(post({ status: 'under-review', statusBeforeReview: 'active', title: 'Hidden' }));
    await db
      .doc(`${REVIEWED}/private/owner`)
      .set({ uid: people.owner.uid, email: people.owner.email });
    await db.doc(`${REVIEWED}/reports/${people.reporter.uid}`).set({
      uid: people.reporter.uid,
      reason: 'scam',
      note: 'Asked for a deposit',
      createdAt: POSTED,
    });
    await db.doc(ACTIVE).set(post());
    await db
      .doc(`${ACTIVE}/private/owner`)
      .set({ uid: people.owner.uid, email: people.owner.email });
    const { status: _ignored, ...withoutStatus } = post();
    await db.doc(OLD).set(withoutStatus);
    await db
      .doc('moderation/reviewed')
      .set({ postId: 'reviewed', openReports: 3, lastReportedAt: POSTED });
    await db.doc(`notices/${people.owner.uid}`).set({ items: [{ id: 'gone', reason: 'Scam' }] });
    await db.doc(HOLD).set({ ownerId: people.owner.uid, caseId: 'reviewed', target: REVIEWED });
    await db.doc(AD).set({
      ownerId: people.owner.uid,
      headline: 'Quiet nurse looking for a room',
      status: 'active',
      expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    });
    await db.doc(AD_REPORT).set({ reporterKey: 'k', reason: 'scam', note: '', createdAt: POSTED });
    await db.doc(AD_RESTORED).set({ reporterKeys: ['k'], until: POSTED });
    await db.doc(AD_QUEUE).set({ kind: 'seeker-ad', adId: 'reported', openReports: 1 });
  });
}

type Case = [name: string, who: Who, op: (db: Db) => Promise<unknown>, allowed: boolean];

const reviewed = (db: Db) => db.doc(REVIEWED).get();
const activeOnly = (db: Db) =>
  db.collection('posts').where('status', '==', 'active').limit(100).get();
const unfiltered = (db: Db) => db.collection('posts').limit(100).get();
const ownReport = (db: Db) => db.doc(`${REVIEWED}/reports/${people.reporter.uid}`).get();
const queueEntry = (db: Db) => db.doc('moderation/reviewed').get();
const ownNotices = (db: Db) => db.doc(`notices/${people.owner.uid}`).get();

const cases: Case[] = [
  // A listing under review: its owner and moderators only.
  ['read a listing under review', 'anonymous', reviewed, false],
  ['read a listing under review', 'other', reviewed, false],
  ['read a listing under review they reported', 'reporter', reviewed, false],
  ['read their listing under review', 'owner', reviewed, true],
  ['read a listing under review', 'moderator', reviewed, true],
  ['read a listing under review', 'unverified-moderator', reviewed, false],
  ['read a listing under review', 'string-claim', reviewed, false],
  // Active listings (and those from before statuses existed) stay public.
  ['read an active listing', 'anonymous', (db) => db.doc(ACTIVE).get(), true],
  ['read a listing without a status', 'anonymous', (db) => db.doc(OLD).get(), true],
  // Lists: only queries that can't return a listing under review.
  ['list active listings', 'anonymous', activeOnly, true],
  ['list active listings', 'other', activeOnly, true],
  ['list listings of every status', 'anonymous', unfiltered, false],
  ['list listings of every status', 'other', unfiltered, false],
  ['list listings of every status', 'moderator', unfiltered, true],
  [
    'list listings under review',
    'other',
    (db) => db.collection('posts').where('status', '==', 'under-review').limit(10).get(),
    false,
  ],
  // Direct writes of status: nobody.
  [
    'put their listing back to active',
    'owner',
    (db) => db.doc(REVIEWED).update({ status: 'active' }),
    false,
  ],
  [
    'put a listing under review',
    'moderator',
    (db) => db.doc(ACTIVE).update({ status: 'under-review' }),
    false,
  ],
  // Reports: nobody, not even the reporter or a moderator.
  ['read their own report', 'reporter', ownReport, false],
  ['read a report of their listing', 'owner', ownReport, false],
  ['read a report', 'moderator', ownReport, false],
  [
    'list the reports of a listing',
    'moderator',
    (db) => db.collection(`${REVIEWED}/reports`).limit(10).get(),
    false,
  ],
  ['list every report', 'moderator', (db) => db.collectionGroup('reports').limit(10).get(), false],
  [
    'file a report directly',
    'other',
    (db) =>
      db
        .doc(`${ACTIVE}/reports/${people.other.uid}`)
        .set({ uid: people.other.uid, reason: 'scam' }),
    false,
  ],
  [
    'change their report',
    'reporter',
    (db) => db.doc(`${REVIEWED}/reports/${people.reporter.uid}`).update({ reason: 'spam' }),
    false,
  ],
  [
    'delete a report',
    'moderator',
    (db) => db.doc(`${REVIEWED}/reports/${people.reporter.uid}`).delete(),
    false,
  ],
  // The moderation queue: nobody directly.
  ['read the queue entry', 'moderator', queueEntry, false],
  ['read the queue entry of their listing', 'owner', queueEntry, false],
  ['list the queue', 'moderator', (db) => db.collection('moderation').limit(10).get(), false],
  ['clear the queue entry', 'moderator', (db) => db.doc('moderation/reviewed').delete(), false],
  [
    'add a queue entry',
    'other',
    (db) => db.doc('moderation/active').set({ postId: 'active', openReports: 99 }),
    false,
  ],
  // A Room wanted ad's reports, restored reporters and queue entry: as a listing's, nobody.
  ['read a report of their ad', 'owner', (db) => db.doc(AD_REPORT).get(), false],
  ['read a report of an ad', 'moderator', (db) => db.doc(AD_REPORT).get(), false],
  [
    'list the reports of an ad',
    'moderator',
    (db) => db.collection(`${AD}/reports`).limit(10).get(),
    false,
  ],
  [
    'file a report of an ad directly',
    'other',
    (db) => db.doc(`${AD}/reports/${people.other.uid}`).set({ reason: 'scam' }),
    false,
  ],
  ['delete a report of an ad', 'moderator', (db) => db.doc(AD_REPORT).delete(), false],
  ['read the restored reporters of an ad', 'moderator', (db) => db.doc(AD_RESTORED).get(), false],
  ['read the queue entry of their ad', 'owner', (db) => db.doc(AD_QUEUE).get(), false],
  ['read the queue entry of an ad', 'moderator', (db) => db.doc(AD_QUEUE).get(), false],
  ['clear the queue entry of an ad', 'moderator', (db) => db.doc(AD_QUEUE).delete(), false],
  // The holds on reported text: closed even to the owner whose text it is.
  ['read the hold on their reported text', 'owner', (db) => db.doc(HOLD).get(), false],
  ['read the hold on reported text', 'moderator', (db) => db.doc(HOLD).get(), false],
  ['list the holds', 'moderator', (db) => db.collection('reviewHolds').limit(10).get(), false],
  ['lift the hold on their reported text', 'owner', (db) => db.doc(HOLD).delete(), false],
  [
    "hold someone else's text",
    'other',
    (db) => db.doc(`reviewHolds/${people.owner.uid}_x`).set({ caseId: 'active' }),
    false,
  ],
  // Notices: not even their owner directly (the API reads them).
  ['read their notices', 'owner', ownNotices, false],
  ['read the notices of a listing owner', 'moderator', ownNotices, false],
  [
    'dismiss their notices directly',
    'owner',
    (db) => db.doc(`notices/${people.owner.uid}`).delete(),
    false,
  ],
  [
    'leave someone a notice',
    'moderator',
    (db) => db.doc(`notices/${people.other.uid}`).set({ items: [{ id: 'x', reason: 'hi' }] }),
    false,
  ],
];

describe('firestore.rules: reports and moderation (issue 12)', () => {
  beforeAll(async () => {
    env = await rulesTestEnvironment(PROJECT_ID);
    await env.clearFirestore();
    await seed();
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  for (const [name, who, op, allowed] of cases) {
    it(`when ${who} tries to ${name}, then it is ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await (allowed ? assertSucceeds(op(db)) : assertFails(op(db)));
    });
  }

  // A denied read only proves something if the document is there to be read.
  it('seeds every document the table reads', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const paths = [
        REVIEWED,
        ACTIVE,
        OLD,
        `${REVIEWED}/reports/${people.reporter.uid}`,
        'moderation/reviewed',
        `notices/${people.owner.uid}`,
        AD,
        AD_REPORT,
        AD_RESTORED,
        AD_QUEUE,
        HOLD,
      ];
      const snaps = await Promise.all(paths.map((path) => db.doc(path).get()));
      expect(paths.filter((_, i) => !snaps[i]!.exists)).toEqual([]);
    });
  });

  it('when another user lists active listings, then the one under review is not among them', async () => {
    const { docs } = await assertSucceeds(activeOnly(as('other')));
    expect(docs.map((d) => d.id)).toEqual(['active']);
  });
});
