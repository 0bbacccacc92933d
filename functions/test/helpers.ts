// Shared by the API tests: emulator resets, real Auth-emulator users and
// tokens, an in-process app, fixtures, and a dump of everything stored so a
// test can prove a failed request wrote nothing.
import request from 'supertest';
import { inject } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { emulatorRest } from '../../scripts/lib/emulator-rest.mjs';
import { createApp } from '../src/app';
import { db } from '../src/lib/firebase';
import { memberKey } from '../src/lib/member-key';
import { newListingDocuments } from '../src/listings/document';
import type { ListingFields } from '../src/listings/fields';
import { expiryFrom } from '../src/ads/lifecycle';

/**
 * This file's Firestore and Auth project, as test/project.ts chose it: the
 * emulators' own (`demo-roomly`), or one of its own.
 */
export const PROJECT_ID = process.env.GCLOUD_PROJECT!;
/** A project of the file's own: no Functions emulator or Hosting serves it. */
const ownProject = inject('ownProjects');

function emulatorHost(name: string): string {
  const value = process.env[name];
  // Never let these tests reach a real project.
  if (!value) throw new Error(`${name} is not set: run \`node scripts/test.mjs functions\`.`);
  return value;
}

export const firestoreHost = emulatorHost('FIRESTORE_EMULATOR_HOST');
export const authHost = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');

export const app = createApp();
export const api = () => request(app);

/** The shared emulator REST calls (scripts/lib/emulator-rest.mjs), for this suite's emulators. */
export const emulator = emulatorRest({
  authHost,
  firestoreHost,
  projectId: PROJECT_ID,
  asOwner: ownProject,
});

export const resetEmulators = () => emulator.reset();

export type TestUser = {
  uid: string;
  email: string;
  displayName?: string;
  token: string;
  /** The verified number it was given (signUp's `phone`), never to appear in an answer. */
  phoneNumber?: string;
};

const PASSWORD = 'Secret123';

/** A fresh ID token for an existing e-mail/password account (carries its current claims). */
export const signIn = async (email: string): Promise<string> =>
  (await emulator.signIn(email, PASSWORD)).idToken;

/** Marks the account's e-mail verified, as following the verification link does. */
export const markVerified = (uid: string): Promise<void> => emulator.markVerified(uid);

/** A creation time `days` days ago (ms), for `signUp`'s `createdAt`. */
export const daysAgo = (days: number) => Date.now() - days * 24 * 3600 * 1000;

/** Old enough to report (contract: REPORTER_MIN_ACCOUNT_AGE_HOURS), with a day to spare. */
export const ESTABLISHED = { createdAt: daysAgo(2) };

/**
 * A real e-mail/password account in the Auth emulator, with its ID token.
 * Verified by default, e-mail and phone (most tests act as a verified member);
 * `verified: false` gives a fresh, unverified sign-up, `phone: false` a
 * verified e-mail without a phone. A new account unless `createdAt` (ms)
 * backdates it in the Auth emulator (`ESTABLISHED`: one that may report).
 */
export async function signUp(
  email: string,
  displayName?: string,
  {
    verified = true,
    phone = verified,
    createdAt,
  }: { verified?: boolean; phone?: boolean; createdAt?: number } = {},
): Promise<TestUser> {
  const account = await emulator.createAccount({
    email,
    password: PASSWORD,
    displayName,
    verified,
    phone,
    createdAt,
  });
  return {
    uid: account.uid,
    email: account.email,
    displayName,
    token: account.idToken,
    phoneNumber: account.phoneNumber,
  };
}

/** Deletes the Auth account only (as the Firebase console would), leaving its data behind. */
export const deleteAuthUser = (uid: string): Promise<void> => emulator.deleteAccounts([uid]);

/**
 * The usual cast: a post owner, another signed-in user, and a third one;
 * members for a couple of days (old enough to report).
 */
export async function signUpCast() {
  const [owner, other, third] = await Promise.all([
    signUp('owner@example.com', 'Olivia Owner', ESTABLISHED),
    signUp('other@example.com', 'Oscar Other', ESTABLISHED),
    signUp('third@example.com', 'Tess Third', ESTABLISHED),
  ]);
  return { owner: owner!, other: other!, third: third! };
}

