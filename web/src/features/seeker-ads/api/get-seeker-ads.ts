// `GET /seeker-ads` and `GET /seeker-ads/count`: the public Room wanted list
// (active ads only), page by page through the API's cursor, and its exact
// count. Public, so they send no token.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE as LIST_PAGE_SIZE } from '@contract/listing';
import type { CursorPage } from '@contract/post-answers';
import type { SeekerAd } from '@contract/seeker-ad';
import { apiRequest } from '@/lib/api-client';
import { toSeekerApiQuery, type SeekerFilters } from '../utils/filters';
import { seekerAdKeys } from './query-keys';

export const INVALID_DATA_FORMAT = 'Invalid data format received';
export const LOAD_SEEKERS_FAILED = 'Failed to load Room wanted ads';
export const PAGE_SIZE = LIST_PAGE_SIZE.default;

export type SeekerAdsPage = CursorPage<'ads', SeekerAd>;

export async function getSeekerAds(
  query: SeekerFilters & { limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<SeekerAdsPage> {
  const { data, headers } = await apiRequest<unknown>('/seeker-ads', {
    query: toSeekerApiQuery(query),
    auth: 'none',
    signal,
  });
  if (!Array.isArray(data)) throw new Error(INVALID_DATA_FORMAT);
  return { ads: data as SeekerAd[], nextCursor: headers.get('X-Next-Cursor') };
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

export async function getSeekerAdCount(
  filters: Omit<SeekerFilters, 'sort'>,
  signal?: AbortSignal,
): Promise<number> {
  const { data } = await apiRequest<unknown>('/seeker-ads/count', {
    query: toSeekerApiQuery(filters),
    auth: 'none',
    signal,
  });
  const count = (data as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new Error(INVALID_DATA_FORMAT);
  }
  return count;
}

/** `enabled`: asked only when the first page says more exist (otherwise the list is the count). */
export function useSeekerAdCount({ sort: _sort, ...filters }: SeekerFilters, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: seekerAdKeys.count(filters),
      queryFn: ({ signal }) => getSeekerAdCount(filters, signal),
    }),
    enabled,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
