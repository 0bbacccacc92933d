import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LikeResult, UnlikeResult } from '@contract/listing-answers';
import type { Listing } from '../types';
import { listingKeys } from './query-keys';

/** `POST /posts/:id/like`: one like per user; the answer carries the contact details. */
export async function likeListing(id: string): Promise<LikeResult> {
  const { data } = await apiRequest<LikeResult>(`/posts/${encodeURIComponent(id)}/like`, {
    method: 'POST',
    auth: 'required',
  });
  return data;
}

/** `viewer`: the signed-in user's e-mail, whose view of the post the answer updates. */
export function useLikeListing(id: string, viewer: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeListing(id),
    onSuccess: async (result) => {
      // The answer is authoritative for this viewer: show it at once. A read of
      // the listing still on its way was sent before the like: cancelled, so
      // its older answer can't land after this one and take the like back.
      await queryClient.cancelQueries({ queryKey: listingKeys.detail(id, viewer) });
      queryClient.setQueryData<Listing>(listingKeys.detail(id, viewer), (post) =>
        post ? { ...post, ...result } : post,
      );
      // Every list, Liked Listings too (`listingKeys.liked` is under `lists()`): it gains this one.
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}

/** `DELETE /posts/:id/like`: takes the like back, and with it what it revealed. */
export async function unlikeListing(id: string): Promise<UnlikeResult> {
  const { data } = await apiRequest<UnlikeResult>(`/posts/${encodeURIComponent(id)}/like`, {
    method: 'DELETE',
    auth: 'required',
  });
  return data;
}

/** `viewer` as for `useLikeListing`. */
export function useUnlikeListing(id: string, viewer: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlikeListing(id),
    onSuccess: async (result) => {
      // As for a like: an older read still on its way must not undo this.
      await queryClient.cancelQueries({ queryKey: listingKeys.detail(id, viewer) });
      queryClient.setQueryData<Listing>(listingKeys.detail(id, viewer), (post) => {
        if (!post) return post;
        // Without the like, the contact details it revealed are gone too.
        const { contactInfo: _hidden, ...rest } = post;
        return { ...rest, ...result };
      });
      // Liked Listings loses it; every other list shows the new count.
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}
