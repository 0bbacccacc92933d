import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ListingMatchSlot } from '@/components/listing-match-slot';
import { UserAvatar } from '@/components/user-avatar';
import { Fact, FactGrid } from '@/components/fact-grid';
import {
  AdTitle,
  BackToList,
  DetailsSkeleton,
  detailsSx,
  Section,
} from '@/components/ads/details-frame';
import { LifestyleChips } from '@/components/ads/lifestyle-chips';
import { paths } from '@/config/paths';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { SessionUser } from '@/lib/session';
import { listingAvailability } from '@contract/availability';
import type { Listing } from '../types';
import { formatDate, formatMonthlyRent } from '../utils/format';
import { LifestyleMatch } from './lifestyle-match';
import { LikePanel } from './like-panel';
import { PhotoGallery } from '@/components/ads/photo-gallery';
import { RoomFacts } from './room-facts';
import { ShareButton } from './share-button';
import { TrustBadges } from './trust-badges';
import { updatedLabel } from '../utils/freshness';
import { ClosedListingNote, ListingStatusBanner } from './listing-status';
import { ListingStats } from './listing-stats';
import type { DeleteListingDialog as DeleteDialog } from './delete-listing-dialog';

// The owner's "Delete" dialog loads when they first open it.
const DeleteListingDialog = lazyDialog<Parameters<typeof DeleteDialog>[0]>(
  () => import('./delete-listing-dialog').then((m) => m.DeleteListingDialog),
  (props) => props.post !== null,
);

// Three parts in reading order: the key facts (photos, title, rent, location),
// the poster with Like, Message and the contact, then the long text
// (description, facts, preferences). A phone shows them one under another, so
// its actions come right after the key facts; from md the first and last
// join into one card on the left and the actions are the column beside it.
const layoutSx = {
  ...detailsSx.columns,
  columnGap: 3,
  rowGap: { xs: 3, md: 0 },
  // The key facts' row fits them; a taller side column lengthens the second row.
  gridTemplateRows: { md: 'auto 1fr' },
} as const;
const paperSx = detailsSx.card;
const keyFactsSx = {
  ...paperSx,
  gridColumn: { md: 1 },
  gridRow: { md: 1 },
  pb: { md: 0 },
  borderBottomWidth: { md: 0 },
  borderBottomLeftRadius: { md: 0 },
  borderBottomRightRadius: { md: 0 },
} as const;
const sideSx = {
  display: 'grid',
  gap: 3,
  gridColumn: { md: 2 },
  gridRow: { md: '1 / span 2' },
} as const;
const aboutSx = {
  ...paperSx,
  gridColumn: { md: 1 },
  gridRow: { md: 2 },
  pt: { md: 0 },
  borderTopWidth: { md: 0 },
  borderTopLeftRadius: { md: 0 },
  borderTopRightRadius: { md: 0 },
} as const;
// On a phone the long text is a card of its own: no space above its first heading.
const firstHeadingSx = { mt: { xs: 0, md: 4 }, mb: 1 } as const;

export function BackLink() {
  return <BackToList to={paths.browse}>Back to listings</BackToList>;
}

type Props = {
  post: Listing;
  user: SessionUser | null;
  /** "Message {poster}" (the messages feature's button), composed by the page. */
  messageAction?: ReactNode;
  /** "People who liked this" (the messages feature's), composed by the page; shown to the owner only. */
  likersSection?: ReactNode;
};

