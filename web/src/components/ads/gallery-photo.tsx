// One photo of the details gallery, shared by its first paint (photo-gallery.tsx)
// and the carousel that takes over (photo-gallery-swiper.tsx).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { uploadedPhotoId, type UploadDetails } from '@contract/photo-files';
import { GALLERY_SIZES } from '@contract/photo-url';
import { useOwnPhoto } from '@/lib/own-photo';
import { usePlaceholderStyle } from '@/lib/photo-placeholder';
import { photoSources } from '@/lib/photo-sources';

/** What the owner is told about an upload held for a moderator (a suspected copy). */
export const HELD_PHOTO_NOTE =
  "Waiting for a check: this photo looks like one on another member's ad.";

const photoSx = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

type Props = {
  photo: string;
  details?: UploadDetails;
  alt: string;
  first: boolean;
  /** The ad isn't shown to everyone now: an upload's files answer its owner's token only. */
  ownerOnly?: boolean;
};

/** One photo filling its slide: the first at once (it is likely the page's largest element), the rest lazily. */
export function GalleryPhoto({ photo, details, alt, first, ownerOnly = false }: Props) {
  const placeholder = usePlaceholderStyle(details?.placeholder);
  if (details && (details.held || (ownerOnly && uploadedPhotoId(photo))))
    return (
      <OwnPhoto
        photo={photo}
        details={details}
        alt={alt}
        placeholder={placeholder}
        held={details.held === true}
      />
    );
  const { src, srcSet, avifSrcSet, width, height } = photoSources(photo, details);
  return (
    <picture>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={GALLERY_SIZES} />}
      <Box
        component="img"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? GALLERY_SIZES : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={first ? 'high' : undefined}
        referrerPolicy="no-referrer"
        sx={photoSx}
        // An upload's blurred placeholder shows until the image covers it.
        style={placeholder}
      />
    </picture>
  );
}

/**
 * An upload only its owner (and the moderators) are shown: one held for a
 * moderator, a paused ad's. Its files answer them alone, by ID token, which an
 * <img> can't send, so it is fetched with the token; for a held one, the note
 * says why others don't see it.
 */
type OwnProps = {
  photo: string;
  details: UploadDetails;
  alt: string;
  placeholder: ReturnType<typeof usePlaceholderStyle>;
  held: boolean;
};

function OwnPhoto({ photo, details, alt, placeholder, held }: OwnProps) {
  const src = useOwnPhoto(photo, 960);
  return (
    <Box sx={{ position: 'relative', height: '100%' }} style={placeholder}>
      {src && (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={details.width}
          height={details.height}
          sx={photoSx}
        />
      )}
      {held && (
        <Typography
          role="note"
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: 1.5,
            pb: 5,
            bgcolor: 'rgba(0, 0, 0, 0.72)',
            color: '#fff',
            fontWeight: 600,
          }}
        >
          {HELD_PHOTO_NOTE}
        </Typography>
      )}
    </Box>
  );
}
