import BedOutlined from '@mui/icons-material/BedOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Favorite from '@mui/icons-material/Favorite';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { listingAvailability } from '@contract/availability';
import { BILLS_LABELS, availableFromText } from '@contract/listing-facts';
import {
  AdCard,
  AdCardSkeleton,
  IconLine,
  ellipsis,
  iconLineSx,
  twoLinesSx as titleSx,
} from '@/components/ads/ad-card';
import { ListingMatchSlot } from '@/components/listing-match-slot';
import { paths } from '@/config/paths';
import type { Listing } from '../types';
import { formatMonthlyRent, likesLabel } from '../utils/format';
import { updatedLabel } from '../utils/freshness';
import { localDay } from '@/lib/local-day';
import { LifestyleMatch } from './lifestyle-match';
import { CARD_COVER_SIZES } from '@/components/ads/cover-photo';
import { ListingCover } from './listing-cover';
import { TrustBadgeIcons } from './trust-badge-icons';
import { visuallyHidden } from '@/lib/visually-hidden';

type Props = {
  post: Listing;
  /** Extra buttons beside View Details (edit and delete on My Listings). */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Photos: in the first row, so its cover loads at once rather than lazily. */
  eagerPhoto?: boolean;
  /** Extra lines at the end of the content (the owner's insight numbers on My Listings). */
  extra?: ReactNode;
  /**
   * In place of the "Available" badge (My Listings: the owner's status chip,
   * which names every state), so the card says it once.
   */
  badge?: ReactNode;
  /** The likes count (off on My Listings, whose insight line counts them). */
  showLikes?: boolean;
};

// The cards' grid (cardGridSx): one column on phones, two on tablets, three (of at most ~400 px) on desktops.

// Every line has a fixed height (clamped or single-line), so the skeleton below
// has exactly the card's size and nothing moves when the data arrives.
const lineSx = { ...iconLineSx, height: 24 } as const;
// A plain badge rather than MUI's Chip: the same look, ~3 KB less on the home page.
const badgeSx = {
  px: 1,
  borderRadius: 4,
  lineHeight: '24px',
  fontSize: '0.8125rem',
  fontWeight: 600,
  bgcolor: 'success.main',
  color: 'success.contrastText',
  flexShrink: 0,
} as const;
// "Bills included": the same plain badge, outlined so it doesn't read as the status.
const billsBadgeSx = {
  ...badgeSx,
  bgcolor: 'transparent',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  lineHeight: '22px',
} as const;
/**
 * A listing in a grid: the spec's card (badge, title, location, rent, room
 * type, poster, likes), and its move-in date and bills when it states them.
 */
export function ListingCard({
  post,
  actions,
  headingLevel = 'h3',
  eagerPhoto = false,
  extra,
  badge,
  showLikes = true,
}: Props) {
  const titleId = useId();
  const rent = formatMonthlyRent(post.rentAmount);
  const updated = updatedLabel(post.updatedAt);
  // One rule (contract/availability.ts): a room that can't be taken has no badge and no move-in date.
  const availability = listingAvailability(post);
  const moveIn = availability.moveInFrom && availableFromText(availability.moveInFrom, localDay());
  return (
    <AdCard
      titleId={titleId}
      media={
        <ListingCover
          photo={post.photos[0]}
          details={post.photoDetails[post.photos[0] ?? '']}
          title={post.title}
          roomType={post.roomType}
          sizes={CARD_COVER_SIZES}
          eager={eagerPhoto}
          ownerOnly={post.status !== 'active'}
        />
      }
      to={paths.details(post._id)}
      linkText="View Details"
      actions={actions}
    >
      <Box sx={{ ...lineSx, justifyContent: 'space-between' }}>
        <IconLine icon={BedOutlined} sx={lineSx}>
          {post.roomType || 'Room type not specified'}
        </IconLine>
        {badge ??
          (availability.available && (
            <Box component="span" sx={badgeSx}>
              {availability.label}
            </Box>
          ))}
      </Box>
      <Typography id={titleId} component={headingLevel} variant="h6" sx={titleSx}>
        {post.title}
      </Typography>
      <IconLine icon={LocationOnOutlined} sx={lineSx}>
        {post.location || 'Location not specified'}
      </IconLine>
      {/* Room facts while it is active: when one can move in, and whether rent covers the bills. */}
      {moveIn && (
        <Box sx={{ ...lineSx, justifyContent: 'space-between' }}>
          <IconLine icon={EventAvailableOutlined} sx={lineSx}>
            {moveIn}
          </IconLine>
          {post.facts?.bills === 'yes' && (
            <Box component="span" sx={billsBadgeSx}>
              {BILLS_LABELS.yes}
            </Box>
          )}
        </Box>
      )}
      {/* Only for a signed-in user who has set "My lifestyle". */}
      <LifestyleMatch preferences={post.lifestylePreferences} owner={post.isOwner} />
      {/* "Good match" for a reader with an active Room wanted ad (the page fills the slot). */}
      <ListingMatchSlot post={post} variant="card" />
      {/* Freshness: "Updated N days ago" beside the rent, on the same fixed-height line. */}
      <Box
        sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography
          sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.5 }}
        >
          {rent}
        </Typography>
        {updated && (
          <Typography variant="body2" color="text.secondary" sx={ellipsis}>
            {updated}
          </Typography>
        )}
      </Box>
      <Box sx={{ ...lineSx, justifyContent: 'space-between', mt: 'auto' }}>
        {/* The poster and their stored trust badges as small named icons. */}
        <Box sx={{ ...lineSx, gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={ellipsis}>
            {post.userName ? `Posted by ${post.userName}` : ''}
          </Typography>
          <TrustBadgeIcons poster={post.poster} />
        </Box>
        {showLikes && (
          <Typography variant="body2" color="text.secondary" sx={{ ...lineSx, flexShrink: 0 }}>
            <Favorite fontSize="small" color="error" aria-hidden />
            <span aria-hidden>{post.likes}</span>
            <Box component="span" sx={visuallyHidden}>
              {likesLabel(post.likes)}
            </Box>
          </Typography>
        )}
      </Box>
      {extra}
    </AdCard>
  );
}

/** The card's exact shape while listings load. */
export function ListingCardSkeleton({ withActions = false }: { withActions?: boolean }) {
  return (
    <AdCardSkeleton
      media={<Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />}
      actions={
        <>
          <Skeleton variant="rounded" height={36.5} sx={{ flexGrow: 1 }} />
          {withActions && <Skeleton variant="rounded" width={150} height={36.5} />}
        </>
      }
    >
      <Box sx={{ ...lineSx, justifyContent: 'space-between' }}>
        <Skeleton width="40%" />
        <Skeleton variant="rounded" width={72} height={24} sx={{ borderRadius: 4 }} />
      </Box>
      <Typography variant="h6" sx={{ ...titleSx, display: 'block' }}>
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </Typography>
      <Box sx={lineSx}>
        <Skeleton width="55%" />
      </Box>
      {/* The move-in line: listings state their facts (older ones don't, and are shorter). */}
      <Box sx={lineSx}>
        <Skeleton width="50%" />
      </Box>
      <Typography sx={{ fontSize: '1.25rem', lineHeight: 1.5 }}>
        <Skeleton width="45%" />
      </Typography>
      <Box sx={{ ...lineSx, justifyContent: 'space-between', mt: 'auto' }}>
        <Skeleton width="45%" />
        <Skeleton width={40} />
      </Box>
    </AdCardSkeleton>
  );
}
