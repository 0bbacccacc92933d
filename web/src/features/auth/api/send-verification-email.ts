import { useMutation } from '@tanstack/react-query';
import type { ActionCodeSettings, User } from 'firebase/auth';
import { loadAuth, loadAuthModule } from '@/lib/firebase';

export const NOT_SIGNED_IN = 'You are not signed in.';

/**
 * The link in the e-mail verifies the address, then leads back to the app
 * (Firebase's page offers a Continue button; the Auth emulator redirects).
 */
const actionCodeSettings = (): ActionCodeSettings => ({ url: `${window.location.origin}/` });

/** Sends Firebase's verification e-mail to `user` (after registration, and on Resend). */
export async function sendVerificationEmailTo(user: User): Promise<void> {
  const { sendEmailVerification } = await loadAuthModule();
  await sendEmailVerification(user, actionCodeSettings());
}

/**
 * Sends it again to the signed-in user. Firebase limits how often (it answers
 * `auth/too-many-requests`), so the banner says when to wait.
 */
export async function resendVerificationEmail(): Promise<void> {
  const auth = await loadAuth();
  if (!auth.currentUser) throw new Error(NOT_SIGNED_IN);
  await sendVerificationEmailTo(auth.currentUser);
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
