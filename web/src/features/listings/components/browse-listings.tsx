import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo } from 'react';
import {
  CountedList,
  foundText as countedFoundText,
  hasMorePages,
} from '@/components/ads/counted-list';
import { notify } from '@/lib/notify';
import { usePostCount } from '../api/get-post-count';
import { LOAD_LISTINGS_FAILED, PAGE_SIZE, usePostPages, type PostsPage } from '../api/get-posts';
import type { Post, PostFilters } from '../types';
import { ListingRowCards, ListingsTable } from './listings-table';

export const NO_LISTINGS = 'No listings available at the moment.';
export const NO_MATCHES = 'No listings match these filters.';
export const ERROR_LOADING_LISTINGS = 'Error Loading Listings';

/**
 * The spec's '{n} listings found' ('1 listing found'). `more` marks a lower
 * bound, '{n}+ listings found': only shown when the exact count
 * (GET /posts/count) failed and more pages exist than are loaded.
 */
export function listingsFoundText(count: number, more = false): string {
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? 'listing' : 'listings'} found`;
}

/** What browse's "found" line says (null: not known yet): components/ads/counted-list.tsx. */
type FoundArgs = Parameters<typeof countedFoundText>;
export const foundText = (list: FoundArgs[0], count: FoundArgs[1]) =>
  countedFoundText(list, count, listingsFoundText);

type Props = {
  filters: PostFilters;
  filtered: boolean;
  onClearFilters: () => void;
};

export function BrowseListings({ filters, filtered, onClearFilters }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const query = usePostPages(filters, { keepPrevious: true });
  const count = usePostCount(filters, hasMorePages(query));

  useEffect(() => {
    if (query.isError) notify.error(LOAD_LISTINGS_FAILED, { toastId: 'load-listings' });
  }, [query.isError]);

  const List = wide ? ListingsTable : ListingRowCards;
  const renderRows = useCallback((posts: Post[]) => <List posts={posts} />, [List]);
  const loading = useMemo(
    () => (
      <Box role="status" aria-label="Loading listings">
        <Typography sx={{ mb: 2 }}>
          <Skeleton width={160} />
        </Typography>
        <List loadingRows={wide ? PAGE_SIZE : 6} />
      </Box>
    ),
    [List, wide],
  );

  return (
    <CountedList
      query={query}
      count={count}
      rowsOf={postsOf}
      renderRows={renderRows}
      loading={loading}
      found={listingsFoundText}
      counting="Counting listings"
      errorTitle={ERROR_LOADING_LISTINGS}
      emptyText={filtered ? NO_MATCHES : NO_LISTINGS}
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}

const postsOf = (page: PostsPage) => page.posts;
