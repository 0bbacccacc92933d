// Liked Listings (`/liked`, login required, in the user menu): the
// listings the member liked, newest like first, page by page, each with the
// poster's contact details where a like reveals them. A listing that is no
// longer active stays, saying so; one under review shows only that it is.
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_STATUS_BANNERS } from '@contract/listing';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useLikedListings } from '@/features/listings/api/get-liked-listings';
import { useUnlikeListing } from '@/features/listings/api/like-listing';
import { PREFERS_MESSAGES } from '@/features/listings/components/like-panel';
import { AdCard, cardGridSx } from '@/components/ads/ad-card';
import { ListingCard, ListingCardSkeleton } from '@/features/listings/components/listing-card';
import { NO_CONTACT_INFO, type Listing } from '@/features/listings/types';
import { LoadMoreButton } from '@/components/load-more-button';
import { ListingMatchProvider } from './listing-match';

export const LIKED_TITLE = 'Liked Listings';
export const NO_LIKED_LISTINGS = "You haven't liked any listings yet.";
export const LIKE_REMOVED = 'Removed from Liked Listings.';

export default function LikedRoute() {
  const { user } = useSession();
  // The protected route only renders this page for a signed-in user.
  return user ? <LikedListings uid={user.uid} viewer={user.email.toLowerCase()} /> : null;
}

function LikedListings({ uid, viewer }: { uid: string; viewer: string }) {
  const pages = useLikedListings(uid);
  const posts = pages.data?.pages.flatMap((page) => page.posts) ?? [];

  let content;
  if (pages.isPending) {
    content = (
      <Box role="status" aria-label="Loading your liked listings" sx={cardGridSx}>
        {Array.from({ length: 3 }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </Box>
    );
  } else if (pages.isError && posts.length === 0) {
    content = <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  } else if (posts.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{NO_LIKED_LISTINGS}</Typography>
        <Button component={RouterLink} to={paths.browse} variant="contained" startIcon={<Search />}>
          Browse Listings
        </Button>
      </Paper>
    );
  } else {
    content = (
      <>
        <Box component="ul" sx={cardGridSx}>
          {posts.map((post) => (
            <li key={post._id}>
              {post.status === 'under-review' && !post.isOwner ? (
                <UnderReviewCard post={post} viewer={viewer} />
              ) : (
                <ListingCard
                  post={post}
                  headingLevel="h2"
                  extra={<LikedExtra post={post} />}
                  actions={<RemoveLike post={post} viewer={viewer} />}
                />
              )}
            </li>
          ))}
        </Box>
        {pages.isError && (
          <QueryError
            error={pages.error}
            onRetry={() => void pages.fetchNextPage()}
            sx={{ mt: 3 }}
          />
        )}
        <LoadMoreButton pages={pages} />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{`${LIKED_TITLE} · Roomly`}</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {LIKED_TITLE}
      </Typography>
      {/* "Good match" on the cards for a member with an active Room wanted ad. */}
      <ListingMatchProvider>{content}</ListingMatchProvider>
    </Container>
  );
}

/**
 * Below the card: that the listing is no longer active (the details page's
 * banner text), and how to reach the poster, as the details page shows it to
 * someone who liked it.
 */
function LikedExtra({ post }: { post: Listing }) {
  const status = post.status;
  return (
    <>
      {status !== 'active' && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="liked-status">
          {LISTING_STATUS_BANNERS[status]}
        </Typography>
      )}
      {post.contactInfo !== undefined ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Contact:{' '}
          </Box>
          {post.contactInfo.trim() || NO_CONTACT_INFO}
        </Typography>
      ) : (
        post.contactPreference === 'messages-only' && (
          <Typography variant="body2" color="text.secondary">
            {PREFERS_MESSAGES}
          </Typography>
        )
      )}
    </>
  );
}

/** Takes the like back: the listing leaves this page, and its contact details with it. */
function RemoveLike({ post, viewer }: { post: Listing; viewer: string }) {
  const unlike = useUnlikeListing(post._id, viewer);
  const name = post.title || LISTING_STATUS_BANNERS['under-review'];
  return (
    <Button
      color="inherit"
      aria-label={`Remove ${name} from ${LIKED_TITLE}`}
      loading={unlike.isPending}
      onClick={() =>
        unlike.mutate(undefined, {
          onSuccess: () => notify.success(LIKE_REMOVED),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      Remove
    </Button>
  );
}

/** A liked listing under review: the API sends only its id and status, so only that is said. */
function UnderReviewCard({ post, viewer }: { post: Listing; viewer: string }) {
  const titleId = useId();
  return (
    <AdCard
      titleId={titleId}
      to={paths.details(post._id)}
      linkText="View Details"
      linkVariant="outlined"
      actions={<RemoveLike post={post} viewer={viewer} />}
      contentSx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      actionsRowSx={{ gap: 0 }}
    >
      <FavoriteBorder color="error" aria-hidden />
      <Typography id={titleId} component="h2" variant="h6">
        {LISTING_STATUS_BANNERS['under-review']}
      </Typography>
    </AdCard>
  );
}
