import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuth } from '@/lib/firebase';
import { useSessionActions } from '../components/session-actions';
import { storeAuthToken } from '../utils/auth-storage';
import { NOT_SIGNED_IN } from './send-verification-email';

/**
 * After the user followed the link: reloads their account from Firebase (the
 * `emailVerified` flag) and forces a new ID token, because the API reads the
 * `email_verified` claim from the token and the old one still says false.
 * Answers whether the e-mail is verified now.
 */
export async function refreshEmailVerified() {
  const auth = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw new Error(NOT_SIGNED_IN);
  await user.reload();
  storeAuthToken(await user.getIdToken(true));
  return { user, verified: user.emailVerified };
}

export function useRefreshEmailVerified() {
  const { applyUser } = useSessionActions();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshEmailVerified,
    onSuccess: ({ user, verified }) => {
      applyUser(user);
      // What the API shows a verified user differs (their own listings' owner
      // view, contact details of listings they liked): ask again with the new token.
      if (verified) return queryClient.invalidateQueries();
    },
  });
}
