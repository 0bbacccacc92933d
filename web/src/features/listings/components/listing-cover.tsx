// A listing's cover photo on cards and rows: a box with a fixed aspect ratio
// (its size is known before the image arrives, so nothing moves when it
// does), the image lazily loaded and decoded off the main thread, or a
// neutral placeholder with the room type's icon when there is no photo or it
// fails to load.
import BedOutlined from '@mui/icons-material/BedOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import type { UploadDetails } from '@contract/photo-files';
import { usePlaceholderStyle } from '../utils/placeholder';
import { photoSources } from '../utils/photos';

// A room in someone's home gets a bed, a place of one's own (studio, n bedrooms) a
// house. Two icons rather than six: each costs ~0.3 KB on the home page, which is
// at its script budget (README, Performance); the card names the exact type anyway.
const ROOM_TYPE_ICONS: Record<string, typeof BedOutlined> = {
  'Single Room': BedOutlined,
  'Shared Room': BedOutlined,
};

const frameSx = {
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  bgcolor: 'action.hover',
  color: 'text.disabled',
  display: 'grid',
  placeItems: 'center',
  '& img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
} as const;

type Props = {
  /** The cover's URL; none shows the placeholder. */
  photo: string | undefined;
  /** The listing's title (the image's alt text). */
  title: string;
  roomType: string;
  /** An upload's size and placeholder (the listing's `photoDetails`). */
  details?: UploadDetails;
  /** The `sizes` of the image in this layout (for the srcset of bundled photos and uploads). */
  sizes: string;
  /** In the first screenful: load at once rather than when scrolled near. */
  eager?: boolean;
  /** The page's most important image: fetch it before the others. */
  priority?: boolean;
  /** Beside the title already (browse rows): no alt text, so it isn't read twice. */
  decorative?: boolean;
  sx?: SxProps<Theme>;
};

export function ListingCover(props: Props) {
  const { photo, details, title, roomType, sizes, eager, priority, decorative, sx } = props;
  // A photo whose host is gone shows the placeholder rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = usePlaceholderStyle(details?.placeholder);
  const Icon = ROOM_TYPE_ICONS[roomType] ?? HomeOutlined;
  const frame = [frameSx, ...(Array.isArray(sx) ? sx : [sx])];
  if (!photo || failed === photo) {
    return (
      <Box
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': 'No photo' })}
        sx={frame}
      >
        <Icon sx={{ width: '36%', height: 'auto', maxWidth: 56 }} aria-hidden />
      </Box>
    );
  }
  const { src, srcSet, avifSrcSet, width, height } = photoSources(photo, details);
  return (
    // An upload's blurred placeholder shows until the image covers it.
    <Box sx={frame} style={placeholder}>
      <picture>
        {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={decorative ? '' : title}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          // Other sites' images don't learn which listing someone is looking at.
          referrerPolicy="no-referrer"
          onError={() => setFailed(photo)}
        />
      </picture>
    </Box>
  );
}
