import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { notify } from '@/lib/notify';
import { FEATURED_QUERY, LOAD_LISTINGS_FAILED, usePosts } from '../api/get-posts';
import type { PostFilters } from '../types';
import { cardGridSx, ListingCard, ListingCardSkeleton } from './listing-card';

// Only needed when loading fails: kept out of the home page's first download.
const QueryError = lazy(() =>
  import('@/components/query-error').then((m) => ({ default: m.QueryError })),
);

export const NO_AVAILABLE_LISTINGS = 'No available listings at the moment.';

type Props = {
  /** The home page's query (6 available listings); tests narrow it to data they own. */
  query?: PostFilters & { limit?: number };
};

/** The home page's cards: skeletons, then the listings, the empty text or the error. */
export function FeaturedListings({ query = FEATURED_QUERY }: Props) {
  const posts = usePosts(query);
  const limit = query.limit ?? FEATURED_QUERY.limit;
  // The cards render as a transition (in slices that yield to the browser)
  // rather than in one long task when the data arrives; the skeletons stay until then.
  const data = useDeferredValue(posts.data);
  const cards = useMemo(
    () =>
      data?.length ? (
        <Box component="ul" sx={cardGridSx}>
          {data.map((post) => (
            <li key={post._id}>
              <ListingCard post={post} />
            </li>
          ))}
        </Box>
      ) : null,
    [data],
  );

  useEffect(() => {
    if (posts.isError) notify.error(LOAD_LISTINGS_FAILED, { toastId: 'load-listings' });
  }, [posts.isError]);

  if (posts.isPending || (data === undefined && posts.data !== undefined)) {
    return (
      <Box role="status" aria-label="Loading listings" sx={cardGridSx}>
        {Array.from({ length: limit }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  if (posts.isError) {
    return (
      <Suspense fallback={null}>
        {/* The spec's home page: 'Try Again' reloads the page. */}
        <QueryError error={posts.error} onRetry={() => window.location.reload()} />
      </Suspense>
    );
  }
  if (!cards) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {NO_AVAILABLE_LISTINGS}
      </Typography>
    );
  }
  return cards;
}
