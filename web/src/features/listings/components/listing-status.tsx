// A listing's status as people see it: a chip for the owner (My Listings)
// naming its availability by the one rule (contract/availability.ts), and for
// anyone else a banner on a listing that isn't active (details), with the
// contract's exact texts.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { listingAvailability, type AvailabilityState } from '@contract/availability';
import { LISTING_STATUS_BANNERS, type ListingStatus } from '@contract/listing';
import { UNDER_REVIEW_OWNER_NOTE } from '@contract/moderation';
import { StatusBadge, type StatusTone } from '@/components/ads/status-badge';
import { StatusBanner } from '@/components/ads/status-banner';
import type { Listing } from '../types';
import { likesLabel } from '../utils/format';

/** Shown instead of Like and Message on a listing that can't be taken. */
export const LISTING_CLOSED = "This listing isn't taking likes or messages right now.";

const TONES: Record<AvailabilityState, StatusTone> = {
  available: 'live',
  'not-available': 'neutral',
  unknown: 'neutral',
  paused: 'neutral',
  let: 'neutral',
  expired: 'neutral',
  'under-review': 'under-review',
};

/** The owner's one chip for a listing: "Available", "Not Available", "Paused", "Let", … */
export function ListingStatusChip({ post }: { post: Pick<Listing, 'status' | 'availability'> }) {
  const { state, label } = listingAvailability(post);
  return <StatusBadge label={label} tone={TONES[state]} testId="listing-status" />;
}

/**
 * "This listing is paused", …; nothing for an active listing. Its owner also
 * reads what happens next to a listing under review.
 */
export function ListingStatusBanner({
  status,
  owner = false,
}: {
  status: ListingStatus;
  owner?: boolean;
}) {
  if (status === 'active') return null;
  const underReview = status === 'under-review';
  return (
    <StatusBanner
      text={LISTING_STATUS_BANNERS[status]}
      underReview={underReview}
      ownerNote={owner && underReview ? UNDER_REVIEW_OWNER_NOTE : undefined}
    />
  );
}

/** My Listings: what happens next to a listing under review (its owner's only view of it). */
export function UnderReviewNote() {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="under-review-note">
      {UNDER_REVIEW_OWNER_NOTE}
    </Typography>
  );
}

/**
 * Details of a listing that can't be taken, for anyone but its owner: the
 * likes it had, no Like or Message button, and the contact details only for
 * someone who liked it while it could (the API decides; it sends them or not).
 */
export function ClosedListingNote({ post }: { post: Listing }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{likesLabel(post.likes)}</Typography>
      <Typography color="text.secondary">{LISTING_CLOSED}</Typography>
      {post.contactInfo?.trim() && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.contactInfo}
        </Typography>
      )}
    </Box>
  );
}
