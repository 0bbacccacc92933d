// The Room wanted list: "{n} seekers found", the cards, "Load more", and the
// empty and error states. The exact count is asked for only when the first page
// says more exist (a result that fits one page is its own count).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useSeekerAdCount, useSeekerAdPages } from '../api/get-seeker-ads';
import type { SeekerFilters } from '../utils/filters';
import { seekersFoundText } from '../utils/format';
import { localDay } from '@/lib/local-day';
import { SeekerAdCard, SeekerAdCardSkeleton, seekerGridSx } from './seeker-ad-card';

// Shown only when a load fails, or while new filters search: out of the page's
// first download (a visitor who never filters never needs them).
const QueryError = lazy(() =>
  import('@/components/query-error').then((m) => ({ default: m.QueryError })),
);
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

// Cards below the screen are laid out when they scroll near, at their usual
// height until then (phone cards measure 300–340 px): the layout after a page of
// ads arrives was one long task of the page.
const adListSx = {
  ...seekerGridSx,
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 322px' },
} as const;

export const NO_SEEKERS = 'Nobody is looking for a room right now.';
export const NO_SEEKER_MATCHES = 'No seekers match these filters.';
export const ERROR_LOADING_SEEKERS = 'Error Loading Room Wanted Ads';

type Props = {
  filters: SeekerFilters;
  filtered: boolean;
  onClearFilters: () => void;
  /** Ads per page (the API's default; tests page through a few). */
  pageSize?: number;
};

// One element for every render while loading: when the answer arrives, the
// urgent render it triggers stops here, and the deferred one renders the cards.
const LOADING = (
  <Box role="status" aria-label="Loading Room wanted ads">
    <Typography sx={{ mb: 2 }}>
      <Skeleton width={160} />
    </Typography>
    <Box sx={seekerGridSx}>
      {Array.from({ length: 6 }, (_, i) => (
        <SeekerAdCardSkeleton key={i} />
      ))}
    </Box>
  </Box>
);

export function SeekerAdList({ filters, filtered, onClearFilters, pageSize }: Props) {
  const query = useSeekerAdPages(filters, pageSize);
  const firstPageHasMore = !query.isPlaceholderData && query.data?.pages[0]?.nextCursor != null;
  const count = useSeekerAdCount(filters, firstPageHasMore);
  // New results render as a transition, in slices that yield to the browser,
  // not in one long task that would block input (a page of cards is a lot of
  // Material UI); until that render is done, the previous view stays.
  const data = useDeferredValue(query.data);
  const ads = useMemo(() => data?.pages.flatMap((page) => page.ads) ?? [], [data]);
  const hasMore = data?.pages.at(-1)?.nextCursor != null;
  const today = localDay();

  if (query.isPending || (data === undefined && query.data !== undefined)) return LOADING;
  if (query.isError && ads.length === 0) {
    return (
      <Suspense fallback={null}>
        <QueryError
          error={query.error}
          title={ERROR_LOADING_SEEKERS}
          onRetry={() => void query.refetch()}
        />
      </Suspense>
    );
  }

  // Every page loaded: the list is the count. Otherwise the count when it
  // answers for the rows shown, or what is loaded as a lower bound if it failed.
  let found: string | null;
  if (!hasMore) found = seekersFoundText(ads.length);
  else if (count.data !== undefined && count.isPlaceholderData === query.isPlaceholderData) {
    found = seekersFoundText(Math.max(count.data, ads.length));
  } else if (count.isError) found = seekersFoundText(ads.length, true);
  else found = null;
  const searching = query.isFetching && !query.isFetchingNextPage;

  return (
    <Box sx={{ position: 'relative' }}>
      {searching && (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label="Updating results"
            sx={{ position: 'absolute', top: -12, left: 0, right: 0, height: 3, borderRadius: 2 }}
          />
        </Suspense>
      )}
      <Typography role="status" aria-busy={found === null} sx={{ mb: 2, fontWeight: 600 }}>
        {found ?? (
          <>
            <Skeleton width={160} aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              Counting seekers
            </Box>
          </>
        )}
      </Typography>
      {ads.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {filtered ? NO_SEEKER_MATCHES : NO_SEEKERS}
          </Typography>
          {filtered ? (
            <Button onClick={onClearFilters}>Clear filters</Button>
          ) : (
            <Button component={RouterLink} to={paths.myRoomWanted} variant="outlined">
              Post a Room wanted ad
            </Button>
          )}
        </Box>
      ) : (
        <Box component="ul" aria-label="Room wanted ads" sx={adListSx}>
          {ads.map((ad) => (
            <li key={ad._id}>
              <SeekerAdCard ad={ad} today={today} />
            </li>
          ))}
        </Box>
      )}
      {query.isFetchNextPageError && (
        <Suspense fallback={null}>
          <QueryError
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            sx={{ mt: 2 }}
          />
        </Suspense>
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
