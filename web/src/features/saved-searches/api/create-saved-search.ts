import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SavedSearch, SavedSearchFilters } from '../types';
import { savedSearchKeys } from './query-keys';

export type CreateSavedSearchInput = { name: string; filters: SavedSearchFilters };

/** `POST /users/me/saved-searches` → the new search (409 at the limit of 10). */
export async function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  const { data } = await apiRequest<{ search: SavedSearch }>('/users/me/saved-searches', {
    method: 'POST',
    auth: 'required',
    body: input,
  });
  return data.search;
}

export function useCreateSavedSearch(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    // Newest first, like the API: the list (if loaded) shows it without a refetch.
    onSuccess: (search) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(uid), (searches) =>
        searches ? [search, ...searches.filter((s) => s.id !== search.id)] : searches,
      ),
  });
}
