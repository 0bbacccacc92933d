import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { QueryError } from '@/components/query-error';
import { notify } from '@/lib/notify';
import { LOAD_LISTINGS_FAILED, PAGE_SIZE, usePostPages } from '../api/get-posts';
import type { PostFilters } from '../types';
import { ListingRowCards, ListingsTable } from './listings-table';

export const NO_LISTINGS = 'No listings available at the moment.';
export const NO_MATCHES = 'No listings match these filters.';
export const ERROR_LOADING_LISTINGS = 'Error Loading Listings';

/**
 * '{n} listings found', where n counts what is loaded; while the server has
 * more pages it reads '{n}+ listings found' (counting every match would cost a
 * read per listing, which the API avoids).
 */
export function listingsFoundText(count: number, more: boolean): string {
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? 'listing' : 'listings'} found`;
}

type Props = {
  filters: PostFilters;
  filtered: boolean;
  onClearFilters: () => void;
};

export function BrowseListings({ filters, filtered, onClearFilters }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const query = usePostPages(filters, { keepPrevious: true });
  // New results render as a transition: in slices that yield to the browser,
  // not in one long task that would block input (a page of cards is a lot of
  // Material UI). Until that render is done, the previous view stays.
  const data = useDeferredValue(query.data);
  const posts = useMemo(() => data?.pages.flatMap((page) => page.posts) ?? [], [data]);
  const hasMore = data?.pages.at(-1)?.nextCursor != null;

  useEffect(() => {
    if (query.isError) notify.error(LOAD_LISTINGS_FAILED, { toastId: 'load-listings' });
  }, [query.isError]);

  const List = wide ? ListingsTable : ListingRowCards;
  const list = useMemo(() => <List posts={posts} />, [List, posts]);

  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return (
      <Box role="status" aria-label="Loading listings">
        <Typography sx={{ mb: 2 }}>
          <Skeleton width={160} />
        </Typography>
        <List loadingRows={wide ? PAGE_SIZE : 6} />
      </Box>
    );
  }

  if (query.isError && posts.length === 0) {
    return (
      <QueryError
        error={query.error}
        title={ERROR_LOADING_LISTINGS}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const searching = query.isFetching && !query.isFetchingNextPage;

  return (
    <Box sx={{ position: 'relative' }}>
      {/* Overlaid, not inserted: a new search doesn't push the results down. */}
      {searching && (
        <LinearProgress
          aria-label="Updating results"
          sx={{ position: 'absolute', top: -12, left: 0, right: 0, height: 3, borderRadius: 2 }}
        />
      )}
      <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
        {listingsFoundText(posts.length, hasMore)}
      </Typography>
      {posts.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {filtered ? NO_MATCHES : NO_LISTINGS}
          </Typography>
          {filtered && <Button onClick={onClearFilters}>Clear filters</Button>}
        </Box>
      ) : (
        list
      )}
      {query.isFetchNextPageError && (
        <QueryError error={query.error} onRetry={() => void query.fetchNextPage()} sx={{ mt: 2 }} />
      )}
      {hasMore && !query.isFetchNextPageError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </Box>
      )}
    </Box>
  );
}
