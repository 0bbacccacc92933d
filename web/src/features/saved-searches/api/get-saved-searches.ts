import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SavedSearch } from '../types';
import { savedSearchKeys } from './query-keys';

/** `GET /users/me/saved-searches`: the signed-in user's searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { data } = await apiRequest<{ searches: SavedSearch[] }>('/users/me/saved-searches', {
    auth: 'required',
    signal,
  });
  return data.searches;
}

export function useSavedSearches(uid: string | null) {
  return useQuery({
    queryKey: savedSearchKeys.list(uid),
    queryFn: ({ signal }) => getSavedSearches(signal),
    enabled: uid !== null,
  });
}
