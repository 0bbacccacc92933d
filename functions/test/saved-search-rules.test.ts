// firestore.rules for the saved searches and notifications, as an
// allow/deny table: each is readable by its owner only (a list must ask for
// the caller's own), and nobody writes either from a client: the API saves,
// renames and deletes searches (with the limit of 10), the trigger creates
// alerts, and "Mark all read" goes through the API.
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
const PROJECT_ID = 'demo-roomly-saved-search-rules';

const people = {
  anonymous: { uid: '' },
  owner: { uid: 'leo-uid', email: 'leo@example.com', verified: true },
  unverifiedOwner: { uid: 'una-uid', email: 'una@example.com', verified: false },
  other: { uid: 'maya-uid', email: 'maya@example.com', verified: true },
  moderator: { uid: 'mod-uid', email: 'mod@example.com', verified: true, moderator: true },
} satisfies Record<string, RulesPerson>;
type Who = keyof typeof people;
type Db = firebase.firestore.Firestore;

let env: RulesTestEnvironment;

const as = (who: Who): Db => firestoreAs(env, people[who]);

const NOW = firebase.firestore.Timestamp.fromDate(new Date('2026-06-01T10:00:00Z'));

const search = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  ownerId,
  name: 'Quiet rooms in Brooklyn',
  filters: { location: 'Brooklyn', lifestyle: ['quiet'] },
  locationTerm: 'brooklyn',
  locationKey: 'brooklyn',
  roomTypeKey: '*',
  availabilityKey: '*',
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

const notification = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  ownerId,
  kind: 'saved-search-match',
  searchId: 's1',
  searchName: 'Quiet rooms in Brooklyn',
  postId: 'p1',
  title: 'Sunny room',
  location: 'Brooklyn, NY',
  rentAmount: 950,
  read: false,
  createdAt: NOW,
  ...overrides,
});

const LEO_SEARCH = 'savedSearches/s1';
const MAYA_SEARCH = 'savedSearches/s2';
const UNA_SEARCH = 'savedSearches/s3';
const LEO_ALERT = 'notifications/s1_p1';
const MAYA_ALERT = 'notifications/s2_p1';

const ownSearches = (db: Db, uid: string) =>
  db.collection('savedSearches').where('ownerId', '==', uid).get();
const ownAlerts = (db: Db, uid: string, limit = 20) =>
  db.collection('notifications').where('ownerId', '==', uid).limit(limit).get();

type Case = [name: string, who: Who, op: (db: Db) => Promise<unknown>, allowed: boolean];

const cases: Case[] = [
  // Saved searches: reads.
  ['read their own saved search', 'owner', (db) => db.doc(LEO_SEARCH).get(), true],
  [
    'read their own saved search before verifying their e-mail',
    'unverifiedOwner',
    (db) => db.doc(UNA_SEARCH).get(),
    true,
  ],
  ['list their own saved searches', 'owner', (db) => ownSearches(db, people.owner.uid), true],
  ["read someone else's saved search", 'other', (db) => db.doc(LEO_SEARCH).get(), false],
  ['read a saved search', 'anonymous', (db) => db.doc(LEO_SEARCH).get(), false],
  ["read a member's saved search", 'moderator', (db) => db.doc(LEO_SEARCH).get(), false],
  ["list someone else's saved searches", 'other', (db) => ownSearches(db, people.owner.uid), false],
  ['list every saved search', 'owner', (db) => db.collection('savedSearches').get(), false],
  ['list every saved search', 'anonymous', (db) => db.collection('savedSearches').get(), false],
  // Saved searches: writes (the API's alone).
  [
    'save a search directly',
    'owner',
    (db) => db.doc('savedSearches/new').set(search(people.owner.uid)),
    false,
  ],
  [
    'save an 11th search directly',
    'owner',
    (db) => db.collection('savedSearches').add(search(people.owner.uid)),
    false,
  ],
  [
    'rename their own search directly',
    'owner',
    (db) => db.doc(LEO_SEARCH).update({ name: 'Renamed' }),
    false,
  ],
  ['delete their own search directly', 'owner', (db) => db.doc(LEO_SEARCH).delete(), false],
  [
    "take over someone else's search",
    'other',
    (db) => db.doc(LEO_SEARCH).update({ ownerId: people.other.uid }),
    false,
  ],
  ["delete someone else's search", 'other', (db) => db.doc(LEO_SEARCH).delete(), false],
  // Notifications: reads.
  ['read their own notification', 'owner', (db) => db.doc(LEO_ALERT).get(), true],
  ['list their own notifications', 'owner', (db) => ownAlerts(db, people.owner.uid), true],
  [
    'list their own notifications, 100 at a time',
    'owner',
    (db) => ownAlerts(db, people.owner.uid, 100),
    true,
  ],
  [
    'list their own notifications, 101 at a time',
    'owner',
    (db) => ownAlerts(db, people.owner.uid, 101),
    false,
  ],
  [
    'list their own notifications without a limit',
    'owner',
    (db) => db.collection('notifications').where('ownerId', '==', people.owner.uid).get(),
    false,
  ],
  ["read someone else's notification", 'other', (db) => db.doc(LEO_ALERT).get(), false],
  ['read a notification', 'anonymous', (db) => db.doc(LEO_ALERT).get(), false],
  ["read a member's notification", 'moderator', (db) => db.doc(LEO_ALERT).get(), false],
  ["list someone else's notifications", 'other', (db) => ownAlerts(db, people.owner.uid), false],
  [
    'list every notification',
    'owner',
    (db) => db.collection('notifications').limit(20).get(),
    false,
  ],
  // Notifications: writes (the trigger's and the API's alone).
  [
    'create a notification for themselves',
    'owner',
    (db) => db.doc('notifications/s1_p2').set(notification(people.owner.uid)),
    false,
  ],
  [
    'send someone a notification',
    'other',
    (db) => db.doc('notifications/x_p1').set(notification(people.owner.uid)),
    false,
  ],
  [
    'mark their own notification read directly',
    'owner',
    (db) => db.doc(LEO_ALERT).update({ read: true }),
    false,
  ],
  ['delete their own notification directly', 'owner', (db) => db.doc(LEO_ALERT).delete(), false],
  [
    "mark someone else's notification read",
    'other',
    (db) => db.doc(LEO_ALERT).update({ read: true }),
    false,
  ],
  ['delete a notification', 'anonymous', (db) => db.doc(MAYA_ALERT).delete(), false],
];

beforeAll(async () => {
  env = await rulesTestEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(LEO_SEARCH).set(search(people.owner.uid));
    await db.doc(MAYA_SEARCH).set(search(people.other.uid));
    await db.doc(UNA_SEARCH).set(search(people.unverifiedOwner.uid));
    await db.doc(LEO_ALERT).set(notification(people.owner.uid));
    await db.doc(MAYA_ALERT).set(notification(people.other.uid, { searchId: 's2' }));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: saved searches and notifications', () => {
  for (const [name, who, op, allowed] of cases) {
    it(`when ${who === 'anonymous' ? 'an anonymous visitor' : `the ${who}`} tries to ${name}, then it is ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await (allowed ? assertSucceeds(op(db)) : assertFails(op(db)));
    });
  }

  it('when every denied write has been tried, then the searches and notifications are as stored', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      expect((await db.collection('savedSearches').get()).size).toBe(3);
      expect((await db.doc(LEO_SEARCH).get()).data()).toEqual(search(people.owner.uid));
      expect((await db.collection('notifications').get()).size).toBe(2);
      expect((await db.doc(LEO_ALERT).get()).data()).toEqual(notification(people.owner.uid));
    });
  });
});
