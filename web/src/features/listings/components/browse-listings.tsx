import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo } from 'react';
import {
  CountedList,
  foundLine,
  foundText as countedFoundText,
  hasMorePages,
} from '@/components/ads/counted-list';
import type { AdListKind, BrowseListProps } from '@/components/ads/counted-list';
import { notify } from '@/lib/notify';
import { useListingCount } from '../api/get-listing-count';
import {
  LOAD_LISTINGS_FAILED,
  PAGE_SIZE,
  useListingPages,
  type ListingsPage,
} from '../api/get-listings';
import type { Listing, ListingFilters } from '../types';
import { ListingRowCards, ListingsTable } from './listings-table';

export const NO_LISTINGS = 'No listings available at the moment.';
export const NO_MATCHES = 'No listings match these filters.';
export const ERROR_LOADING_LISTINGS = 'Error Loading Listings';

/**
 * The spec's '{n} listings found' ('1 listing found'); '{n}+ listings found'
 * when the exact count (GET /posts/count) failed and more pages exist than
 * are loaded; 'More than {n} listings found' when the count stopped at its
 * cap (a near search's, `more: true`).
 */
export const listingsFoundText = foundLine('listing', 'listings');

/** What browse's "found" line says (null: not known yet): components/ads/counted-list.tsx. */
type FoundArgs = Parameters<typeof countedFoundText>;
export const foundText = (list: FoundArgs[0], count: FoundArgs[1]) =>
  countedFoundText(list, count, listingsFoundText);

const LISTINGS: AdListKind<ListingsPage, Listing> = {
  rowsOf: (page) => page.posts,
  nouns: ['listing', 'listings'],
  loading: 'Loading listings',
  errorTitle: ERROR_LOADING_LISTINGS,
  empty: [NO_LISTINGS, NO_MATCHES],
};

export function BrowseListings({ filters, ...browse }: BrowseListProps<ListingFilters>) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const query = useListingPages(filters, { keepPrevious: true });
  const count = useListingCount(filters, hasMorePages(query));

  useEffect(() => {
    if (query.isError) notify.error(LOAD_LISTINGS_FAILED, { toastId: 'load-listings' });
  }, [query.isError]);

  const List = wide ? ListingsTable : ListingRowCards;
  const renderRows = useCallback((posts: Listing[]) => <List posts={posts} />, [List]);
  const loadingRows = useMemo(() => <List loadingRows={wide ? PAGE_SIZE : 6} />, [List, wide]);

  return (
    <CountedList
      {...browse}
      kind={LISTINGS}
      query={query}
      count={count}
      renderRows={renderRows}
      loadingRows={loadingRows}
    />
  );
}
