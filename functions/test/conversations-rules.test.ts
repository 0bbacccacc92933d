// firestore.rules for messages: who may read a conversation and its thread
// directly (the web app's realtime views), and that nobody writes them but the
// API. An allow/deny table for anonymous, participant, stranger and blocked,
// and the person-to-person block records, which no client may read or write.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreAs, rulesTestEnvironment, THREAD_CAST, type ThreadMember } from './rules-env';

const PROJECT_ID = 'demo-roomly-conversation-rules';

type Who = ThreadMember;

const OPEN = 'post1_seeker-uid';
const BLOCKED = 'post2_seeker-uid';
const BLOCK = 'poster-uid_seeker-uid';
let env: RulesTestEnvironment;

const db = (who: Who) => firestoreAs(env, THREAD_CAST[who]);

async function seed() {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const store = ctx.firestore();
    const now = firebase.firestore.Timestamp.now();
    for (const [id, blockedBy] of [
      [OPEN, []],
      [BLOCKED, ['poster-uid']],
    ] as const) {
      await store.doc(`conversations/${id}`).set({
        postId: id.split('_')[0],
        postTitle: 'Sunny room',
        ownerId: 'poster-uid',
        seekerId: 'seeker-uid',
        participants: ['poster-uid', 'seeker-uid'],
        people: {},
        lastMessage: { text: 'Hi', senderId: 'seeker-uid', at: now },
        unreadBy: ['poster-uid'],
        readAt: {},
        blockedBy,
        createdAt: now,
        updatedAt: now,
      });
      await store.doc(`conversations/${id}/messages/m1`).set({
        senderId: 'seeker-uid',
        text: 'Hi, is it free?',
        kind: 'text',
        warning: false,
        createdAt: now,
      });
    }
    // The poster's block of the seeker, person to person (functions/src/conversations/blocks.ts).
    await store.doc(`blocks/${BLOCK}`).set({
      blockerUid: 'poster-uid',
      blockedUid: 'seeker-uid',
      createdAt: now,
    });
  });
}

type Row = [
  Who,
  string,
  'allow' | 'deny',
  (store: firebase.firestore.Firestore) => Promise<unknown>,
];
const inbox =
  (uid: string, limit = 50) =>
  (s: firebase.firestore.Firestore) =>
    s
      .collection('conversations')
      .where('participants', 'array-contains', uid)
      .orderBy('updatedAt', 'desc')
      .limit(limit)
      .get();
const thread =
  (id: string, limit = 100) =>
  (s: firebase.firestore.Firestore) =>
    s.collection(`conversations/${id}/messages`).orderBy('createdAt').limit(limit).get();
const message = { senderId: 'seeker-uid', text: 'Forged', kind: 'text', warning: false };

