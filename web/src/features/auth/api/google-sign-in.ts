import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import type { UserProfile } from '@/lib/user-profile';
import { useSessionActions } from '../components/session-actions';
import { storeAuthToken } from '../utils/auth-storage';
import { creatingProfile } from '../utils/profile-creation';
import { createUserProfile } from './create-user-profile';

type GoogleSignedIn = { user: User; profile: UserProfile | null };

/**
 * Google sign-in (and sign-up) in a popup; against the Auth emulator the popup
 * is the emulator's account chooser. The Firebase SDK cancels an older popup
 * when a new one opens and notices a closed popup on its own.
 */
export function signInWithGoogle(): Promise<GoogleSignedIn> {
  return creatingProfile(googleSignIn);
}

async function googleSignIn(): Promise<GoogleSignedIn> {
  const [auth, { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver }] =
    await Promise.all([loadAuth(), loadAuthModule()]);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  storeAuthToken(await user.getIdToken());

  // The reply carries the profile's current name and photo, which may differ
  // from Google's when the user edited them on Roomly.
  let profile: UserProfile | null = null;
  try {
    profile = await createUserProfile({
      email: user.email ?? '',
      displayName: user.displayName ?? '',
      photoURL: user.photoURL ?? '',
    });
  } catch (error) {
    console.error('Failed to create/update user profile:', error);
  }
  return { user, profile };
}

/**
 * Prepares the popup machinery (Google's iframe) before the click, so the popup
 * opens within the click's user gesture (Safari and mobile browsers need that).
 * `getRedirectResult` is the public way to initialise the resolver; we never
 * use redirects, so it finds nothing.
 */
export async function warmUpGoogleSignIn(): Promise<void> {
  const [auth, { getRedirectResult, browserPopupRedirectResolver }] = await Promise.all([
    loadAuth(),
    loadAuthModule(),
  ]);
  // Firebase's Node build (unit tests) has no popup support.
  if (typeof browserPopupRedirectResolver !== 'function') return;
  await getRedirectResult(auth, browserPopupRedirectResolver).catch((error: unknown) => {
    console.warn('Google sign-in could not be prepared', error);
  });
}

export function useGoogleSignIn() {
  const { applyUser } = useSessionActions();
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: ({ user, profile }) => applyUser(user, profile),
  });
}
