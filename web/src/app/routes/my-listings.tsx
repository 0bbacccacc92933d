import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSession, type SessionUser } from '@/lib/session';
import { useListingPages } from '@/features/listings/api/get-listings';
import { DeleteListingDialog } from '@/features/listings/components/delete-listing-dialog';
import { cardGridSx } from '@/components/ads/ad-card';
import { ListingCard, ListingCardSkeleton } from '@/features/listings/components/listing-card';
import { ListingStats } from '@/features/listings/components/listing-stats';
import { ListingLifecycle } from '@/features/listings/components/listing-lifecycle';
import { ListingStatusChip } from '@/features/listings/components/listing-status';
import type { Listing } from '@/features/listings/types';
import { listingAvailability } from '@contract/availability';
import { hasDeletedListing } from '@/features/listings/utils/deleted-listings';
import { listingAnchor, useListingAnchor } from '@/features/listings/utils/use-listing-anchor';
import { RemovalNotices } from '@/features/moderation/components/removal-notices';
import { LoadMoreButton } from '@/components/load-more-button';
import { MatchingPeople } from '@/features/wanted-ads/components/matching-people';
import { PhoneVerificationProvider } from '@/features/phone/components/phone-verification';

export const NO_OWN_LISTINGS = "You haven't created any listings yet.";
/** The empty state once the member has deleted a listing (this session): they did make one. */
export const NO_LISTINGS_LEFT = 'You have no listings right now.';

/** The card the page was opened at: a ring in the warning colour of the expiry notice, both themes. */
const highlightSx = {
  borderRadius: 3,
  outline: '3px solid',
  outlineColor: 'warning.main',
  outlineOffset: 4,
  scrollMarginTop: 96,
} as const;

export default function MyListingsRoute() {
  const { user } = useSession();
  // The protected route only renders this page for a signed-in user.
  // Messaging a matching seeker asks for a verified phone.
  return user ? (
    <PhoneVerificationProvider>
      <MyListings user={user} />
    </PhoneVerificationProvider>
  ) : null;
}

function MyListings({ user }: { user: SessionUser }) {
  const pages = useListingPages({ email: user.email.toLowerCase() });
  const [toDelete, setToDelete] = useState<Listing | null>(null);
  const posts = pages.data?.pages.flatMap((page) => page.posts) ?? [];
  // Opened from the navbar's expiry notice: that listing scrolled to and highlighted.
  const highlighted = useListingAnchor(posts.map((post) => post._id));

  let content;
  if (pages.isPending) {
    content = (
      <Box role="status" aria-label="Loading your listings" sx={cardGridSx}>
        {Array.from({ length: 3 }, (_, i) => (
          <ListingCardSkeleton key={i} withActions />
        ))}
      </Box>
    );
  } else if (pages.isError && posts.length === 0) {
    content = <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  } else if (posts.length === 0) {
    // The spec's text is for a member who never posted; after a deletion it would mislead.
    const deleted = hasDeletedListing(user.uid);
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{deleted ? NO_LISTINGS_LEFT : NO_OWN_LISTINGS}</Typography>
        <Button
          component={RouterLink}
          to={paths.createListing}
          variant="contained"
          startIcon={<Add />}
        >
          {deleted ? 'Create a Listing' : 'Create Your First Listing'}
        </Button>
      </Paper>
    );
  } else {
    content = (
      <>
        <Box component="ul" sx={cardGridSx}>
          {posts.map((post) => (
            <Box
              component="li"
              key={post._id}
              id={listingAnchor(post._id)}
              tabIndex={-1}
              aria-current={highlighted === post._id || undefined}
              sx={highlighted === post._id ? highlightSx : undefined}
            >
              <ListingCard
                post={post}
                headingLevel="h2"
                // Each fact once: the status chip names its availability in the
                // badge's place, and the insight line counts the likes.
                badge={<ListingStatusChip post={post} />}
                showLikes={!post.stats}
                // Poster insight: views, likes, conversations (sent to the owner only).
                extra={
                  <>
                    <ListingStats stats={post.stats} title={post.title} />
                    {/* Lifecycle: expiry line, Renew / Pause / Resume / Mark as let. */}
                    <ListingLifecycle
                      post={post}
                      viewer={user.email.toLowerCase()}
                      uid={user.uid}
                    />
                    {/* Seekers whose Room wanted ads fit it, while it is open. */}
                    {listingAvailability(post).available && (
                      <MatchingPeople post={post} uid={user.uid} />
                    )}
                  </>
                }
                actions={
                  <>
                    <Tooltip title="Edit">
                      <IconButton
                        component={RouterLink}
                        to={paths.editListing(post._id)}
                        aria-label={`Edit ${post.title}`}
                        color="primary"
                      >
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        onClick={() => setToDelete(post)}
                        aria-label={`Delete ${post.title}`}
                        color="error"
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              />
            </Box>
          ))}
        </Box>
        <LoadMoreButton pages={pages} />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>My Listings · Roomly</title>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Typography variant="h1">My Listings</Typography>
        <Button
          component={RouterLink}
          to={paths.createListing}
          variant="contained"
          startIcon={<Add />}
        >
          Add New Listing
        </Button>
      </Box>
      {/* Listings a moderator removed, with the reason (dismissable). */}
      <RemovalNotices uid={user.uid} />
      {content}
      <DeleteListingDialog post={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
