import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import type { UserProfile } from '@/lib/user-profile';
import { useSessionActions } from '../components/session-actions';
import { storeAuthToken } from '../utils/auth-storage';
import { creatingProfile } from '../utils/profile-creation';
import { createUserProfile } from './create-user-profile';
import { sendVerificationEmailTo } from './send-verification-email';

export type RegisterInput = {
  name: string;
  email: string;
  password: string;
  /** Already checked to be an image, or empty. */
  photoURL: string;
};

type Registered = { user: User; profile: UserProfile | null };

/**
 * Creates the Firebase account, sets its name and photo, sends the
 * verification e-mail, then creates the backend profile. Neither a failing
 * e-mail (the banner offers Resend) nor a failing backend profile undoes the
 * registration: the user stays signed in with the identity provider's name and photo.
 */
export function register(input: RegisterInput): Promise<Registered> {
  return creatingProfile(() => registerAccount(input));
}

async function registerAccount(input: RegisterInput): Promise<Registered> {
  const [auth, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([
    loadAuth(),
    loadAuthModule(),
  ]);
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  await updateProfile(user, {
    displayName: input.name,
    // Omitted when empty: the Auth emulator rejects `photoURL: null`.
    ...(input.photoURL ? { photoURL: input.photoURL } : {}),
  });
  storeAuthToken(await user.getIdToken());
  try {
    await sendVerificationEmailTo(user);
  } catch (error) {
    console.error('Failed to send the verification e-mail:', error);
  }

  let profile: UserProfile | null = null;
  try {
    profile = await createUserProfile({
      email: user.email ?? input.email,
      displayName: input.name,
      photoURL: input.photoURL,
    });
  } catch (error) {
    console.error('Failed to create user profile:', error);
  }
  return { user, profile };
}

export function useRegister() {
  const { applyUser } = useSessionActions();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, profile }) => applyUser(user, profile),
  });
}
