// The details page's photos. Swiper (and its CSS) loads as its own chunk
// after the page has rendered; until then the first photo is shown as plain
// markup in the same 4:3 box, so the page paints without waiting for it and
// nothing moves when the carousel takes over.
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { photoAlt, photoSources } from '../utils/photos';

const PhotoGallerySwiper = lazy(() => import('./photo-gallery-swiper'));

/** The main column's width: two thirds of the page on desktops, all of it on phones. */
export const GALLERY_SIZES = '(min-width: 900px) 800px, 100vw';

export const galleryFrameSx = {
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: 2,
  bgcolor: 'action.hover',
  mb: 3,
} as const;

const photoSx = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

type PhotoProps = { photo: string; alt: string; first: boolean };

/** One photo filling its slide: the first at once (it is likely the page's largest element), the rest lazily. */
export function GalleryPhoto({ photo, alt, first }: PhotoProps) {
  const { src, srcSet, avifSrcSet } = photoSources(photo);
  return (
    <picture>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={GALLERY_SIZES} />}
      <Box
        component="img"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? GALLERY_SIZES : undefined}
        alt={alt}
        width={960}
        height={720}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={first ? 'high' : undefined}
        referrerPolicy="no-referrer"
        sx={photoSx}
      />
    </picture>
  );
}

type Props = { photos: string[]; title: string };

export function PhotoGallery({ photos, title }: Props) {
  if (photos.length === 0) return null;
  const first = <GalleryPhoto photo={photos[0]!} alt={photoAlt(title, 0, photos.length)} first />;
  return (
    <Box component="section" aria-label="Photos" sx={galleryFrameSx}>
      {photos.length === 1 ? (
        first
      ) : (
        <Suspense fallback={first}>
          <PhotoGallerySwiper photos={photos} title={title} />
        </Suspense>
      )}
    </Box>
  );
}
