// One photo of the details gallery, shared by its first paint (photo-gallery.tsx)
// and the carousel that takes over (photo-gallery-swiper.tsx).
import Box from '@mui/material/Box';
import { GALLERY_SIZES } from '@contract/photo-url';
import { photoSources } from '../utils/photos';

const photoSx = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

type Props = { photo: string; alt: string; first: boolean };

/** One photo filling its slide: the first at once (it is likely the page's largest element), the rest lazily. */
export function GalleryPhoto({ photo, alt, first }: Props) {
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
