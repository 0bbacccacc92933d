// An ad's cover photo on cards and rows (a listing's, a Room wanted ad's): a
// box with a fixed aspect ratio (its size is known before the image arrives,
// so nothing moves when it does), the image lazily loaded and decoded off the
// main thread with an upload's blurred placeholder behind it, or the kind's
// own `fallback` when there is no photo or it fails to load.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { uploadedPhotoId, type UploadDetails } from '@contract/photo-files';
import { useOwnPhoto } from '@/lib/own-photo';
import { usePlaceholderStyle } from '@/lib/photo-placeholder';
import { photoSources } from '@/lib/photo-sources';

/** A card's cover in the ads' card grids (one, two or three columns). */
export const CARD_COVER_SIZES = '(min-width: 900px) 400px, (min-width: 600px) 50vw, 100vw';

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

export type CoverPhotoProps = {
  /** The cover's URL; none shows the fallback. */
  photo: string | undefined;
  /** The image's alt text (the ad's title). */
  alt: string;
  /** An upload's size and placeholder (the ad's `photoDetails`). */
  details?: UploadDetails;
  /** The `sizes` of the image in this layout (for the srcset of bundled photos and uploads). */
  sizes: string;
  /** In the first screenful: load at once rather than when scrolled near. */
  eager?: boolean;
  /** The page's most important image: fetch it before the others. */
  priority?: boolean;
  /** Beside the title already (browse rows): no alt text, so it isn't read twice. */
  decorative?: boolean;
  /** Inside the frame when there is no photo (or it failed). */
  fallback: ReactNode;
  /**
   * The ad isn't shown to everyone now (paused, let, expired, under review):
   * an upload's files answer its owner's (or a moderator's) ID token only.
   */
  ownerOnly?: boolean;
  sx?: SxProps<Theme>;
};

export function CoverPhoto(props: CoverPhotoProps) {
  const { photo, details, alt, sizes, eager, priority, decorative, fallback, ownerOnly, sx } =
    props;
  // A photo whose host is gone shows the fallback rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = usePlaceholderStyle(details?.placeholder);
  const frame = [frameSx, ...(Array.isArray(sx) ? sx : [sx])];
  const noPhoto = (
    <Box
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': 'No photo' })}
      sx={frame}
    >
      {fallback}
    </Box>
  );
  if (!photo || failed === photo) return noPhoto;
  if (ownerOnly && uploadedPhotoId(photo)) {
    return <OwnCover photo={photo} alt={decorative ? '' : alt} frame={frame} noPhoto={noPhoto} />;
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
          alt={decorative ? '' : alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          // Other sites' images don't learn which ad someone is looking at.
          referrerPolicy="no-referrer"
          onError={() => setFailed(photo)}
        />
      </picture>
    </Box>
  );
}

type OwnCoverProps = {
  photo: string;
  alt: string;
  frame: SxProps<Theme>;
  noPhoto: ReactNode;
};

/** The cover as its owner sees it, fetched with their ID token; the fallback for anyone else (no request signed out). */
function OwnCover({ photo, alt, frame, noPhoto }: OwnCoverProps) {
  const src = useOwnPhoto(photo);
  if (!src) return noPhoto;
  return (
    <Box sx={frame}>
      <img src={src} alt={alt} />
    </Box>
  );
}
