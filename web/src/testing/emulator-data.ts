// Test data on the real emulators (no mocks): accounts in the Auth emulator,
// listings created through the API (Hosting emulator → function → Firestore),
// and the Firebase Auth SDK signed in so the app's API client sends real tokens.
// Every test file uses its own unique accounts and texts, so files can run in
// parallel and nothing needs clearing.
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import type { Session, SessionUser } from '@/lib/session';
import {
  backdateEmulatorUser,
  createEmulatorUser,
  emulatorSignIn,
  giveEmulatorPhone,
  verifyEmulatorUser,
} from '@/testing/emulator';
import type { Listing, ListingInput } from '@/features/listings/types';

export const PASSWORD = 'Roomly123';

const run = Math.random().toString(36).slice(2, 8);
let counter = 0;
/** A string no other test (or earlier run) uses. */
export const unique = (prefix: string) => `${prefix}-${run}-${++counter}`;

/** A creation time two days ago: old enough to report (REPORTER_MIN_ACCOUNT_AGE_HOURS). */
export const ESTABLISHED = { createdAt: Date.now() - 2 * 24 * 3600 * 1000 };

export type TestAccount = {
  email: string;
  name: string;
  token: string;
  uid: string;
  verified: boolean;
  /** Whether it has a verified phone (as the API's verification leaves it). */
  phone: boolean;
};

/**
 * An e-mail/password account, verified (e-mail and phone) unless asked
 * otherwise: the API takes listings and likes only from verified e-mails, new
 * listings and first messages only with a verified phone too. Signing in again after
 * verifying gives a token that carries the `email_verified` claim.
 */
export async function createAccount(
  prefix: string,
  name: string,
  {
    verified = true,
    phone = verified,
    createdAt,
  }: { verified?: boolean; phone?: boolean; createdAt?: number } = {},
): Promise<TestAccount> {
  const email = `${unique(prefix)}@test.roomly.dev`.toLowerCase();
  const created = await createEmulatorUser(email, PASSWORD, name);
  if (createdAt !== undefined) await backdateEmulatorUser(created.localId, createdAt);
  if (phone) await giveEmulatorPhone(created.localId);
  if (!verified) {
    return { email, name, token: created.idToken, uid: created.localId, verified, phone };
  }
  await verifyEmulatorUser(created.localId);
  const { idToken } = await emulatorSignIn(email, PASSWORD);
  return { email, name, token: idToken, uid: created.localId, verified, phone };
}

export function sessionUser(account: TestAccount): SessionUser {
  return {
    uid: account.uid,
    email: account.email,
    emailVerified: account.verified,
    displayName: account.name,
    backendPhotoURL: null,
    providerPhotoURL: null,
    lifestyle: [],
    phoneVerified: account.phone,
  };
}

export const signedInSession = (account: TestAccount): Session => ({
  user: sessionUser(account),
  loading: false,
});
export const anonymousSession: Session = { user: null, loading: false };

/** The Hosting emulator, even while a test points the app elsewhere (`env.apiBaseUrl`). */
const hostingUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/** A call to the API as `account`, straight through the Hosting emulator. */
export async function api<T>(
  account: TestAccount | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${hostingUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export const listingInput = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  title: unique('Sunny room'),
  location: 'Lisbon, Portugal',
  rentAmount: 850,
  roomType: 'Single Room',
  description: 'Bright room with a balcony, five minutes from the metro.',
  contactInfo: '+351 900 000 000',
  lifestylePreferences: ['pets', 'quiet'],
  availability: 'Available',
  ...overrides,
});

export const createListing = (owner: TestAccount, overrides: Partial<ListingInput> = {}) =>
  api<Listing>(owner, 'POST', '/posts', listingInput(overrides));

/** Signs the app's Firebase Auth SDK in, so `apiRequest` sends this account's token. */
export async function signInApp(account: TestAccount) {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(), loadAuthModule()]);
  await signInWithEmailAndPassword(auth, account.email, PASSWORD);
}

export async function signOutApp() {
  const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
  await signOut(auth);
}

/** An address where nothing listens: requests fail like a server that is down. */
export const DEAD_API = 'http://127.0.0.1:9';
