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
import { visuallyHidden } from '@/lib/visually-hidden';
import { usePostCount } from '../api/get-post-count';
import { LOAD_LISTINGS_FAILED, PAGE_SIZE, usePostPages } from '../api/get-posts';
import type { PostFilters } from '../types';
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

/**
 * What the "found" line says (null: not known yet). Once every page is
 * loaded, the list's own length is exact (and fresher than a count the CDN
 * may have kept a few seconds). Otherwise the count, if it answers for the
 * same filters as the rows shown (both current, or both the previous
 * search's while a new one loads), and never fewer than the rows shown. If
 * the count failed, what is loaded: '{n}+'.
 */
export function foundText(
  list: { loaded: number; hasMore: boolean; previous: boolean },
  count: { value?: number; previous: boolean; failed: boolean },
): string | null {
  if (!list.hasMore) return listingsFoundText(list.loaded);
  if (count.value !== undefined && count.previous === list.previous) {
    return listingsFoundText(Math.max(count.value, list.loaded));
  }
  if (count.failed) return listingsFoundText(list.loaded, true);
  return null;
}

type Props = {
  filters: PostFilters;
  filtered: boolean;
  onClearFilters: () => void;
};

export function BrowseListings({ filters, filtered, onClearFilters }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const query = usePostPages(filters, { keepPrevious: true });
  // The exact number of matches. Asked for only once this search's
  // first page says more exist: a result that fits one page is its own count,
  // so most narrow searches cost no count at all.
  const firstPageHasMore = !query.isPlaceholderData && query.data?.pages[0]?.nextCursor != null;
  const count = usePostCount(filters, { enabled: firstPageHasMore });
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

  // The same element on every render while loading: when the answer arrives,
  // the urgent render it triggers stops here, and the deferred one renders the rows.
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

  if (query.isPending || (data === undefined && query.data !== undefined)) return loading;

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
      <FoundLine
        text={foundText(
          { loaded: posts.length, hasMore, previous: query.isPlaceholderData },
          { value: count.data, previous: count.isPlaceholderData, failed: count.isError },
        )}
      />
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

/** One line whatever it holds: the count's text, or a skeleton of the same height while it loads. */
function FoundLine({ text }: { text: string | null }) {
  return (
    <Typography role="status" aria-busy={text === null} sx={{ mb: 2, fontWeight: 600 }}>
      {text ?? (
        <>
          <Skeleton width={160} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            Counting listings
          </Box>
        </>
      )}
    </Typography>
  );
}