const table: Row[] = [
  // Reading a conversation.
  ['anonymous', 'get a conversation', 'deny', (s) => s.doc(`conversations/${OPEN}`).get()],
  ['poster', 'get their conversation', 'allow', (s) => s.doc(`conversations/${OPEN}`).get()],
  ['seeker', 'get their conversation', 'allow', (s) => s.doc(`conversations/${OPEN}`).get()],
  [
    'stranger',
    'get a conversation they are not in',
    'deny',
    (s) => s.doc(`conversations/${OPEN}`).get(),
  ],
  [
    'seeker',
    'get a blocked conversation (stays readable)',
    'allow',
    (s) => s.doc(`conversations/${BLOCKED}`).get(),
  ],
  [
    'poster',
    'get the conversation they blocked',
    'allow',
    (s) => s.doc(`conversations/${BLOCKED}`).get(),
  ],
  // Listing the inbox.
  ['seeker', 'list their own inbox', 'allow', inbox('seeker-uid')],
  ['poster', 'list their own inbox', 'allow', inbox('poster-uid')],
  ['stranger', "list someone else's inbox", 'deny', inbox('seeker-uid')],
  ['anonymous', "list someone's inbox", 'deny', inbox('seeker-uid')],
  [
    'seeker',
    'list their inbox without a limit',
    'deny',
    (s) =>
      s.collection('conversations').where('participants', 'array-contains', 'seeker-uid').get(),
  ],
  ['seeker', 'list their inbox 101 at a time', 'deny', inbox('seeker-uid', 101)],
  [
    'seeker',
    'list every conversation',
    'deny',
    (s) => s.collection('conversations').limit(10).get(),
  ],
  [
    'stranger',
    'list conversations by listing',
    'deny',
    (s) => s.collection('conversations').where('postId', '==', 'post1').limit(10).get(),
  ],
  // Reading the thread.
  ['seeker', 'read the thread', 'allow', thread(OPEN)],
  ['poster', 'read the thread', 'allow', thread(OPEN)],
  ['seeker', 'read a blocked thread', 'allow', thread(BLOCKED)],
  ['stranger', 'read the thread', 'deny', thread(OPEN)],
  ['anonymous', 'read the thread', 'deny', thread(OPEN)],
  ['stranger', 'get one message', 'deny', (s) => s.doc(`conversations/${OPEN}/messages/m1`).get()],
  ['seeker', 'get one message', 'allow', (s) => s.doc(`conversations/${OPEN}/messages/m1`).get()],
  [
    'seeker',
    'read the thread without a limit',
    'deny',
    (s) => s.collection(`conversations/${OPEN}/messages`).get(),
  ],
  [
    'stranger',
    'query every thread (collection group)',
    'deny',
    (s) => s.collectionGroup('messages').limit(5).get(),
  ],
  // Writing: only the API.
  [
    'seeker',
    'send a message directly',
    'deny',
    (s) => s.collection(`conversations/${OPEN}/messages`).add(message),
  ],
  [
    'poster',
    'send a message directly',
    'deny',
    (s) => s.doc(`conversations/${OPEN}/messages/m2`).set({ ...message, senderId: 'poster-uid' }),
  ],
  [
    'seeker',
    'send into a blocked thread directly',
    'deny',
    (s) => s.collection(`conversations/${BLOCKED}/messages`).add(message),
  ],
  [
    'stranger',
    'send a message directly',
    'deny',
    (s) =>
      s.collection(`conversations/${OPEN}/messages`).add({ ...message, senderId: 'stranger-uid' }),
  ],
  [
    'seeker',
    'edit a message',
    'deny',
    (s) => s.doc(`conversations/${OPEN}/messages/m1`).update({ text: 'Changed' }),
  ],
  [
    'seeker',
    'delete a message',
    'deny',
    (s) => s.doc(`conversations/${OPEN}/messages/m1`).delete(),
  ],
  [
    'seeker',
    'unblock themselves',
    'deny',
    (s) => s.doc(`conversations/${BLOCKED}`).update({ blockedBy: [] }),
  ],
  [
    'poster',
    'mark read directly',
    'deny',
    (s) => s.doc(`conversations/${OPEN}`).update({ unreadBy: [] }),
  ],
  [
    'stranger',
    'join a conversation',
    'deny',
    (s) => s.doc(`conversations/${OPEN}`).update({ participants: ['poster-uid', 'stranger-uid'] }),
  ],
  [
    'stranger',
    'start a conversation directly',
    'deny',
    (s) =>
      s
        .doc('conversations/post1_stranger-uid')
        .set({ participants: ['poster-uid', 'stranger-uid'] }),
  ],
  ['poster', 'delete a conversation', 'deny', (s) => s.doc(`conversations/${OPEN}`).delete()],
  // Blocks between two people: only the API reads or writes them, so the
  // blocked member learns nothing from them (not even that one exists).
  ['poster', 'read their own block record', 'deny', (s) => s.doc(`blocks/${BLOCK}`).get()],
  ['seeker', 'read the block record naming them', 'deny', (s) => s.doc(`blocks/${BLOCK}`).get()],
  ['stranger', 'read a block record', 'deny', (s) => s.doc(`blocks/${BLOCK}`).get()],
  ['anonymous', 'read a block record', 'deny', (s) => s.doc(`blocks/${BLOCK}`).get()],
  [
    'seeker',
    'list who blocked them',
    'deny',
    (s) => s.collection('blocks').where('blockedUid', '==', 'seeker-uid').limit(10).get(),
  ],
  [
    'poster',
    'list their blocks',
    'deny',
    (s) => s.collection('blocks').where('blockerUid', '==', 'poster-uid').limit(10).get(),
  ],
  ['seeker', 'lift a block on them', 'deny', (s) => s.doc(`blocks/${BLOCK}`).delete()],
  ['poster', 'unblock directly', 'deny', (s) => s.doc(`blocks/${BLOCK}`).delete()],
  [
    'seeker',
    'block someone directly',
    'deny',
    (s) =>
      s
        .doc('blocks/seeker-uid_poster-uid')
        .set({ blockerUid: 'seeker-uid', blockedUid: 'poster-uid' }),
  ],
  [
    'poster',
    'reopen a closed conversation directly',
    'deny',
    (s) => s.doc(`conversations/${OPEN}`).update({ closed: null }),
  ],
];

describe('firestore.rules for conversations', () => {
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
