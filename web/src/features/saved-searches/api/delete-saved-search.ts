import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { SavedSearch } from '../types';
import { savedSearchKeys } from './query-keys';

/** `DELETE /users/me/saved-searches/:id` (204). */
export async function deleteSavedSearch(id: string): Promise<void> {
  await apiRequest(`/users/me/saved-searches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function useDeleteSavedSearch(uid: string | null) {
  const queryClient = useQueryClient();
  const drop = (id: string) =>
    queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(uid), (searches) =>
      searches?.filter((s) => s.id !== id),
    );
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_result, id) => drop(id),
    // Already gone (deleted in another tab): the list should not keep showing it.
    onError: (error, id) => {
      if (error instanceof ApiError && error.status === 404) drop(id);
    },
  });
}
