// firestore.rules: an allow/deny table of what a client talking to Firestore
// directly may do (docs/security-model.md), with every direct-Firestore attack
// a security review found. Only the API (Admin SDK) writes, so every client write is denied;
// reads are granted to the owner (uid + e-mail + verified), a verified liker,
// and the public as the contract says.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rulesTestEnvironment } from './rules-env';

// Its own project: rules tests never see or disturb the API tests' data.
const PROJECT_ID = 'demo-roomly-rules';

type Person = { uid: string; email?: string; verified: boolean; label: string };

const OWNER_EMAIL = 'owner@example.com';
const people = {
  anonymous: { uid: '', verified: false, label: 'an anonymous visitor' },
  owner: { uid: 'owner-uid', email: OWNER_EMAIL, verified: true, label: 'the owner' },
  'owner-capitalised': {
    uid: 'owner-uid',
    email: 'Owner@Example.com',
    verified: true,
    label: 'the owner, with a capitalised e-mail in the token',
  },
  'owner-unverified': {
    uid: 'owner-uid',
    email: OWNER_EMAIL,
    verified: false,
    label: 'the owner, with the e-mail not verified',
  },
  'owner-changed-email': {
    uid: 'owner-uid',
    email: 'changed@example.com',
    verified: true,
    label: "the owner's uid with another verified e-mail",
  },
  impostor: {
    uid: 'impostor-uid',
    email: OWNER_EMAIL,
    verified: false,
    label: "an unverified account with the owner's e-mail",
  },
  recreated: {
    uid: 'recreated-uid',
    email: OWNER_EMAIL,
    verified: true,
    label: "a verified re-created account with the owner's e-mail (new uid)",
  },
  other: { uid: 'other-uid', email: 'other@example.com', verified: true, label: 'another user' },
  liker: {
    uid: 'liker-uid',
    email: 'liker@example.com',
    verified: true,
    label: 'a verified user who liked the post',
  },
  'unverified-liker': {
    uid: 'unverified-liker-uid',
    email: 'unverified-liker@example.com',
    verified: false,
    label: 'an unverified user who liked the post',
  },
  'old-liker': {
    uid: 'old-liker-uid',
    email: 'old-liker@example.com',
    verified: true,
    label: 'a verified user who liked an earlier post at the same id',
  },
  'no-email': { uid: 'phone-uid', verified: false, label: 'a user without an e-mail address' },
} satisfies Record<string, Person>;
type Who = keyof typeof people;
const OWNER = people.owner;
const OTHER = people.other;
const LIKER = people.liker;

type Db = firebase.firestore.Firestore;

let env: RulesTestEnvironment;

function as(who: Who): Db {
  const person: Person = people[who];
  if (who === 'anonymous') return env.unauthenticatedContext().firestore();
  if (!person.email) {
    return env.authenticatedContext(person.uid, { phone_number: '+15550100' }).firestore();
  }
  return env
    .authenticatedContext(person.uid, { email: person.email, email_verified: person.verified })
    .firestore();
}

const at = (iso: string) => firebase.firestore.Timestamp.fromDate(new Date(iso));
const POSTED = at('2025-06-01T10:00:00Z');
const BEFORE_POSTED = at('2025-05-20T10:00:00Z');
const AFTER_POSTED = at('2025-06-02T10:00:00Z');
const now = () => firebase.firestore.FieldValue.serverTimestamp();

/** A listing in the shape the API stores: ownerId, no e-mail. */
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
    ownerId: OWNER.uid,
    status: 'active',
    ...overrides,
  };
}

/** What a direct client create would send: valid-looking, timestamps from the server. */
const newPost = (overrides: Record<string, unknown> = {}) =>
  post({ ownerId: OTHER.uid, createdAt: now(), updatedAt: now(), ...overrides });

const profile = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  displayName: 'Someone',
  photoURL: '',
  phoneNumber: '+1 555 0100',
  bio: '',
  preferences: { notifications: true, emailUpdates: true },
  createdAt: POSTED,
  updatedAt: POSTED,
  ...overrides,
});

const like = (uid: string, createdAt = AFTER_POSTED) => ({ uid, createdAt });

