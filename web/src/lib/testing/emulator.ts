// Helpers for tests that run against the real Firebase Auth emulator (inside
// `node scripts/test.mjs web`, which sets FIREBASE_AUTH_EMULATOR_HOST).
import { firebaseEnv } from '@/config/firebase-env';

export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const projectId = firebaseEnv.config.projectId;

/** Creates an email/password account directly in the emulator. */
export async function createEmulatorUser(email: string, password: string, displayName?: string) {
  const res = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${firebaseEnv.config.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Could not create ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string; idToken: string };
}

/** The emulator's admin calls take this bearer token instead of credentials. */
const ADMIN = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
const accountsUrl = (operation: string) =>
  `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${operation}`;

/** Marks an account's e-mail verified, as following the link would. */
export async function verifyEmulatorUser(localId: string) {
  const res = await fetch(accountsUrl('update'), {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`Could not verify ${localId}: ${res.status} ${await res.text()}`);
}

/**
 * Deletes the accounts with these e-mails, if they exist. Only those: test
 * files run in parallel, and the API checks every token against Auth
 * (revocation), so wiping the whole emulator would sign other files out.
 */
export async function deleteEmulatorAccounts(...emails: string[]) {
  const lookup = await fetch(accountsUrl('lookup'), {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ email: emails }),
  });
  if (!lookup.ok) throw new Error(`Could not look up ${emails.join(', ')}: ${lookup.status}`);
  const { users = [] } = (await lookup.json()) as { users?: Array<{ localId: string }> };
  if (!users.length) return;
  const res = await fetch(accountsUrl('batchDelete'), {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ localIds: users.map((u) => u.localId), force: true }),
  });
  if (!res.ok) throw new Error(`Could not delete ${emails.join(', ')}: ${res.status}`);
}

/** Signs in over REST: a fresh ID token (with the account's current `email_verified`). */
export async function emulatorSignIn(email: string, password: string) {
  const res = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${firebaseEnv.config.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Could not sign in ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string; idToken: string };
}

export type OobCode = { email: string; requestType: string; oobCode: string; oobLink: string };

/** Out-of-band codes (password reset and verification e-mails…) the emulator has "sent". */
export async function emulatorOobCodes(): Promise<OobCode[]> {
  const res = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`);
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** The newest verification link the emulator "e-mailed" to `email`, if any. */
export async function verificationLinkFor(email: string): Promise<string | null> {
  const codes = await emulatorOobCodes();
  const mine = codes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  return mine.at(-1)?.oobLink ?? null;
}

/**
 * Opens a link from an e-mail, as the user's browser would: the emulator acts
 * on it (e.g. verifies the address) and redirects to the app, which is not
 * followed here.
 */
export async function followEmailLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`The link failed: ${res.status} ${await res.text()}`);
}
