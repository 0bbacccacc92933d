import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceTimeZone } from '@contract/dates';
import { uploadedPhotoId } from '@contract/photo-files';
import type { EmailPreferences } from '@contract/email';
import { apiRequest } from '@/lib/api-client';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { useSession } from '@/lib/session';
import { userProfilePath, type UserPreferences, type UserProfile } from '@/lib/user-profile';
import { profileQueryKey } from './get-profile';

export const BACKEND_UPDATE_FAILED = 'Failed to update backend profile';

export type ProfileUpdate = {
  displayName: string;
  phoneNumber: string;
  bio: string;
  /** A link already checked to be an image, an upload (`/photos/<id>`), or empty. */
  photoURL: string;
  preferences: UserPreferences;
  /** Every kind's choice; the API takes any part of it (what is left out stays). */
  emailPreferences: Partial<EmailPreferences>;
  lifestyle: string[];
};

/** Updates the Firebase profile (name, photo), then the backend profile (`PUT /users/:email`). */
export async function updateProfile(email: string, input: ProfileUpdate): Promise<UserProfile> {
  const [auth, firebaseAuth] = await Promise.all([loadAuth(), loadAuthModule()]);
  const user = auth.currentUser;
  if (!user) throw new Error('You must be logged in to update your profile');
  // Auth takes an absolute URL only: an upload (`/photos/<id>`) is the
  // profile's alone and leaves the account's photo as it is (the profile's
  // wins wherever both are known; the account's is the avatar's fallback).
  const upload = uploadedPhotoId(input.photoURL) !== undefined;
  await firebaseAuth.updateProfile(user, {
    displayName: input.displayName,
    // An empty URL removes the photo (the SDK reads it back as null). Not
    // null: the Auth emulator refuses a null photo URL in every case.
    ...(upload ? {} : { photoURL: input.photoURL || '' }),
  });
  try {
    const { data } = await apiRequest<UserProfile>(userProfilePath(email), {
      method: 'PUT',
      auth: 'required',
      // The browser's zone, which the member's e-mails write days and times in.
      body: { ...input, timeZone: deviceTimeZone() },
    });
    return data;
  } catch (error) {
    console.error(BACKEND_UPDATE_FAILED, error);
    throw new Error(BACKEND_UPDATE_FAILED, { cause: error });
  }
}

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  const { reloadUser } = useSession();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(email, input),
    onSuccess: async (profile, input) => {
      // Show the saved profile everywhere (page and navbar) without reloading the
      // page; the server's answer wins, what was sent fills any gap in it.
      queryClient.setQueryData<UserProfile | null>(profileQueryKey(email), (previous) => ({
        ...previous,
        ...input,
        ...profile,
        email,
      }));
      await reloadUser?.();
    },
  });
}
