// `GET /seeker-ads` and `GET /seeker-ads/count`: the public Room wanted list
// (active ads only), page by page through the API's cursor, and its exact
// count. Public, so they send no token.
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE as LIST_PAGE_SIZE } from '@contract/listing';
import type { CursorPage } from '@contract/listing-answers';
import type { WantedAd } from '@contract/wanted-ad';
import { getCount, getPage, useListCount } from '@/lib/list-pages';
import { toWantedAdApiQuery, type WantedAdFilters } from '../utils/filters';
import { wantedAdKeys } from './query-keys';

export const LOAD_SEEKERS_FAILED = 'Failed to load Room wanted ads';
export const PAGE_SIZE = LIST_PAGE_SIZE.default;

export type WantedAdsPage = CursorPage<'ads', WantedAd>;

export async function getWantedAds(
  query: WantedAdFilters & { limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<WantedAdsPage> {
  const { rows, nextCursor } = await getPage<WantedAd>('/seeker-ads', {
    query: toWantedAdApiQuery(query),
    auth: 'none',
    signal,
  });
  return { ads: rows, nextCursor };
}

export function useWantedAdPages(filters: WantedAdFilters, limit: number = PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: wantedAdKeys.pages({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) =>
      getWantedAds({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the last results stay instead of a skeleton.
    placeholderData: (previous) => previous,
  });
}

/** The exact count; the sort doesn't change it, so it is left out of the request and the key. */
export function useWantedAdCount({ sort: _sort, ...filters }: WantedAdFilters, enabled: boolean) {
  return useListCount(
    wantedAdKeys.count(filters),
    (signal) => getCount('/seeker-ads/count', toWantedAdApiQuery(filters), signal),
    enabled,
  );
}
