import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { FEATURED_QUERY, usePosts } from '../api/get-posts';
import type { PostFilters } from '../types';
import { cardGridSx, ListingCard, ListingCardSkeleton } from './listing-card';
import { TypewriterHeading } from './typewriter-heading';

// Only needed when loading fails: kept out of the home page's first download.
const LoadErrorView = lazy(() =>
  import('./load-error-view').then((m) => ({ default: m.LoadErrorView })),
);

export const NO_AVAILABLE_LISTINGS = 'No available listings at the moment.';
export const LOAD_LISTINGS_FAILED = 'Failed to load listings';

type Props = {
  /** The home page's query (6 available listings); tests narrow it to data they own. */
  query?: PostFilters & { limit?: number };
};

export function FeaturedListings({ query = FEATURED_QUERY }: Props) {
  const headingId = useId();
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

  let content;
  if (posts.isPending || (data === undefined && posts.data !== undefined)) {
    content = (
      <Box role="status" aria-label="Loading listings" sx={cardGridSx}>
        {Array.from({ length: limit }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </Box>
    );
  } else if (posts.isError) {
    content = (
      <Suspense fallback={null}>
        <LoadErrorView message={posts.error.message} />
      </Suspense>
    );
  } else if (!cards) {
    content = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {NO_AVAILABLE_LISTINGS}
      </Typography>
    );
  } else {
    content = cards;
  }

  return (
    <Container
      component="section"
      aria-labelledby={headingId}
      maxWidth="lg"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
        }}
      >
        <div>
          <TypewriterHeading id={headingId} />
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Rooms you can move into now, fresh from our community.
          </Typography>
        </div>
        <Button component={RouterLink} to={paths.browse} variant="outlined">
          See all listings
        </Button>
      </Box>
      {content}
    </Container>
  );
}
