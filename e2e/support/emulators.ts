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

export type TestUser = { email: string; password: string; displayName: string; idToken: string };

/** Creates an e-mail/password account in the Auth emulator and its Roomly profile. */
export async function createUser(
  email: string,
  displayName: string,
  password = 'Secret123',
): Promise<TestUser> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken: string };
  if (!res.ok) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  const user = { email, password, displayName, idToken: body.idToken };
  await api('/users', user, { method: 'POST', body: { email, displayName } });
  return user;
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
