// `GET /posts`: public lists (home, browse) send no token, so they never wait
// for the Firebase Auth SDK; My Listings (`email=`, the user's own) needs one.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { toApiQuery } from '@contract/browse-api-query';
import { PAGE_SIZE as LIST_PAGE_SIZE } from '@contract/listing';
import type { CursorPage } from '@contract/listing-answers';
import { getPage } from '@/lib/list-pages';
import type { Listing, ListingFilters } from '../types';
import { listingKeys } from './query-keys';

/** The spec's toast when a list (home, browse) fails to load. */
export const LOAD_LISTINGS_FAILED = 'Failed to load listings';
/** Browse and My Listings page by the API's default page size. */
export const PAGE_SIZE = LIST_PAGE_SIZE.default;
/**
 * Home shows 6 available listings, picked from one page of the newest 24
 * (utils/featured.ts: those with a photo, most recently updated, first).
 */
export const FEATURED_COUNT = 6;
export const FEATURED_QUERY = { limit: 24, availability: 'Available' } as const;

export type ListingsPage = CursorPage<'posts', Listing>;

export async function getListings(
  query: ListingFilters & { limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<ListingsPage> {
  const { rows, nextCursor } = await getPage<Listing>('/posts', {
    query: toApiQuery(query),
    // The API lists `email=` only for that user's own token.
    auth: query.email ? 'required' : 'none',
    signal,
  });
  return { posts: rows, nextCursor };
}

/** One page: the home page's featured listings. */
export const listingsQueryOptions = (query: ListingFilters & { limit?: number }) =>
  queryOptions({
    queryKey: listingKeys.list(query),
    queryFn: ({ signal }) => getListings(query, signal).then((page) => page.posts),
  });

export function useListings(query: ListingFilters & { limit?: number }) {
  return useQuery(listingsQueryOptions(query));
}

/** Page after page through the API's cursor (browse, my listings). */
export const listingPagesQueryOptions = (filters: ListingFilters, limit = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: listingKeys.pages({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) =>
      getListings({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useListingPages(filters: ListingFilters, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    ...listingPagesQueryOptions(filters),
    // While a new search loads, keep showing the last results instead of a skeleton.
    placeholderData: options.keepPrevious ? (previous) => previous : undefined,
  });
}
