// The details page's photos. Swiper (and its CSS) loads as its own chunk
// after the page has rendered; until then the first photo is shown as plain
// markup in the same 4:3 box, so the page paints without waiting for it and
// nothing moves when the carousel takes over.
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { UploadDetails } from '@contract/photo-files';
import { photoAlt } from '@/lib/photo-sources';
import { GalleryPhoto } from './gallery-photo';

const PhotoGallerySwiper = lazy(() => import('./photo-gallery-swiper'));

const galleryFrameSx = {
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: 2,
  bgcolor: 'action.hover',
  mb: 3,
} as const;

type Props = {
  photos: string[];
  /** The uploads' sizes and placeholders, by URL (the ad's `photoDetails`). */
  details?: Record<string, UploadDetails>;
  title: string;
  /** The ad isn't shown to everyone now: its uploads are fetched with the viewer's token. */
  ownerOnly?: boolean;
};

export function PhotoGallery({ photos, details = {}, title, ownerOnly }: Props) {
  if (photos.length === 0) return null;
  const first = (
    <GalleryPhoto
      photo={photos[0]!}
      details={details[photos[0]!]}
      alt={photoAlt(title, 0, photos.length)}
      first
      ownerOnly={ownerOnly}
    />
  );
  return (
    <Box component="section" aria-label="Photos" sx={galleryFrameSx}>
      {photos.length === 1 ? (
        first
      ) : (
        <Suspense fallback={first}>
          <PhotoGallerySwiper
            photos={photos}
            details={details}
            title={title}
            ownerOnly={ownerOnly}
          />
        </Suspense>
      )}
    </Box>
  );
}
