import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { userProfilePath, type UserProfile } from '@/lib/user-profile';

export const FETCH_PROFILE_FAILED = 'Failed to fetch profile';

/** `GET /users/:email`; null when the backend has no profile for this user yet. */
export async function getProfile(email: string, signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    const { data } = await apiRequest<UserProfile>(userProfilePath(email), {
      auth: 'required',
      signal,
    });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profileQueryKey = (email: string) => ['profile', email.toLowerCase()] as const;

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: profileQueryKey(email),
    queryFn: ({ signal }) => getProfile(email, signal),
  });

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}
