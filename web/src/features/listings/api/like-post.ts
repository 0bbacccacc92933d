import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LikeResult, UnlikeResult } from '@contract/post-answers';
import type { Post } from '../types';
import { postKeys } from './query-keys';

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
    onSuccess: async (result) => {
      // The answer is authoritative for this viewer: show it at once. A read of
      // the listing still on its way was sent before the like: cancelled, so
      // its older answer can't land after this one and take the like back.
      await queryClient.cancelQueries({ queryKey: postKeys.detail(id, viewer) });
      queryClient.setQueryData<Post>(postKeys.detail(id, viewer), (post) =>
        post ? { ...post, ...result } : post,
      );
      // Every list, Liked Listings too (`postKeys.liked` is under `lists()`): it gains this one.
      return queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
}

/** `DELETE /posts/:id/like`: takes the like back, and with it what it revealed. */
export async function unlikePost(id: string): Promise<UnlikeResult> {
  const { data } = await apiRequest<UnlikeResult>(`/posts/${encodeURIComponent(id)}/like`, {
    method: 'DELETE',
    auth: 'required',
  });
  return data;
}

/** `viewer` as for `useLikePost`. */
export function useUnlikePost(id: string, viewer: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlikePost(id),
    onSuccess: async (result) => {
      // As for a like: an older read still on its way must not undo this.
      await queryClient.cancelQueries({ queryKey: postKeys.detail(id, viewer) });
      queryClient.setQueryData<Post>(postKeys.detail(id, viewer), (post) => {
        if (!post) return post;
        // Without the like, the contact details it revealed are gone too.
        const { contactInfo: _hidden, ...rest } = post;
        return { ...rest, ...result };
      });
      // Liked Listings loses it; every other list shows the new count.
      return queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
}
