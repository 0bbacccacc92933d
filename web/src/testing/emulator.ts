// Helpers for tests that run against the real Firebase Auth emulator (inside
// `node scripts/test.mjs web`, which sets FIREBASE_AUTH_EMULATOR_HOST): the
// shared REST calls (scripts/lib/emulator-rest.mjs) with this app's project
// and API key, under the names the web tests use.
import { firebaseEnv } from '@/config/firebase-env';
import { emulatorRest, type OobCode } from '../../../scripts/lib/emulator-rest.mjs';

export type { OobCode };

export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';

const rest = emulatorRest({
  authHost: authEmulatorHost,
  projectId: firebaseEnv.config.projectId,
  apiKey: firebaseEnv.config.apiKey,
});

/** Creates an email/password account directly in the emulator. */
export const createEmulatorUser = (email: string, password: string, displayName?: string) =>
  rest.signUp({ email, password, displayName });

/** Sets an account's creation time (ms since the epoch), as if made that long ago. */
export const backdateEmulatorUser = (localId: string, createdAt: number) =>
  rest.backdateAccount(localId, createdAt);

/** Marks an account's e-mail verified, as following the link would. */
export const verifyEmulatorUser = (localId: string) => rest.markVerified(localId);

/** Gives an account a verified phone, as the API's verification leaves it. */
export const giveEmulatorPhone = (localId: string) => rest.givePhone(localId);

/**
 * Deletes the accounts with these e-mails, if they exist. Only those: test
 * files run in parallel, and the API checks every token against Auth
 * (revocation), so wiping the whole emulator would sign other files out.
 */
export async function deleteEmulatorAccounts(...emails: string[]) {
  const users = await rest.lookupAccounts({ email: emails });
  await rest.deleteAccounts(users.map((user) => user.localId));
}

/** Signs in over REST: a fresh ID token (with the account's current `email_verified`). */
export const emulatorSignIn = (email: string, password: string) => rest.signIn(email, password);

/** Out-of-band codes (password reset and verification e-mails…) the emulator has "sent". */
export const emulatorOobCodes = (): Promise<OobCode[]> => rest.oobCodes();

/** The newest verification link the emulator "e-mailed" to `email`, if any. */
export const verificationLinkFor = (email: string) => rest.verificationLink(email);

/**
 * Opens a link from an e-mail, as the user's browser would: the emulator acts
 * on it (e.g. verifies the address) and redirects to the app, which is not
 * followed here.
 */
export async function followEmailLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`The link failed: ${res.status} ${await res.text()}`);
}
