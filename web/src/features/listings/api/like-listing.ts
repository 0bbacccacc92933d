import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LikeResult, UnlikeResult } from '@contract/listing-answers';
import type { Listing } from '../types';
import { listingKeys } from './query-keys';

/**
 * Brings this viewer's answer for the post up to date after a like or an
 * unlike. A read still on its way was sent before the change: it is cancelled,
 * so its older answer can't land after this one and undo it. When the viewer
 * has no answer yet (the page still shows the visitor's while theirs loads),
 * there is nothing to patch, and cancelling left nothing to come: their answer
 * is read again, now, so the count and the contact details still arrive.
 */
async function applyToViewersAnswer(
  queryClient: QueryClient,
  key: QueryKey,
  update: (post: Listing) => Listing,
) {
  await queryClient.cancelQueries({ queryKey: key });
  if (queryClient.getQueryData<Listing>(key) === undefined) {
    await queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<Listing>(key, (post) => (post ? update(post) : post));
}

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
      await applyToViewersAnswer(queryClient, listingKeys.detail(id, viewer), (post) => ({
        ...post,
        ...result,
      }));
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
      await applyToViewersAnswer(queryClient, listingKeys.detail(id, viewer), (post) => {
        // Without the like, the contact details it revealed are gone too.
        const { contactInfo: _hidden, ...rest } = post;
        return { ...rest, ...result };
      });
      // Liked Listings loses it; every other list shows the new count.
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}
