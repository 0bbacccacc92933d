// firestore.rules: an allow/deny matrix over every collection and operation
// for an anonymous visitor, another user, a user who liked, and the owner.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreHost } from './helpers';

// Its own project: rules tests never see or disturb the API tests' data.
const PROJECT_ID = 'demo-roomly-rules';
const OWNER = { uid: 'owner-uid', email: 'owner@example.com' };
const OTHER = { uid: 'other-uid', email: 'other@example.com' };
const LIKER = { uid: 'liker-uid', email: 'liker@example.com' };

type Db = firebase.firestore.Firestore;
type Who = 'anonymous' | 'other' | 'liker' | 'owner' | 'no-email';

let env: RulesTestEnvironment;

function as(who: Who): Db {
  switch (who) {
    case 'anonymous':
      return env.unauthenticatedContext().firestore();
    case 'no-email':
      return env.authenticatedContext('phone-uid', { phone_number: '+15550100' }).firestore();
    default: {
      const user = { other: OTHER, liker: LIKER, owner: OWNER }[who];
      return env.authenticatedContext(user.uid, { email: user.email }).firestore();
    }
  }
}

const now = () => firebase.firestore.FieldValue.serverTimestamp();

function post(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sunny room',
    location: 'Brooklyn, NY',
    rentAmount: 950,
    roomType: 'Single Room',
    description: 'Bright and quiet.',
    lifestylePreferences: ['quiet'],
    availability: 'Available',
    userEmail: OWNER.email,
    userName: 'Olivia',
    userPhoto: '',
    likes: 0,
    createdAt: now(),
    updatedAt: now(),
    locationPrefixes: ['b', 'br', 'brooklyn'],
    ...overrides,
  };
}

const profile = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  displayName: 'Someone',
  photoURL: '',
  phoneNumber: '',
  bio: '',
  preferences: { notifications: true, emailUpdates: true },
  ...overrides,
});

type Case = [name: string, who: Who, op: (db: Db) => Promise<unknown>, allowed: boolean];

