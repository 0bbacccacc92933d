// Known state for every journey: empty Auth and Firestore, then only what the
// test seeds. Talks to the emulators' REST APIs and the real Roomly API.
import { authHost, firestoreHost, hostingUrl, projectId } from './env';

export async function resetEmulators() {
  const [auth, firestore] = await Promise.all([
    fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
    fetch(
      `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
  ]);
  if (!auth.ok || !firestore.ok) throw new Error('Could not reset the emulators');
}

export type TestUser = {
  email: string;
  password: string;
  displayName: string;
  idToken: string;
  uid: string;
};

const identityToolkit = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
/** The Auth emulator takes this bearer token for its admin calls. */
const ADMIN = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs in over REST: a fresh ID token carrying the account's current claims. */
async function signInWithPassword(email: string, password: string) {
  const res = await fetch(`${identityToolkit}/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return json<{ idToken: string; localId: string }>(res, `signIn ${email}`);
}

/** Marks the account's e-mail verified, as following the e-mailed link would. */
async function markVerified(uid: string) {
  const res = await fetch(`${identityToolkit}/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  await json(res, `verify ${uid}`);
}

/**
 * Creates an e-mail/password account in the Auth emulator and its Roomly
 * profile. Verified unless asked otherwise (the API takes listings and likes
 * only from verified e-mails); after verifying it signs in again, because only
 * a new token carries the `email_verified` claim.
 */
export async function createUser(
  email: string,
  displayName: string,
  password = 'Secret123',
  { verified = true }: { verified?: boolean } = {},
): Promise<TestUser> {
  const res = await fetch(`${identityToolkit}/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  const created = await json<{ idToken: string; localId: string }>(res, `signUp ${email}`);
  let idToken = created.idToken;
  if (verified) {
    await markVerified(created.localId);
    ({ idToken } = await signInWithPassword(email, password));
  }
  const user = { email, password, displayName, idToken, uid: created.localId };
  await api('/users', user, { method: 'POST', body: { email, displayName } });
  return user;
}

/** The newest verification link the Auth emulator "e-mailed" to `email`, if any. */
export async function verificationLink(email: string): Promise<string | null> {
  const res = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = await json<{
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  }>(res, 'oobCodes');
  const mine = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  return mine.at(-1)?.oobLink ?? null;
}

export type PostInput = {
  title: string;
  location: string;
  rentAmount: number;
  roomType: string;
  description: string;
  contactInfo: string;
  availability: 'Available' | 'Not Available';
  lifestylePreferences?: string[];
};

export function postInput(overrides: Partial<PostInput> = {}): PostInput {
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
export async function createPost(owner: TestUser, overrides: Partial<PostInput> = {}) {
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
