import { useMutation } from '@tanstack/react-query';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { useSessionActions } from '../components/session-actions';
import { storeAuthToken } from '../utils/auth-storage';

export type SignInInput = { email: string; password: string };

/** Email/password sign-in. The session then loads the backend profile. */
export async function signIn({ email, password }: SignInInput) {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(), loadAuthModule()]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  storeAuthToken(await user.getIdToken());
  return user;
}

export function useSignIn() {
  const { applyUser } = useSessionActions();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => applyUser(user),
  });
}
