// `GET /seeker-ads` and `GET /seeker-ads/count`: the public Room wanted list
// (active ads only), page by page through the API's cursor, and its exact
// count. Public, so they send no token.
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE as LIST_PAGE_SIZE } from '@contract/listing';
import type { CursorPage } from '@contract/post-answers';
import type { SeekerAd } from '@contract/seeker-ad';
import { getCount, getPage, useListCount } from '@/lib/list-pages';
import { toSeekerApiQuery, type SeekerFilters } from '../utils/filters';
import { seekerAdKeys } from './query-keys';

export const LOAD_SEEKERS_FAILED = 'Failed to load Room wanted ads';
export const PAGE_SIZE = LIST_PAGE_SIZE.default;

export type SeekerAdsPage = CursorPage<'ads', SeekerAd>;

export async function getSeekerAds(
  query: SeekerFilters & { limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<SeekerAdsPage> {
  const { rows, nextCursor } = await getPage<SeekerAd>('/seeker-ads', {
    query: toSeekerApiQuery(query),
    auth: 'none',
    signal,
  });
  return { ads: rows, nextCursor };
}

export function useSeekerAdPages(filters: SeekerFilters, limit: number = PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: seekerAdKeys.pages({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) =>
      getSeekerAds({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the last results stay instead of a skeleton.
    placeholderData: (previous) => previous,
  });
}

/** The exact count; the sort doesn't change it, so it is left out of the request and the key. */
export function useSeekerAdCount({ sort: _sort, ...filters }: SeekerFilters, enabled: boolean) {
  return useListCount(
    seekerAdKeys.count(filters),
    (signal) => getCount('/seeker-ads/count', toSeekerApiQuery(filters), signal),
    enabled,
  );
}
