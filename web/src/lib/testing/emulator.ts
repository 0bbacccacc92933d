// Helpers for tests that run against the real Firebase Auth emulator (inside
// `node scripts/test.mjs web`, which sets FIREBASE_AUTH_EMULATOR_HOST).
import { firebaseEnv } from '@/config/firebase-env';

export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const projectId = firebaseEnv.config.projectId;

/** Deletes every account in the Auth emulator. */
export async function clearAuthEmulator() {
  const res = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Could not clear the Auth emulator: ${res.status}`);
}

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

/** Out-of-band codes (password reset e-mails…) the emulator has "sent". */
export async function emulatorOobCodes(): Promise<Array<{ email: string; requestType: string }>> {
  const res = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`);
  return ((await res.json()) as { oobCodes: Array<{ email: string; requestType: string }> })
    .oobCodes;
}
