import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { listingPageTitle } from '@contract/page-titles';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { POST_LOAD_ERROR, useListing } from '@/features/listings/api/get-listing';
import { useRecordView } from '@/features/listings/api/record-view';
import {
  BackLink,
  ListingDetails,
  ListingDetailsSkeleton,
} from '@/features/listings/components/listing-details';
import { ListingStatusBanner } from '@/features/listings/components/listing-status';
import { INVALID_POST_ID, isValidListingId } from '@/features/listings/utils/listing-id';
import { MessagePosterButton } from '@/features/messages/components/message-poster-button';
import { useIsModerator } from '@/features/moderation/api/use-is-moderator';
import { ReportButton } from '@/features/moderation/components/report-button';
import { PhoneVerificationProvider } from '@/features/phone/components/phone-verification';
import { ListingMatchProvider } from './listing-match';

// Only needed when the listing can't load: out of the page's first download.
const QueryError = lazy(() =>
  import('@/components/query-error').then((m) => ({ default: m.QueryError })),
);

// The owner's "People who liked this" (and its query) loads only for them.
const LikersSection = lazy(() =>
  import('@/features/messages/components/likers-section').then((m) => ({
    default: m.LikersSection,
  })),
);

export default function DetailsRoute() {
  const { id } = useParams();
  const { user, loading } = useSession();
  const valid = isValidListingId(id);
  const post = useListing(valid ? id : undefined, { visitorAnswerFirst: true });
  // A listing under review is only the banner for anyone but its owner and moderators.
  const { moderator } = useIsModerator();
  const status = post.data?.status;
  // Poster insight: counts the view after first paint, never the owner's: not
  // before the session is known, nor from the visitor's answer a member sees
  // while theirs loads (it says nobody owns the listing).
  useRecordView(loading || post.isPlaceholderData ? undefined : post.data);

  let content;
  if (!valid) {
    content = <Alert severity="error">{INVALID_POST_ID}</Alert>;
  } else if (post.isPending) {
    content = <ListingDetailsSkeleton />;
  } else if (post.isError) {
    content = (
      <>
        <BackLink />
        <Suspense fallback={null}>
          <QueryError
            error={post.error}
            {...POST_LOAD_ERROR}
            elsewhere={{ label: 'Browse Listings', to: paths.browse }}
            onRetry={() => void post.refetch()}
          />
        </Suspense>
      </>
    );
  } else if (status === 'under-review' && !post.data.isOwner && !moderator) {
    content = (
      <>
        <BackLink />
        <Box sx={{ mt: 1 }}>
          {/* The API sends others nothing but the id and status: the banner only. */}
          <ListingStatusBanner status="under-review" />
        </Box>
      </>
    );
  } else {
    content = (
      <ListingDetails
        post={post.data}
        user={user}
        messageAction={
          <>
            <MessagePosterButton
              postId={post.data._id}
              postTitle={post.data.title}
              posterName={post.data.userName}
              isOwner={post.data.isOwner}
              user={user}
            />
            {/* Members report a listing that isn't theirs (active listings only). */}
            <ReportButton
              subject={{ kind: 'listing', id: post.data._id, title: post.data.title }}
              status={post.data.status}
              isOwner={post.data.isOwner}
              user={user}
            />
          </>
        }
        likersSection={
          user && post.data.isOwner ? (
            <Suspense fallback={null}>
              <LikersSection postId={post.data._id} postTitle={post.data.title} uid={user.uid} />
            </Suspense>
          ) : undefined
        }
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{listingPageTitle(post.data?.title)}</title>
      {/* How the listing fits a member's active Room wanted ad, and why. */}
      {/* Messaging the poster and reporting may ask for a verified phone. */}
      <PhoneVerificationProvider>
        <ListingMatchProvider>{content}</ListingMatchProvider>
      </PhoneVerificationProvider>
    </Container>
  );
}