/** Everything about one listing, with likes/contact and, for its owner, Update and Delete. */
export function ListingDetails({ post, user, messageAction, likersSection }: Props) {
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const owner = Boolean(user && post.isOwner);
  // One rule (contract/availability.ts) for the chip, the Move-in fact and Like and Message:
  // a paused or let listing reads as its state, an active one as its poster's flag.
  const availability = listingAvailability(post);
  const posted = formatDate(post.createdAt);
  const updated = formatDate(post.updatedAt);
  // Only a listing that can be taken takes likes or messages (the API refuses them too).
  const open = availability.available;
  const freshness = updatedLabel(post.updatedAt);

  return (
    <>
      {/* Share beside Back, in the row the skeleton reserves (no shift). */}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <BackLink />
        <ShareButton post={post} />
      </Box>
      {/* Lifecycle: "This listing is paused", "This room has been let", … */}
      <ListingStatusBanner status={post.status} owner={owner} />
      <Box component="article" aria-labelledby="post-title" sx={layoutSx}>
        <Paper variant="outlined" sx={keyFactsSx}>
          {/* Photos: the swiper gallery, its space reserved. */}
          <PhotoGallery
            photos={post.photos}
            details={post.photoDetails}
            title={post.title}
            ownerOnly={post.status !== 'active'}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            <Chip
              label={availability.label}
              color={availability.available ? 'success' : 'default'}
              size="small"
              sx={{ fontWeight: 600 }}
            />
            {post.roomType && <Chip label={post.roomType} size="small" variant="outlined" />}
          </Box>
          <AdTitle id="post-title">{post.title}</AdTitle>
          <Typography
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            <LocationOnOutlined fontSize="small" aria-hidden />
            {post.location || 'Location not specified'}
          </Typography>
          {freshness && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {freshness}
            </Typography>
          )}
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.main', mt: 2 }}>
            {formatMonthlyRent(post.rentAmount)}
          </Typography>
          {/* How it fits the reader's active Room wanted ad, and why (the page fills the slot). */}
          <ListingMatchSlot post={post} variant="details" />
        </Paper>

        <Box sx={sideSx}>
          <Paper component="section" aria-label="Poster" variant="outlined" sx={paperSx}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <UserAvatar sources={[post.userPhoto]} alt="" size={48} />
              <div>
                <Typography variant="body2" color="text.secondary">
                  Posted by
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>{post.userName || 'Anonymous'}</Typography>
              </div>
            </Box>
            {/* Trust badges: all four, each explained in its tooltip. */}
            <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
              <TrustBadges poster={post.poster} />
            </Box>
          </Paper>
          <Paper component="section" aria-label="Likes and contact" variant="outlined" sx={paperSx}>
            {open || owner ? (
              <LikePanel post={post} user={user} messageAction={messageAction} />
            ) : (
              <ClosedListingNote post={post} />
            )}
            {owner && post.stats && (
              // The owner's numbers, as on My Listings (the API sends them to the owner only).
              <Box sx={{ mt: 3 }}>
                <ListingStats stats={post.stats} title={post.title} />
              </Box>
            )}
            {owner && (
              <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
                <Button
                  component={RouterLink}
                  to={paths.editListing(post._id)}
                  variant="contained"
                  startIcon={<EditOutlined />}
                  sx={{ flexGrow: 1 }}
                >
                  Update
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlined />}
                  onClick={() => setConfirmDelete(true)}
                  sx={{ flexGrow: 1 }}
                >
                  Delete
                </Button>
              </Box>
            )}
          </Paper>
          {owner && likersSection && (
            <Paper variant="outlined" sx={paperSx}>
              {likersSection}
            </Paper>
          )}
        </Box>

        <Paper variant="outlined" sx={aboutSx}>
          <Section
            title="Description"
            sx={firstHeadingSx}
            text={post.description || 'No description provided.'}
          />

          <Section title="Room facts">
            <RoomFacts post={post} />
          </Section>

          <Section title="Lifestyle Preferences">
            <LifestyleChips
              keys={post.lifestylePreferences}
              empty="No lifestyle preferences listed."
            />
            {/* How many of the reader's own ("My lifestyle") this listing matches. */}
            <LifestyleMatch
              preferences={post.lifestylePreferences}
              owner={owner}
              detailed
              sx={{ mt: 1.5 }}
            />
          </Section>

          <Section title="Details">
            <FactGrid>
              <Fact label="Room type">{post.roomType || '—'}</Fact>
              <Fact label="Rent">{formatMonthlyRent(post.rentAmount)}</Fact>
              <Fact label="Availability">{availability.label}</Fact>
              <Fact label="Location">{post.location || '—'}</Fact>
              <Fact label="Posted on">{posted ?? '—'}</Fact>
              <Fact label="Last updated">{updated ?? '—'}</Fact>
            </FactGrid>
          </Section>
        </Paper>
      </Box>
      <DeleteListingDialog
        post={confirmDelete ? post : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => void navigate(paths.myListings, { replace: true })}
      />
    </>
  );
}

/** The details page's shape while the post loads. */
export function ListingDetailsSkeleton() {
  return (
    <DetailsSkeleton label="Loading listing" backWidth={160}>
      <Box sx={layoutSx}>
        <Paper variant="outlined" sx={keyFactsSx}>
          <Skeleton variant="rounded" width={90} height={24} sx={{ mb: 1.5 }} />
          <AdTitle />
          <Typography sx={{ mt: 1 }}>
            <Skeleton width="40%" />
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', mt: 2 }}>
            <Skeleton width="30%" />
          </Typography>
        </Paper>
        <Box sx={sideSx}>
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={260} />
        </Box>
        <Paper variant="outlined" sx={aboutSx}>
          <Skeleton variant="rounded" height={160} sx={firstHeadingSx} />
        </Paper>
      </Box>
    </DetailsSkeleton>
  );
}
