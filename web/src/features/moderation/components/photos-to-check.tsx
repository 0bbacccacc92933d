// "Photos to check": uploads held as suspected copies, oldest first, each side
// by side with what it looks like a copy of (another member's photo or one of
// Roomly's demo images), with both owners' names and listings, and Clear (the
// photo shows from now on) and Remove (deleted and taken off its listing).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useHeldPhotoAction, useHeldPhotos, useModeratorImage } from '../api/held-photos';
import type { HeldPhotoItem, HeldPhotoSide } from '../types';

export const PHOTOS_TO_CHECK = 'Photos to check';
export const NO_PHOTOS_TO_CHECK = 'No photos waiting to be checked.';

const nameOf = (side: HeldPhotoSide) => side.ownerName || 'A member';

export function PhotosToCheck() {
  const held = useHeldPhotos();
  const actions = useHeldPhotoAction();
  const items = held.data?.pages.flatMap((page) => page.items) ?? [];
  const busy = actions.clear.isPending || actions.remove.isPending;
  const failed = (error: Error) => notify.error(error.message);

  let body;
  if (held.isPending) {
    body = (
      <Box role="status" aria-label="Loading photos to check">
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  } else if (held.isError && items.length === 0) {
    body = <QueryError error={held.error} onRetry={() => void held.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
        <Typography>{NO_PHOTOS_TO_CHECK}</Typography>
      </Paper>
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((item) => (
            <li key={item.id}>
              <HeldPhoto
                item={item}
                busy={busy}
                onClear={() =>
                  actions.clear.mutate(item, {
                    onSuccess: () => notify.success('The photo is cleared and shows from now on'),
                    onError: failed,
                  })
                }
                onRemove={() =>
                  actions.remove.mutate(item, {
                    onSuccess: () => notify.success('The photo was removed'),
                    onError: failed,
                  })
                }
              />
            </li>
          ))}
        </Box>
        <LoadMoreButton pages={held} />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="photos-to-check" sx={{ mb: 5 }}>
      <Typography id="photos-to-check" component="h2" variant="h5" sx={{ mb: 1 }}>
        {PHOTOS_TO_CHECK}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Uploads that look like a copy of another member&apos;s photo or of one of Roomly&apos;s demo
        images, oldest first. Only their owner sees them until you decide: Clear shows the photo;
        Remove deletes it and takes it off its listing.
      </Typography>
      {body}
    </Box>
  );
}

type HeldPhotoProps = {
  item: HeldPhotoItem;
  busy: boolean;
  onClear: () => void;
  onRemove: () => void;
};

function HeldPhoto({ item, busy, onClear, onRemove }: HeldPhotoProps) {
  const headingId = `held-photo-${item.id}`;
  const title = `Photo by ${nameOf(item.photo)}`;
  const { original } = item;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography id={headingId} component="h3" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Held since {formatDateTime(item.heldSince) ?? 'an unknown time'}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Side label="Held photo" side={item.photo} owner={nameOf(item.photo)} />
        {original ? (
          <Side
            label="Looks like"
            side={original}
            owner={original.stock ? "Roomly's demo image" : nameOf(original)}
            stock={original.stock}
          />
        ) : (
          <Typography sx={{ alignSelf: 'center' }}>
            The photo it looks like has been deleted since.
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={onClear}>
          Clear
        </Button>
        <Button color="error" variant="outlined" disabled={busy} onClick={onRemove}>
          Remove
        </Button>
      </Box>
    </Paper>
  );
}

type SideProps = { label: string; side: HeldPhotoSide; owner: string; stock?: boolean };

function Side({ label, side, owner, stock = false }: SideProps) {
  const image = useModeratorImage(side.url);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {image.src ? (
        <Box
          component="img"
          src={image.src}
          alt={`${label}: ${owner}`}
          sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2 }}
        />
      ) : (
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
          animation={image.failed ? false : 'pulse'}
        />
      )}
      <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
        <strong>{label}</strong> · {owner}
        {/* Roomly's own image is on no member's ad: nothing to say of where it is. */}
        {!stock && (side.ads.length > 0 ? ' · on ' : ' · on no ad yet')}
        {side.ads.map((ad, i) => (
          <span key={ad.id}>
            {i > 0 && ', '}
            <Link
              component={RouterLink}
              to={ad.kind === 'listing' ? paths.details(ad.id) : paths.roomWantedAd(ad.id)}
            >
              {ad.title || (ad.kind === 'listing' ? 'Untitled listing' : 'Room wanted ad')}
            </Link>
          </span>
        ))}
      </Typography>
    </Box>
  );
}
