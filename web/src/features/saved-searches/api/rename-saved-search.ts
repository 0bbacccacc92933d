import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SavedSearch } from '../types';
import { savedSearchKeys } from './query-keys';

export type RenameSavedSearchInput = { id: string; name: string };

/** `PUT /users/me/saved-searches/:id` with `{ name }` → the renamed search. */
export async function renameSavedSearch({ id, name }: RenameSavedSearchInput) {
  const { data } = await apiRequest<{ search: SavedSearch }>(
    `/users/me/saved-searches/${encodeURIComponent(id)}`,
    { method: 'PUT', auth: 'required', body: { name } },
  );
  return data.search;
}

export function useRenameSavedSearch(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSavedSearch,
    onSuccess: (search) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(uid), (searches) =>
        searches?.map((s) => (s.id === search.id ? search : s)),
      ),
  });
}