const P = 'posts/p1';
const cases: Case[] = [
  // posts: read
  ['read a post', 'anonymous', (db) => db.doc(P).get(), true],
  ['list posts', 'anonymous', (db) => db.collection('posts').get(), true],
  ['read a post', 'other', (db) => db.doc(P).get(), true],
  ['read a post', 'owner', (db) => db.doc(P).get(), true],
  // posts: create
  ['create a post', 'anonymous', (db) => db.doc('posts/new').set(post()), false],
  [
    'create a post as themselves',
    'other',
    (db) => db.doc('posts/new').set(post({ userEmail: OTHER.email })),
    true,
  ],
  [
    "create a post under someone else's e-mail",
    'other',
    (db) => db.doc('posts/new').set(post()),
    false,
  ],
  [
    'create a post without an e-mail in the token',
    'no-email',
    (db) => db.doc('posts/new').set(post()),
    false,
  ],
  [
    'create a post with likes already counted',
    'owner',
    (db) => db.doc('posts/new').set(post({ likes: 5 })),
    false,
  ],
  [
    'create a post with the contact info in public',
    'owner',
    (db) => db.doc('posts/new').set(post({ contactInfo: '555' })),
    false,
  ],
  [
    'create a post with an unknown room type',
    'owner',
    (db) => db.doc('posts/new').set(post({ roomType: 'Castle' })),
    false,
  ],
  [
    'create a post with a negative rent',
    'owner',
    (db) => db.doc('posts/new').set(post({ rentAmount: -1 })),
    false,
  ],
  [
    'create a post with the rent as text',
    'owner',
    (db) => db.doc('posts/new').set(post({ rentAmount: '950' })),
    false,
  ],
  [
    'create a post with a 121-character title',
    'owner',
    (db) => db.doc('posts/new').set(post({ title: 'x'.repeat(121) })),
    false,
  ],
  [
    'create a post with an empty title',
    'owner',
    (db) => db.doc('posts/new').set(post({ title: '' })),
    false,
  ],
  [
    'create a post with an unknown preference',
    'owner',
    (db) => db.doc('posts/new').set(post({ lifestylePreferences: ['yoga'] })),
    false,
  ],
  [
    'create a post with an unknown availability',
    'owner',
    (db) => db.doc('posts/new').set(post({ availability: 'Soon' })),
    false,
  ],
  [
    'create a post with a back-dated creation time',
    'owner',
    (db) => db.doc('posts/new').set(post({ createdAt: new Date('2020-01-01') })),
    false,
  ],
  [
    'create a post missing its description',
    'owner',
    (db) => {
      const { description: _d, ...rest } = post();
      return db.doc('posts/new').set(rest);
    },
    false,
  ],
  [
    'create the minimal (title-only) legacy shape',
    'owner',
    (db) =>
      db.doc('posts/new').set(
        post({
          location: '',
          rentAmount: 0,
          description: '',
          lifestylePreferences: [],
          locationPrefixes: [],
        }),
      ),
    true,
  ],
  // posts: update
  [
    'update a post',
    'anonymous',
    (db) => db.doc(P).update({ title: 'Mine now', updatedAt: now() }),
    false,
  ],
  [
    "update someone else's post",
    'other',
    (db) => db.doc(P).update({ title: 'Mine now', updatedAt: now() }),
    false,
  ],
  [
    'update their post',
    'owner',
    (db) => db.doc(P).update({ title: 'Renovated', updatedAt: now() }),
    true,
  ],
  [
    'update their post without touching updatedAt',
    'owner',
    (db) => db.doc(P).update({ title: 'Renovated' }),
    false,
  ],
  [
    'change the like count of their post',
    'owner',
    (db) => db.doc(P).update({ likes: 100, updatedAt: now() }),
    false,
  ],
  [
    'give their post to someone else',
    'owner',
    (db) => db.doc(P).update({ userEmail: OTHER.email, updatedAt: now() }),
    false,
  ],
  [
    'change the creation time of their post',
    'owner',
    (db) => db.doc(P).update({ createdAt: now(), updatedAt: now() }),
    false,
  ],
  [
    'update their post with an invalid room type',
    'owner',
    (db) => db.doc(P).update({ roomType: 'Loft', updatedAt: now() }),
    false,
  ],
  [
    'add an unknown field to their post',
    'owner',
    (db) => db.doc(P).update({ featured: true, updatedAt: now() }),
    false,
  ],
  // posts: delete
  ['delete a post', 'anonymous', (db) => db.doc(P).delete(), false],
  ["delete someone else's post", 'other', (db) => db.doc(P).delete(), false],
  ['delete their post', 'owner', (db) => db.doc(P).delete(), true],
  // private contact details
  ['read the contact details', 'anonymous', (db) => db.doc(`${P}/private/contact`).get(), false],
  [
    'read the contact details without a like',
    'other',
    (db) => db.doc(`${P}/private/contact`).get(),
    false,
  ],
  [
    'read the contact details after liking',
    'liker',
    (db) => db.doc(`${P}/private/contact`).get(),
    true,
  ],
  [
    'read the contact details of their post',
    'owner',
    (db) => db.doc(`${P}/private/contact`).get(),
    true,
  ],
  ['list the private documents', 'other', (db) => db.collection(`${P}/private`).get(), false],
  [
    'write the contact details',
    'anonymous',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'x' }),
    false,
  ],
  [
    "write someone else's contact details",
    'other',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'x' }),
    false,
  ],
  [
    'write contact details after liking',
    'liker',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'x' }),
    false,
  ],
  [
    'update the contact details of their post',
    'owner',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'Text 555-0199' }),
    true,
  ],
  [
    'write 501 characters of contact details',
    'owner',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'x'.repeat(501) }),
    false,
  ],
  [
    'add a field to the contact details',
    'owner',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'x', ssn: '1' }),
    false,
  ],
  [
    'write another private document',
    'owner',
    (db) => db.doc(`${P}/private/notes`).set({ contactInfo: 'x' }),
    false,
  ],
  [
    "delete someone else's contact details",
    'other',
    (db) => db.doc(`${P}/private/contact`).delete(),
    false,
  ],
  [
    'delete the contact details of their post',
    'owner',
    (db) => db.doc(`${P}/private/contact`).delete(),
    true,
  ],
  [
    'create a post and its contact details in one batch',
    'other',
    (db) => {
      const batch = db.batch();
      batch.set(db.doc('posts/p2'), post({ userEmail: OTHER.email }));
      batch.set(db.doc('posts/p2/private/contact'), { contactInfo: 'Call me' });
      return batch.commit();
    },
    true,
  ],
  // likes
  ['read a like', 'anonymous', (db) => db.doc(`${P}/likes/${LIKER.uid}`).get(), false],
  ["read someone else's like", 'other', (db) => db.doc(`${P}/likes/${LIKER.uid}`).get(), false],
  ['read their own like', 'liker', (db) => db.doc(`${P}/likes/${LIKER.uid}`).get(), true],
  ['read the likes of their post', 'owner', (db) => db.doc(`${P}/likes/${LIKER.uid}`).get(), true],
  ['list the likes of a post', 'other', (db) => db.collection(`${P}/likes`).get(), false],
  [
    'like a post directly',
    'other',
    (db) => db.doc(`${P}/likes/${OTHER.uid}`).set({ email: OTHER.email }),
    false,
  ],
  [
    'like a post directly',
    'anonymous',
    (db) => db.doc(`${P}/likes/anon`).set({ email: 'x' }),
    false,
  ],
  [
    'remove their like directly',
    'liker',
    (db) => db.doc(`${P}/likes/${LIKER.uid}`).delete(),
    false,
  ],
  [
    'like their own post directly',
    'owner',
    (db) => db.doc(`${P}/likes/${OWNER.uid}`).set({ email: OWNER.email }),
    false,
  ],
  // users
  ['read a profile', 'anonymous', (db) => db.doc(`users/${OWNER.email}`).get(), false],
  ["read someone else's profile", 'other', (db) => db.doc(`users/${OWNER.email}`).get(), false],
  ['read their profile', 'owner', (db) => db.doc(`users/${OWNER.email}`).get(), true],
  ['list all profiles', 'other', (db) => db.collection('users').get(), false],
  [
    'create their profile',
    'other',
    (db) => db.doc(`users/${OTHER.email}`).set(profile(OTHER.email)),
    true,
  ],
  [
    "create someone else's profile",
    'other',
    (db) => db.doc('users/new@example.com').set(profile('new@example.com')),
    false,
  ],
  [
    'create a profile',
    'anonymous',
    (db) => db.doc('users/new@example.com').set(profile('new@example.com')),
    false,
  ],
  [
    'create their profile under another address',
    'other',
    (db) => db.doc(`users/${OTHER.email}`).set(profile(OWNER.email)),
    false,
  ],
  [
    'update their profile',
    'owner',
    (db) => db.doc(`users/${OWNER.email}`).update({ bio: 'Plants and quiet evenings.' }),
    true,
  ],
  [
    "update someone else's profile",
    'other',
    (db) => db.doc(`users/${OWNER.email}`).update({ bio: 'Hacked' }),
    false,
  ],
  [
    'set a non-URL photo',
    'owner',
    (db) => db.doc(`users/${OWNER.email}`).update({ photoURL: 'javascript:alert(1)' }),
    false,
  ],
  [
    'set an 81-character display name',
    'owner',
    (db) => db.doc(`users/${OWNER.email}`).update({ displayName: 'x'.repeat(81) }),
    false,
  ],
  [
    'add an unknown field to their profile',
    'owner',
    (db) => db.doc(`users/${OWNER.email}`).update({ role: 'admin' }),
    false,
  ],
  [
    'set a preference to text',
    'owner',
    (db) => db.doc(`users/${OWNER.email}`).update({ 'preferences.notifications': 'yes' }),
    false,
  ],
  ['delete their profile', 'owner', (db) => db.doc(`users/${OWNER.email}`).delete(), true],
  [
    "delete someone else's profile",
    'other',
    (db) => db.doc(`users/${OWNER.email}`).delete(),
    false,
  ],
  // anything else
  ['read an unknown collection', 'owner', (db) => db.doc('secrets/x').get(), false],
  ['write an unknown collection', 'owner', (db) => db.doc('secrets/x').set({ a: 1 }), false],
];

describe('firestore.rules', () => {
  beforeAll(async () => {
    // Denied writes are the point here; the SDK would log each one as a warning.
    firebase.firestore.setLogLevel('silent');
    const [host, port] = firestoreHost.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        rules: readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8'),
        host: host!,
        port: Number(port),
      },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(P).set(post({ likes: 1 }));
      await db.doc(`${P}/private/contact`).set({ contactInfo: 'Call 555-0100' });
      await db.doc(`${P}/likes/${LIKER.uid}`).set({ email: LIKER.email });
      await db.doc(`users/${OWNER.email}`).set(profile(OWNER.email));
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const label: Record<Who, string> = {
    anonymous: 'an anonymous visitor',
    other: 'another user',
    liker: 'a user who liked the post',
    owner: 'the owner',
    'no-email': 'a user without an e-mail address',
  };
  for (const [name, who, op, allowed] of cases) {
    it(`when ${label[who]} tries to ${name}, then it is ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await (allowed ? assertSucceeds(op(db)) : assertFails(op(db)));
    });
  }
});
