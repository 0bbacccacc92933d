// Liked Listings: `GET /posts/liked`, the signed-in member's liked
// listings, newest like first, page by page (the API's cursor in
// `X-Next-Cursor`, like GET /posts). Each comes with `liked: true` and, where
// the poster reveals them on a like, the contact details.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/list-pages';
import type { Listing } from '../types';
import type { ListingsPage } from './get-listings';
import { listingKeys } from './query-keys';

export async function getLikedListings(
  query: { limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<ListingsPage> {
  const { rows, nextCursor } = await getPage<Listing>('/posts/liked', {
    query,
    auth: 'required',
    signal,
  });
  return { posts: rows, nextCursor };
}

/** Four rows of the three-column grid on desktop, six of two on tablets. */
export const LIKED_PAGE_SIZE = 12;

/** `uid`: whose likes (the key keeps one member's pages from showing to the next). */
export const likedListingsQueryOptions = (uid: string, limit = LIKED_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: listingKeys.liked(uid, limit),
    queryFn: ({ pageParam, signal }) =>
      getLikedListings({ limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useLikedListings(uid: string, limit = LIKED_PAGE_SIZE) {
  return useInfiniteQuery(likedListingsQueryOptions(uid, limit));
}