// posts/p1: OWNER's listing, liked by LIKER and an unverified liker after it was
// posted; old-liker's like is left over from an earlier post at the same id.
const P = 'posts/p1';
// posts/reused: A (OWNER) posted here, B (old-liker) liked it, A deleted it, and
// the id was used again by OTHER. B's old like must not unlock the new contact.
const REUSED = 'posts/reused';
// posts/gone: a deleted post whose contact details and a like were left behind.
const GONE = 'posts/gone';

async function seed() {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(P).set(post({ likes: 3 }));
    await db.doc(`${P}/private/owner`).set({ uid: OWNER.uid, email: OWNER.email });
    await db.doc(`${P}/private/contact`).set({ contactInfo: 'Call 555-0100' });
    await db.doc(`${P}/private/notes`).set({ note: 'not a contract document' });
    await db.doc(`${P}/likes/${LIKER.uid}`).set(like(LIKER.uid));
    const unverifiedLiker = people['unverified-liker'].uid;
    await db.doc(`${P}/likes/${unverifiedLiker}`).set(like(unverifiedLiker));
    const oldLiker = people['old-liker'].uid;
    await db.doc(`${P}/likes/${oldLiker}`).set(like(oldLiker, BEFORE_POSTED));

    await db.doc(REUSED).set(post({ ownerId: OTHER.uid, likes: 0 }));
    await db.doc(`${REUSED}/private/owner`).set({ uid: OTHER.uid, email: OTHER.email });
    await db.doc(`${REUSED}/private/contact`).set({ contactInfo: 'New poster 555-0177' });
    await db.doc(`${REUSED}/likes/${oldLiker}`).set(like(oldLiker, BEFORE_POSTED));

    await db.doc(`${GONE}/private/contact`).set({ contactInfo: 'Old poster 555-0111' });
    await db.doc(`${GONE}/likes/${oldLiker}`).set(like(oldLiker, BEFORE_POSTED));

    await db.doc(`users/${OWNER.uid}`).set(profile(OWNER.email));
    await db.doc(`rateLimits/${OTHER.uid}`).set({ posts: { count: 10, windowStart: POSTED } });
    // The owner's verified number and a code sent to a new one.
    await db.doc(PHONE_PATH).set({ uid: OWNER.uid, formerUid: null, heldUntil: null });
    await db
      .doc(PHONE_CHECK_PATH)
      .set({ numberKey: 'key', ending: '34', sessionInfo: 's', attempts: 0 });
    await db.doc(PHOTO_PATH).set({ ownerId: OWNER.uid, attachedTo: [P], hash: '0123456789abcdef' });
    await db
      .doc(VARIANT_PATH)
      .set({ bytes: firebase.firestore.Blob.fromBase64String('AQID'), etag: '"e"' });
    // E-mail to the owner: queued, handed to the extension, and a digest in waiting.
    await db.doc(MAIL_KEY_PATH).set({
      toUids: [OWNER.uid],
      template: { name: 'new-message', data: { conversationId: 'c1' } },
      status: 'sent',
      to: OWNER.email,
    });
    await db.doc(EXTENSION_MAIL_PATH).set({ to: OWNER.email, message: { subject: 'Hi' } });
    await db.doc(DIGEST_PATH).set({ items: [], more: 0 });
    await db.doc(MAIL_COUNTS_PATH).set({ hour: 1, total: 3, senders: { [OTHER.uid]: 3 } });
    await db.doc(GUARD_PATH).set({
      authorUid: OTHER.uid,
      recipientUid: OWNER.uid,
      notificationId: `seekerMatch_${P.split('/')[1]}_ad1`,
      subjectPath: 'seekerAds/ad1',
      alertedAt: POSTED,
      rang: [`seekerMatch_${P.split('/')[1]}_ad1`],
    });
  });
}

const PHOTO_PATH = 'photos/photo1';
const VARIANT_PATH = `${PHOTO_PATH}/variants/960.webp`;
const MAIL_KEY_PATH = 'outbox/msg_c1_m1';
const EXTENSION_MAIL_PATH = 'mail/msg_c1_m1';
const DIGEST_PATH = `mailDigests/${OWNER.uid}`;
const PHONE_PATH = 'phoneNumbers/owner-number-key';
const PHONE_CHECK_PATH = `phoneChecks/${OWNER.uid}`;
const MAIL_COUNTS_PATH = `messageMailCounts/${OWNER.uid}`;
const GUARD_PATH = `alertGuards/seekerMatch_${OTHER.uid}_${P.split('/')[1]}`;

