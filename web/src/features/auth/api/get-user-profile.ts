import { apiRequest } from '@/lib/api-client';
import { userProfilePath, type UserProfile } from '@/lib/user-profile';

/** `GET /users/:email`: the signed-in user's backend profile (for the session). */
export async function getUserProfile(email: string, signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await apiRequest<UserProfile>(userProfilePath(email), {
    auth: 'required',
    signal,
  });
  return data;
}