export const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** Rewrites the payload of a (unsigned, emulator) token. */
export function tamperToken(token: string, change: (payload: Record<string, unknown>) => void) {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/** A valid Room wanted ad body (POST /seeker-ads): a single room in Brooklyn, moving in in 20 days. */
export function wantedAdInput() {
  return {
    headline: 'Looking for a calm room',
    aboutMe: 'Tidy and friendly. I cook a lot and keep shared spaces clean.',
    budget: 1200,
    areas: ['Brooklyn, NY'],
    moveInDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    stayMonths: 12,
    roomTypes: ['Single Room'],
    wantsBills: 'nice',
    wantsFurnished: 'any',
    wantsPrivateBath: 'any',
    lifestyle: ['quiet'],
    couple: false,
    age: null,
    occupation: null,
  };
}

export function postInput(overrides: Partial<Record<keyof ListingFields, unknown>> = {}) {
  return {
    title: 'Sunny room near the park',
    location: 'Brooklyn, NY',
    rentAmount: 950,
    roomType: 'Single Room',
    description: 'Bright room in a quiet flat, five minutes from the subway.',
    contactInfo: 'Call 555-0100',
    lifestylePreferences: ['quiet', 'pets'],
    availability: 'Available',
    ...overrides,
  };
}

/** Creates a post through the API; answers its id. */
export async function createPostAs(
  user: TestUser,
  overrides: Parameters<typeof postInput>[0] = {},
) {
  const response = await api().post('/posts').set(bearer(user)).send(postInput(overrides));
  if (response.status !== 201)
    throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.body._id as string;
}

/**
 * Writes posts straight to Firestore in the API's canonical shape, with chosen
 * creation times (to make ties), for list and pagination tests.
 */
export async function insertPosts(
  posts: {
    id: string;
    owner: { uid: string; email: string };
    createdAt: Date;
    fields?: Partial<ListingFields>;
  }[],
) {
  const batch = db().batch();
  for (const { id, owner: who, createdAt, fields } of posts) {
    const input = { ...postInput(), ...fields } as ListingFields;
    const time = Timestamp.fromDate(createdAt);
    const { post, contact, owner } = newListingDocuments(
      input,
      { ...who, name: 'Seeded', photo: '' },
      time,
      // As if posted at createdAt (a 31-day-old listing is past its expiry).
      Timestamp.fromMillis(expiryFrom(createdAt.getTime())),
    );
    const ref = db().collection('posts').doc(id);
    batch.set(ref, post);
    batch.set(ref.collection('private').doc('contact'), contact);
    batch.set(ref.collection('private').doc('owner'), owner);
  }
  await batch.commit();
}

/** The listing the share page tests open (share.test.ts, first-view.test.ts). */
export const SHARED_LISTING = {
  title: 'Sunny room near the park',
  location: 'Brooklyn, NY',
  rentAmount: 1200,
  roomType: 'Single Room' as const,
  description: 'Bright and quiet.',
  contactInfo: 'call 555-0100',
  photos: ['/images/listings/sunny-bedroom-480.avif'],
};

/**
 * One copy of SHARED_LISTING per id, titled "… (id)", in the status given
 * (the lifecycle's statuses written directly, as a moderator or the sweep would).
 */
export async function insertSharedListings(
  owner: { uid: string; email: string },
  statuses: Record<string, 'active' | 'paused' | 'let' | 'expired' | 'under-review'>,
) {
  const ids = Object.keys(statuses);
  await insertPosts(
    ids.map((id) => ({
      id,
      owner,
      createdAt: new Date(),
      fields: { ...SHARED_LISTING, title: `${SHARED_LISTING.title} (${id})` },
    })),
  );
  for (const id of ids) {
    if (statuses[id] !== 'active') await db().doc(`posts/${id}`).update({ status: statuses[id] });
  }
}

/** Every stored document (posts with their subcollections, users) as path → JSON. */
export async function dumpDatabase(): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  const collections = await db().listCollections();
  for (const collection of collections) {
    const refs = await collection.listDocuments();
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) dump[ref.path] = JSON.stringify(snap.data());
      for (const sub of await ref.listCollections()) {
        for (const doc of (await sub.get()).docs) dump[doc.ref.path] = JSON.stringify(doc.data());
      }
    }
  }
  return dump;
}

export async function readPost(id: string) {
  const snap = await db().collection('posts').doc(id).get();
  return snap.exists ? snap.data()! : undefined;
}

/**
 * Under `npm test` the Functions emulator runs too, and the deployed triggers
 * (alerts) would race a test's own writes and calls of their logic. The
 * Emulator Hub pauses background triggers for a file (as
 * @firebase/rules-unit-testing's `withFunctionTriggersDisabled` does); without
 * a Functions emulator (auth and Firestore only) there is nothing to pause,
 * nor in a file's own project (the triggers listen to `demo-roomly` only;
 * pausing them there would pause them for the files and suites that use it).
 * test/hosting.test.ts checks the real triggers.
 */
export async function backgroundTriggers(enabled: boolean) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub || ownProject) return;
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  const text = await response.text();
  if (!response.ok && !/not running/i.test(text)) throw new Error(`${action}: ${text}`);
}

/**
 * A member's report of the listing or ad at `reported` (`posts/{id}` or
 * `seekerAds/{id}`), found as the API finds it (by the member key); the API
 * never says whose a report is.
 */
export async function reportIdOf(user: TestUser, reported: string): Promise<string> {
  const key = memberKey({ ...user, emailVerified: true });
  const { docs } = await db()
    .collection(`${reported}/reports`)
    .where('reporterKey', '==', key)
    .get();
  return docs[0]!.id;
}
