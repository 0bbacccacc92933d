import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { notify } from '@/lib/notify';
import {
  FEATURED_COUNT,
  FEATURED_QUERY,
  LOAD_LISTINGS_FAILED,
  useListings,
} from '../api/get-listings';
import type { ListingFilters } from '../types';
import { pickFeatured } from '../utils/featured';

// The cards and their skeletons: below the carousel, so not part of what the
// home page needs before it responds to input (README, P1). The request starts with
// the first render, alongside the listings' own request.
const FeaturedCardGrid = lazy(() => import('./featured-card-grid'));

// Only needed when loading fails: kept out of the home page's first download.
const QueryError = lazy(() =>
  import('@/components/query-error').then((m) => ({ default: m.QueryError })),
);

export const NO_AVAILABLE_LISTINGS = 'No available listings at the moment.';

type Props = {
  /** The home page's query (a page of available listings); tests narrow it to data they own. */
  query?: ListingFilters & { limit?: number };
};

/** The home page's cards: skeletons, then the listings, the empty text or the error. */
export function FeaturedListings({ query = FEATURED_QUERY }: Props) {
  const posts = useListings(query);
  const limit = Math.min(query.limit ?? FEATURED_COUNT, FEATURED_COUNT);
  const featured = useMemo(
    () => posts.data && pickFeatured(posts.data, limit),
    [posts.data, limit],
  );
  // The cards render as a transition (in slices that yield to the browser)
  // rather than in one long task when the data arrives; the skeletons stay until then.
  const data = useDeferredValue(featured);

  useEffect(() => {
    if (posts.isError) notify.error(LOAD_LISTINGS_FAILED, { toastId: 'load-listings' });
  }, [posts.isError]);

  const loading = posts.isPending || (data === undefined && featured !== undefined);
  const shown = loading ? undefined : data;
  // The same element while the cards it shows are the same: the urgent render
  // the query's answer triggers then stops here, and the deferred one renders the cards.
  const grid = useMemo(() => <FeaturedCardGrid posts={shown} limit={limit} />, [shown, limit]);
  if (posts.isError) {
    return (
      <Suspense fallback={null}>
        {/* The spec's home page: 'Try Again' reloads the page. */}
        <QueryError error={posts.error} onRetry={() => window.location.reload()} />
      </Suspense>
    );
  }
  if (!loading && !data?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {NO_AVAILABLE_LISTINGS}
      </Typography>
    );
  }
  return (
    // Until the grid's code arrives: the space of one row of cards, announced as loading.
    <Suspense
      fallback={<Box role="status" aria-label="Loading listings" sx={{ minHeight: 420 }} />}
    >
      {grid}
    </Suspense>
  );
}