type Case = [name: string, who: Who, op: (db: Db) => Promise<unknown>, allowed: boolean];

const activePosts = (db: Db) => db.collection('posts').where('status', '==', 'active');
const contact = (db: Db) => db.doc(`${P}/private/contact`).get();
const ownerDoc = (db: Db) => db.doc(`${P}/private/owner`).get();
const likerLike = (db: Db) => db.doc(`${P}/likes/${LIKER.uid}`).get();
const listLikes = (db: Db) => db.collection(`${P}/likes`).get();
const ownerProfile = (db: Db) => db.doc(`users/${OWNER.uid}`).get();

const cases: Case[] = [
  // posts: read
  ['read a post', 'anonymous', (db) => db.doc(P).get(), true],
  ['read a post', 'other', (db) => db.doc(P).get(), true],
  ['list posts without a limit', 'anonymous', (db) => db.collection('posts').get(), false],
  ['list posts without a limit', 'owner', (db) => db.collection('posts').get(), false],
  // Lists must ask for active listings (moderation-rules.test.ts has the rest).
  ['list 100 active posts', 'anonymous', (db) => activePosts(db).limit(100).get(), true],
  ['list 101 active posts', 'anonymous', (db) => activePosts(db).limit(101).get(), false],
  [
    "list one poster's active posts, 20 at a time",
    'anonymous',
    (db) => activePosts(db).where('ownerId', '==', OWNER.uid).limit(20).get(),
    true,
  ],
  [
    "list one poster's posts without a limit",
    'anonymous',
    (db) => db.collection('posts').where('ownerId', '==', OWNER.uid).get(),
    false,
  ],
  // posts: direct create, with any data
  ['create a post', 'anonymous', (db) => db.doc('posts/new').set(newPost()), false],
  [
    'create a valid-looking post as themselves',
    'other',
    (db) => db.collection('posts').add(newPost()),
    false,
  ],
  [
    'create a valid-looking post as themselves',
    'owner',
    (db) => db.doc('posts/new').set(newPost({ ownerId: OWNER.uid })),
    false,
  ],
  [
    'create a post with a javascript: photo',
    'other',
    (db) => db.doc('posts/new').set(newPost({ userPhoto: 'javascript:alert(document.domain)' })),
    false,
  ],
  [
    'create a post as "Maya Chen (Roomly staff)"',
    'other',
    (db) => db.doc('posts/new').set(newPost({ userName: 'Maya Chen (Roomly staff)' })),
    false,
  ],
  [
    'create a post with a whitespace-only title',
    'other',
    (db) => db.doc('posts/new').set(newPost({ title: '   ' })),
    false,
  ],
  [
    'create a post with invented location prefixes',
    'other',
    (db) => db.doc('posts/new').set(newPost({ locationPrefixes: ['s', 'se', 'seattle'] })),
    false,
  ],
  [
    'create a post at an id with a space',
    'other',
    (db) => db.doc('posts/has space').set(newPost()),
    false,
  ],
  [
    'create a post with its owner and contact documents in one batch',
    'other',
    (db) => {
      const batch = db.batch();
      batch.set(db.doc('posts/p2'), newPost());
      batch.set(db.doc('posts/p2/private/owner'), { uid: OTHER.uid, email: OTHER.email });
      batch.set(db.doc('posts/p2/private/contact'), { contactInfo: 'Call me' });
      return batch.commit();
    },
    false,
  ],
  // posts: update and delete
  [
    "update someone else's post",
    'other',
    (db) => db.doc(P).update({ title: 'Mine now', updatedAt: now() }),
    false,
  ],
  [
    "take over someone else's post",
    'other',
    (db) => db.doc(P).update({ ownerId: OTHER.uid }),
    false,
  ],
  [
    'update their post directly',
    'owner',
    (db) => db.doc(P).update({ title: 'Renovated', updatedAt: now() }),
    false,
  ],
  [
    'inflate the like count of their post',
    'owner',
    (db) => db.doc(P).update({ likes: 100 }),
    false,
  ],
  ['delete a post', 'anonymous', (db) => db.doc(P).delete(), false],
  ["delete someone else's post", 'other', (db) => db.doc(P).delete(), false],
  ['delete their post directly', 'owner', (db) => db.doc(P).delete(), false],
  // re-using a deleted post's id
  [
    "recreate a deleted post's id",
    'old-liker',
    (db) => db.doc(GONE).set(newPost({ ownerId: people['old-liker'].uid })),
    false,
  ],
  [
    "read the contact details left behind by a deleted post they'd liked",
    'old-liker',
    (db) => db.doc(`${GONE}/private/contact`).get(),
    false,
  ],
  [
    'read the contact details of a new post at an id whose earlier post they liked',
    'old-liker',
    (db) => db.doc(`${REUSED}/private/contact`).get(),
    false,
  ],
  [
    'read the contact details of the new post at the id of their deleted post',
    'owner',
    (db) => db.doc(`${REUSED}/private/contact`).get(),
    false,
  ],
  [
    'read the contact details of their post at a re-used id',
    'other',
    (db) => db.doc(`${REUSED}/private/contact`).get(),
    true,
  ],
  ['read the contact details with a like older than the post', 'old-liker', contact, false],
  // private/owner: only the owner
  ['read the owner record', 'owner', ownerDoc, true],
  ['read the owner record', 'owner-capitalised', ownerDoc, true],
  ['read the owner record', 'owner-unverified', ownerDoc, false],
  ['read the owner record', 'owner-changed-email', ownerDoc, false],
  ['read the owner record', 'impostor', ownerDoc, false],
  ['read the owner record', 'recreated', ownerDoc, false],
  ['read the owner record', 'other', ownerDoc, false],
  ['read the owner record', 'liker', ownerDoc, false],
  ['read the owner record', 'anonymous', ownerDoc, false],
  ['read the owner record', 'no-email', ownerDoc, false],
  // private/contact: the owner or a verified liker
  ['read the contact details', 'owner', contact, true],
  ['read the contact details', 'owner-capitalised', contact, true],
  ['read the contact details', 'liker', contact, true],
  ['read the contact details', 'owner-unverified', contact, false],
  ['read the contact details', 'owner-changed-email', contact, false],
  ['read the contact details', 'impostor', contact, false],
  ['read the contact details', 'recreated', contact, false],
  ['read the contact details without a like', 'other', contact, false],
  ['read the contact details', 'unverified-liker', contact, false],
  ['read the contact details', 'anonymous', contact, false],
  ['read the contact details', 'no-email', contact, false],
  ['read another private document', 'owner', (db) => db.doc(`${P}/private/notes`).get(), false],
  ['list the private documents', 'owner', (db) => db.collection(`${P}/private`).get(), false],
  [
    'list the private documents, one at a time',
    'owner',
    (db) => db.collection(`${P}/private`).limit(1).get(),
    false,
  ],
  [
    'query every private document (collection group)',
    'owner',
    (db) => db.collectionGroup('private').limit(10).get(),
    false,
  ],
  [
    'query every private document (collection group)',
    'anonymous',
    (db) => db.collectionGroup('private').get(),
    false,
  ],
  // private: writes
  [
    'update the contact details of their post directly',
    'owner',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'Text 555-0199' }),
    false,
  ],
  [
    "replace someone else's contact details",
    'other',
    (db) => db.doc(`${P}/private/contact`).set({ contactInfo: 'Scam 555-0666' }),
    false,
  ],
  [
    "make themselves the owner of someone else's post",
    'other',
    (db) => db.doc(`${P}/private/owner`).set({ uid: OTHER.uid, email: OTHER.email }),
    false,
  ],
  [
    'make themselves the owner of their old post',
    'recreated',
    (db) => db.doc(`${P}/private/owner`).update({ uid: people.recreated.uid }),
    false,
  ],
  [
    'write an owner record for a deleted post',
    'old-liker',
    (db) =>
      db
        .doc(`${GONE}/private/owner`)
        .set({ uid: people['old-liker'].uid, email: people['old-liker'].email }),
    false,
  ],
  [
    'delete the contact details of their post directly',
    'owner',
    (db) => db.doc(`${P}/private/contact`).delete(),
    false,
  ],
  // likes: that user or the owner reads; nobody writes
  ['read their own like', 'liker', likerLike, true],
  [
    'read their own like',
    'unverified-liker',
    (db) => db.doc(`${P}/likes/${people['unverified-liker'].uid}`).get(),
    true,
  ],
  ['read a like of their post', 'owner', likerLike, true],
  ['read a like of their post', 'owner-capitalised', likerLike, true],
  ["read someone else's like", 'other', likerLike, false],
  ['read a like', 'owner-unverified', likerLike, false],
  ['read a like', 'owner-changed-email', likerLike, false],
  ['read a like', 'impostor', likerLike, false],
  ['read a like', 'recreated', likerLike, false],
  ['read a like', 'anonymous', likerLike, false],
  ['list the likes of their post', 'owner', listLikes, true],
  ['list the likes of a post', 'owner-unverified', listLikes, false],
  ['list the likes of a post', 'impostor', listLikes, false],
  ['list the likes of a post', 'recreated', listLikes, false],
  ['list the likes of a post', 'other', listLikes, false],
  ['list the likes of a post', 'liker', listLikes, false],
  ['list the likes of a post', 'anonymous', listLikes, false],
  [
    'query every like (collection group)',
    'owner',
    (db) => db.collectionGroup('likes').limit(10).get(),
    false,
  ],
  [
    'like a post directly',
    'other',
    (db) => db.doc(`${P}/likes/${OTHER.uid}`).set({ uid: OTHER.uid, createdAt: now() }),
    false,
  ],
  [
    'like a post directly',
    'anonymous',
    (db) => db.doc(`${P}/likes/anon`).set({ uid: 'anon', createdAt: now() }),
    false,
  ],
  [
    'freshen their old like so it unlocks the new post',
    'old-liker',
    (db) => db.doc(`${REUSED}/likes/${people['old-liker'].uid}`).update({ createdAt: now() }),
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
    (db) => db.doc(`${P}/likes/${OWNER.uid}`).set({ uid: OWNER.uid, createdAt: now() }),
    false,
  ],
  // users/{uid}: only that uid with that e-mail
  ['read their profile', 'owner', ownerProfile, true],
  ['read their profile', 'owner-capitalised', ownerProfile, true],
  // uid is never reused, so users/{uid} is this account's own profile.
  ['read their profile before verifying', 'owner-unverified', ownerProfile, true],
  ['read the profile', 'owner-changed-email', ownerProfile, false],
  ["read the owner's profile", 'impostor', ownerProfile, false],
  ["read the owner's profile", 'recreated', ownerProfile, false],
  ["read someone else's profile", 'other', ownerProfile, false],
  ['read a profile', 'anonymous', ownerProfile, false],
  ['read a profile', 'no-email', ownerProfile, false],
  ['list all profiles', 'other', (db) => db.collection('users').get(), false],
  ['list profiles, one at a time', 'owner', (db) => db.collection('users').limit(1).get(), false],
  [
    'create their profile directly',
    'other',
    (db) => db.doc(`users/${OTHER.uid}`).set(profile(OTHER.email)),
    false,
  ],
  [
    'update their profile directly',
    'owner',
    (db) => db.doc(`users/${OWNER.uid}`).update({ bio: 'Plants and quiet evenings.' }),
    false,
  ],
  [
    "take over the owner's profile",
    'recreated',
    (db) => db.doc(`users/${OWNER.uid}`).update({ email: OWNER.email }),
    false,
  ],
  [
    "overwrite someone else's profile",
    'other',
    (db) => db.doc(`users/${OWNER.uid}`).set(profile(OTHER.email)),
    false,
  ],
  ['delete their profile directly', 'owner', (db) => db.doc(`users/${OWNER.uid}`).delete(), false],
  // rateLimits: nobody
  [
    'read their rate-limit counters',
    'other',
    (db) => db.doc(`rateLimits/${OTHER.uid}`).get(),
    false,
  ],
  [
    'reset their rate-limit counters',
    'other',
    (db) => db.doc(`rateLimits/${OTHER.uid}`).set({ posts: { count: 0, windowStart: now() } }),
    false,
  ],
  [
    'delete their rate-limit counters',
    'other',
    (db) => db.doc(`rateLimits/${OTHER.uid}`).delete(),
    false,
  ],
  [
    'list the rate-limit counters',
    'anonymous',
    (db) => db.collection('rateLimits').limit(10).get(),
    false,
  ],
  // phoneNumbers, phoneChecks: nobody, the member included (the API sends and checks codes)
  ['read the claim on their verified number', 'owner', (db) => db.doc(PHONE_PATH).get(), false],
  ["read another member's number claim", 'other', (db) => db.doc(PHONE_PATH).get(), false],
  [
    'list the verified numbers',
    'other',
    (db) => db.collection('phoneNumbers').limit(10).get(),
    false,
  ],
  [
    'claim a number for themselves',
    'other',
    (db) => db.doc(PHONE_PATH).set({ uid: OTHER.uid, formerUid: null, heldUntil: null }),
    false,
  ],
  ['release a held number', 'owner', (db) => db.doc(PHONE_PATH).delete(), false],
  ['read the code sent to them', 'owner', (db) => db.doc(PHONE_CHECK_PATH).get(), false],
  [
    'reset the tries on their code',
    'owner',
    (db) => db.doc(PHONE_CHECK_PATH).update({ attempts: 0 }),
    false,
  ],
  ['list the codes sent', 'anonymous', (db) => db.collection('phoneChecks').limit(10).get(), false],
  // photos and their variants: nobody, the owner included (the API serves them)
  ['read their photo record', 'owner', (db) => db.doc(PHOTO_PATH).get(), false],
  ["read a shown listing's photo file", 'anonymous', (db) => db.doc(VARIANT_PATH).get(), false],
  ['read their photo file', 'owner', (db) => db.doc(VARIANT_PATH).get(), false],
  ['list the photos', 'other', (db) => db.collection('photos').limit(10).get(), false],
  ['list every photo file', 'other', (db) => db.collectionGroup('variants').limit(10).get(), false],
  [
    'attach their photo to another listing',
    'owner',
    (db) => db.doc(PHOTO_PATH).update({ attachedTo: [P, REUSED] }),
    false,
  ],
  [
    'upload a photo directly',
    'owner',
    (db) => db.doc('photos/photo2').set({ ownerId: OWNER.uid, attachedTo: [] }),
    false,
  ],
  ['replace their photo file', 'owner', (db) => db.doc(VARIANT_PATH).set({ etag: 'x' }), false],
  ['delete their photo', 'owner', (db) => db.doc(PHOTO_PATH).delete(), false],
  // outbox, mail, mailDigests: nobody, the recipient included
  ['read an e-mail queued for them', 'owner', (db) => db.doc(MAIL_KEY_PATH).get(), false],
  ['list the outbox', 'owner', (db) => db.collection('outbox').limit(10).get(), false],
  [
    'list the outbox for their own e-mail',
    'owner',
    (db) => db.collection('outbox').where('toUids', 'array-contains', OWNER.uid).limit(10).get(),
    false,
  ],
  [
    'queue an e-mail',
    'owner',
    (db) => db.doc('outbox/forged').set({ toUids: [OTHER.uid], status: 'pending' }),
    false,
  ],
  [
    'mark an e-mail to send again',
    'owner',
    (db) => db.doc(MAIL_KEY_PATH).update({ status: 'pending' }),
    false,
  ],
  ['delete an e-mail from the outbox', 'owner', (db) => db.doc(MAIL_KEY_PATH).delete(), false],
  [
    "read the extension's copy of their e-mail",
    'owner',
    (db) => db.doc(EXTENSION_MAIL_PATH).get(),
    false,
  ],
  [
    "list the extension's e-mails",
    'anonymous',
    (db) => db.collection('mail').limit(10).get(),
    false,
  ],
  [
    'hand an e-mail to the extension',
    'other',
    (db) => db.doc('mail/forged').set({ to: OTHER.email, message: { subject: 'Hi' } }),
    false,
  ],
  ['read their waiting digest', 'owner', (db) => db.doc(DIGEST_PATH).get(), false],
  ['empty their waiting digest', 'owner', (db) => db.doc(DIGEST_PATH).delete(), false],
  [
    "add to someone's digest",
    'other',
    (db) => db.doc(DIGEST_PATH).set({ items: [], more: 1 }),
    false,
  ],
  // messageMailCounts: nobody, the recipient included
  ['read who e-mailed them this hour', 'owner', (db) => db.doc(MAIL_COUNTS_PATH).get(), false],
  [
    'reset the e-mail counts of someone they write to',
    'other',
    (db) => db.doc(MAIL_COUNTS_PATH).set({ hour: 0, total: 0, senders: {} }),
    false,
  ],
  [
    "fill someone's e-mail counts to silence their e-mails",
    'anonymous',
    (db) => db.doc('messageMailCounts/victim').set({ hour: 1, total: 99, senders: {} }),
    false,
  ],
  ['delete their e-mail counts', 'owner', (db) => db.doc(MAIL_COUNTS_PATH).delete(), false],
  [
    'list the e-mail counts',
    'other',
    (db) => db.collection('messageMailCounts').limit(10).get(),
    false,
  ],
  // alertGuards: nobody, the recipient and the author included
  ['read a guard on an alert they got', 'owner', (db) => db.doc(GUARD_PATH).get(), false],
  ['read a guard on an alert they made', 'other', (db) => db.doc(GUARD_PATH).get(), false],
  ['delete the guard on their re-posts', 'other', (db) => db.doc(GUARD_PATH).delete(), false],
  [
    'backdate the guard on their re-posts',
    'other',
    (db) => db.doc(GUARD_PATH).update({ alertedAt: new Date(0) }),
    false,
  ],
  [
    'list the alert guards',
    'anonymous',
    (db) => db.collection('alertGuards').limit(10).get(),
    false,
  ],
  // anything else
  ['read an unknown collection', 'owner', (db) => db.doc('secrets/x').get(), false],
  ['write an unknown collection', 'owner', (db) => db.doc('secrets/x').set({ a: 1 }), false],
];

