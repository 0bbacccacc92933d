import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { rememberDeletedListing } from '../utils/deleted-listings';
import { listingKeys } from './query-keys';

export const DELETE_FAILED = 'Failed to delete post';

/** `DELETE /posts/:id` (owner only); also removes the post's likes and contact details. */
export async function deleteListing(id: string): Promise<void> {
  await apiRequest<{ ok: true }>(`/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_, id) => {
      if (user) rememberDeletedListing(user.uid);
      // Don't refetch a post that no longer exists (that would show 'Post not found').
      queryClient.removeQueries({ queryKey: listingKeys.post(id) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}
