// firestore.rules for viewings: who may read a viewing directly (the web app's
// live thread query), that nobody but the API writes one, and that the
// posters' counters (posterStats) are closed to every client. An allow/deny
// table for anonymous, the two participants and a stranger.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreAs, rulesTestEnvironment, THREAD_CAST, type ThreadMember } from './rules-env';

const PROJECT_ID = 'demo-roomly-viewing-rules';

type Who = ThreadMember;

const CONVERSATION = 'post1_seeker-uid';
const VIEWING = 'viewing1';
let env: RulesTestEnvironment;

const db = (who: Who) => firestoreAs(env, THREAD_CAST[who]);

async function seed() {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const store = ctx.firestore();
    const now = firebase.firestore.Timestamp.now();
    const later = firebase.firestore.Timestamp.fromMillis(now.toMillis() + 86_400_000);
    await store.doc(`viewings/${VIEWING}`).set({
      conversationId: CONVERSATION,
      postId: 'post1',
      postTitle: 'Sunny room',
      area: 'Brooklyn, NY',
      ownerId: 'poster-uid',
      seekerId: 'seeker-uid',
      participants: ['poster-uid', 'seeker-uid'],
      proposedBy: 'seeker-uid',
      slots: [{ start: later, end: later, minutes: 30 }],
      timeZone: 'America/New_York',
      mode: 'in-person',
      status: 'proposed',
      start: later,
      end: later,
      pastAt: later,
      outcomes: {},
      reminded: false,
      heldCounted: false,
      createdAt: now,
      updatedAt: now,
    });
    await store.doc('posterStats/poster-uid').set({ viewingsHeld: 2 });
    await store.doc('posterStats/poster-uid/heldWith/seeker-key').set({ viewingId: VIEWING });
  });
}

type Row = [
  Who,
  string,
  'allow' | 'deny',
  (store: firebase.firestore.Firestore) => Promise<unknown>,
];

/** The web app's live thread query: this conversation's viewings that name the reader. */
const threadQuery =
  (uid: string, limit = 20, conversationId = CONVERSATION) =>
  (s: firebase.firestore.Firestore) =>
    s
      .collection('viewings')
      .where('conversationId', '==', conversationId)
      .where('participants', 'array-contains', uid)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .get();

const table: Row[] = [
  // Reading one viewing.
  ['poster', 'get a viewing they take part in', 'allow', (s) => s.doc(`viewings/${VIEWING}`).get()],
  ['seeker', 'get a viewing they take part in', 'allow', (s) => s.doc(`viewings/${VIEWING}`).get()],
  ['stranger', "get someone else's viewing", 'deny', (s) => s.doc(`viewings/${VIEWING}`).get()],
  ['anonymous', 'get a viewing', 'deny', (s) => s.doc(`viewings/${VIEWING}`).get()],
  // The thread's live query.
  ['seeker', "list the thread's viewings", 'allow', threadQuery('seeker-uid')],
  ['poster', "list the thread's viewings", 'allow', threadQuery('poster-uid')],
  [
    'stranger',
    "list the thread's viewings in their own name",
    'allow',
    threadQuery('stranger-uid'),
  ],
  [
    'stranger',
    "list the thread's viewings in a participant's name",
    'deny',
    threadQuery('seeker-uid'),
  ],
  ['anonymous', "list the thread's viewings", 'deny', threadQuery('seeker-uid')],
  ['seeker', 'list viewings 101 at a time', 'deny', threadQuery('seeker-uid', 101)],
  [
    'seeker',
    'list viewings without a limit',
    'deny',
    (s) =>
      s
        .collection('viewings')
        .where('conversationId', '==', CONVERSATION)
        .where('participants', 'array-contains', 'seeker-uid')
        .get(),
  ],
  [
    'stranger',
    'list a conversation’s viewings without naming themselves',
    'deny',
    (s) => s.collection('viewings').where('conversationId', '==', CONVERSATION).limit(10).get(),
  ],
  ['seeker', 'list every viewing', 'deny', (s) => s.collection('viewings').limit(10).get()],
  // Writing: only the API.
  [
    'poster',
    'accept a proposal directly',
    'deny',
    (s) => s.doc(`viewings/${VIEWING}`).update({ status: 'confirmed', confirmedSlot: 0 }),
  ],
  [
    'seeker',
    'mark "We met" directly',
    'deny',
    (s) => s.doc(`viewings/${VIEWING}`).update({ 'outcomes.seeker-uid': 'met' }),
  ],
  [
    'seeker',
    'propose a viewing directly',
    'deny',
    (s) =>
      s.collection('viewings').add({
        conversationId: CONVERSATION,
        participants: ['poster-uid', 'seeker-uid'],
        status: 'proposed',
      }),
  ],
  ['poster', 'delete a viewing', 'deny', (s) => s.doc(`viewings/${VIEWING}`).delete()],
  // The posters' counters.
  ['poster', 'read their own counters', 'deny', (s) => s.doc('posterStats/poster-uid').get()],
  ['stranger', "read a poster's counters", 'deny', (s) => s.doc('posterStats/poster-uid').get()],
  [
    'poster',
    'raise their viewings held',
    'deny',
    (s) => s.doc('posterStats/poster-uid').set({ viewingsHeld: 100 }),
  ],
  ['anonymous', 'list counters', 'deny', (s) => s.collection('posterStats').limit(10).get()],
  // Whom a poster held a counted viewing with (one marker per member).
  [
    'poster',
    'read whom they met',
    'deny',
    (s) => s.doc('posterStats/poster-uid/heldWith/seeker-key').get(),
  ],
  [
    'seeker',
    'read that they met the poster',
    'deny',
    (s) => s.doc('posterStats/poster-uid/heldWith/seeker-key').get(),
  ],
  [
    'poster',
    'list whom they met',
    'deny',
    (s) => s.collection('posterStats/poster-uid/heldWith').limit(10).get(),
  ],
  [
    'poster',
    'add a member they met',
    'deny',
    (s) => s.doc('posterStats/poster-uid/heldWith/another-key').set({ viewingId: 'x' }),
  ],
];

describe('firestore.rules for viewings', () => {
  beforeAll(async () => {
    env = await rulesTestEnvironment(PROJECT_ID);
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  for (const [who, what, expected, run] of table) {
    it(`when ${who === 'anonymous' ? 'an anonymous visitor' : `the ${who}`} tries to ${what}, then it is ${expected === 'allow' ? 'allowed' : 'denied'}`, async () => {
      const attempt = run(db(who));
      if (expected === 'allow') await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }
});
