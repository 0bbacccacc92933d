import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Post } from '../types';
import { postKeys } from './query-keys';

export type LikeResult = { likes: number; liked: true; contactInfo: string };

/** `POST /posts/:id/like`: one like per user; the answer carries the contact details. */
export async function likePost(id: string): Promise<LikeResult> {
  const { data } = await apiRequest<LikeResult>(`/posts/${encodeURIComponent(id)}/like`, {
    method: 'POST',
    auth: 'required',
  });
  return data;
}

/** `viewer`: the signed-in user's e-mail, whose view of the post the answer updates. */
export function useLikePost(id: string, viewer: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likePost(id),
    onSuccess: (result) => {
      // The answer is authoritative for this viewer: show it at once.
      queryClient.setQueryData<Post>(postKeys.detail(id, viewer), (post) =>
        post ? { ...post, ...result } : post,
      );
      // Every list, Liked Listings too (`postKeys.liked` is under `lists()`): it gains this one.
      return queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
}
