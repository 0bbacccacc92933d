// Matching, as the API ranks it (best first, paged with the cursor in the body):
// `GET /seeker-ads/:id/matches`, the rooms that fit an ad (its owner only), and
// `GET /posts/:id/matching-people`, the seekers who fit a listing (its owner only).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MatchingPeoplePage, MatchingRoomsPage } from '@contract/room-match';
import { apiRequest } from '@/lib/api-client';
import { wantedAdKeys } from './query-keys';

/** Matches per page: a panel inside a card, so fewer than a list's. */
export const MATCHES_PAGE_SIZE = 10;

async function getPage<T>(path: string, cursor: string | null, signal?: AbortSignal) {
  const { data } = await apiRequest<T>(path, {
    auth: 'required',
    query: { limit: MATCHES_PAGE_SIZE, cursor },
    signal,
  });
  return data;
}

/** The rooms matching the owner's ad. */
export function useAdMatches(adId: string, uid: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: wantedAdKeys.matches(adId, uid),
    queryFn: ({ pageParam, signal }) =>
      getPage<MatchingRoomsPage>(
        `/seeker-ads/${encodeURIComponent(adId)}/matches`,
        pageParam,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && uid !== null,
  });
}

/** The seekers matching one of the member's listings. */
export function useMatchingPeople(postId: string, uid: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: wantedAdKeys.matchingPeople(postId, uid),
    queryFn: ({ pageParam, signal }) =>
      getPage<MatchingPeoplePage>(
        `/posts/${encodeURIComponent(postId)}/matching-people`,
        pageParam,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && uid !== null,
  });
}
