import { deviceTimeZone } from '@contract/dates';
import { apiRequest } from '@/lib/api-client';
import { DEFAULT_PREFERENCES, type UserProfile } from '@/lib/user-profile';

export type CreateUserProfileInput = {
  email: string;
  displayName: string;
  photoURL: string;
};

/**
 * `POST /users` after registration and Google sign-in. Answers the caller's
 * profile (created if absent, otherwise the existing one).
 */
export async function createUserProfile(input: CreateUserProfileInput): Promise<UserProfile> {
  const { data } = await apiRequest<UserProfile>('/users', {
    method: 'POST',
    auth: 'required',
    // The browser's zone, which the member's e-mails write days and times in.
    body: { ...input, preferences: DEFAULT_PREFERENCES, timeZone: deviceTimeZone() },
  });
  return data;
}