describe('firestore.rules', () => {
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

  for (const [name, who, op, allowed] of cases) {
    const person: Person = people[who];
    it(`when ${person.label} tries to ${name}, then it is ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await (allowed ? assertSucceeds(op(db)) : assertFails(op(db)));
    });
  }

  // A denied read only proves something if the document is there to be read.
  it('seeds every document the table reads', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const paths = [
        P,
        `${P}/private/owner`,
        `${P}/private/contact`,
        `${P}/private/notes`,
        `${P}/likes/${LIKER.uid}`,
        `${P}/likes/${people['unverified-liker'].uid}`,
        `${P}/likes/${people['old-liker'].uid}`,
        REUSED,
        `${REUSED}/private/contact`,
        `${REUSED}/likes/${people['old-liker'].uid}`,
        `${GONE}/private/contact`,
        `users/${OWNER.uid}`,
        `rateLimits/${OTHER.uid}`,
        PHONE_PATH,
        PHONE_CHECK_PATH,
        PHOTO_PATH,
        VARIANT_PATH,
        MAIL_KEY_PATH,
        EXTENSION_MAIL_PATH,
        DIGEST_PATH,
        MAIL_COUNTS_PATH,
        GUARD_PATH,
      ];
      const snaps = await Promise.all(paths.map((path) => db.doc(path).get()));
      expect(paths.filter((_, i) => !snaps[i]!.exists)).toEqual([]);
      expect((await db.doc(GONE).get()).exists).toBe(false);
    });
  });

  it('when the owner lists the likes of their post, then they get uids and times, no e-mail', async () => {
    const likes = await assertSucceeds(listLikes(as('owner')));
    expect(likes.size).toBe(3);
    for (const doc of likes.docs) {
      expect(Object.keys(doc.data()).sort()).toEqual(['createdAt', 'uid']);
      expect(JSON.stringify(doc.data())).not.toContain('@');
    }
  });

  it('when an anonymous visitor lists posts, then no post carries an e-mail', async () => {
    const posts = await assertSucceeds(activePosts(as('anonymous')).limit(100).get());
    expect(posts.size).toBe(2);
    for (const doc of posts.docs) {
      expect(doc.data()).not.toHaveProperty('userEmail');
      expect(JSON.stringify(doc.data())).not.toContain('@');
    }
  });
});
