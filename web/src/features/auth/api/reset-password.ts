import { useMutation } from '@tanstack/react-query';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { authErrorCode } from '../utils/auth-error-message';

/**
 * Sends Firebase's password reset e-mail. An unknown address counts as sent,
 * so the page can't be used to find out who has an account.
 */
export async function resetPassword(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([loadAuth(), loadAuthModule()]);
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
