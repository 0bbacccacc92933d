// Known state for every journey: empty Auth and Firestore, then only what the
// test seeds. Talks to the emulators' REST APIs and the real Roomly API.
import type { ListingInput } from '../../functions/src/contract/listing-input';
import { emulatorRest } from '../../scripts/lib/emulator-rest.mjs';
import { authHost, firestoreHost, hostingUrl, projectId } from './env';

const rest = emulatorRest({ authHost, firestoreHost, projectId });

export const resetEmulators = () => rest.reset();

export type TestUser = {
  email: string;
  password: string;
  displayName: string;
  idToken: string;
  uid: string;
};

/** A creation time two days ago: old enough to report (REPORTER_MIN_ACCOUNT_AGE_HOURS). */
export const ESTABLISHED = { createdAt: Date.now() - 2 * 24 * 3600 * 1000 };

/**
 * Creates an e-mail/password account in the Auth emulator and its Roomly
 * profile. Verified, e-mail and phone, unless asked otherwise (the API takes
 * listings and likes only from verified e-mails, new listings and first
 * messages only with a verified phone); `createdAt` (ms) backdates it.
 */
export async function createUser(
  email: string,
  displayName: string,
  password = 'Secret123',
  {
    verified = true,
    phone = verified,
    createdAt,
  }: { verified?: boolean; phone?: boolean; createdAt?: number } = {},
): Promise<TestUser> {
  const { uid, idToken } = await rest.createAccount({
    email,
    password,
    displayName,
    verified,
    phone,
    createdAt,
  });
  const user = { email, password, displayName, idToken, uid };
  await api('/users', user, { method: 'POST', body: { email, displayName } });
  return user;
}

/** The newest code the Auth emulator "texted" to `phoneNumber` (E.164), if any. */
export async function phoneCode(phoneNumber: string): Promise<string | null> {
  const codes = await rest.verificationCodes();
  return codes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code ?? null;
}

/** The newest verification link the Auth emulator "e-mailed" to `email`, if any. */
export const verificationLink = (email: string) => rest.verificationLink(email);

/** The body of POST /posts, as the web app's form sends it. */
export type { ListingInput };

export function postInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Sunny room near the park',
    location: 'Austin, TX',
    rentAmount: 950,
    roomType: 'Single Room',
    description: 'Bright room in a quiet flat, five minutes from the bus.',
    contactInfo: 'Call 555-0100',
    availability: 'Available',
    lifestylePreferences: ['quiet'],
    ...overrides,
  };
}

/** Creates a listing through the API as `owner`; returns its id. */
export async function createListing(owner: TestUser, overrides: Partial<ListingInput> = {}) {
  const post = await api<{ _id: string }>('/posts', owner, {
    method: 'POST',
    body: postInput(overrides),
  });
  return post._id;
}

export async function api<T = unknown>(
  path: string,
  user: TestUser | null,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${hostingUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
