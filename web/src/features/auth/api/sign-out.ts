import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { keepCopiesOf } from '@/lib/offline-copies';
import { useSessionActions } from '../components/session-actions';
import { clearAuthToken, clearLocalStorageExceptKept } from '../utils/auth-storage';

/** Signs out and forgets the session token and local data (the theme choice stays). */
export async function signOut(): Promise<void> {
  const [auth, firebaseAuth] = await Promise.all([loadAuth(), loadAuthModule()]);
  // What they saw, kept for offline use, goes first: whatever happens next,
  // nothing of theirs stays on this device (also after deleting the account).
  await keepCopiesOf(null);
  try {
    await firebaseAuth.signOut(auth);
  } catch (error) {
    console.error('Logout failed', error);
    throw error;
  }
  clearAuthToken();
  clearLocalStorageExceptKept();
}

export function useSignOut() {
  const { clearUser } = useSessionActions();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearUser();
      // Nothing of the previous user (their listings, contact details…) stays cached.
      queryClient.removeQueries();
    },
  });
}
