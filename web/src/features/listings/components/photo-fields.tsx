// The listing form's photos: the ads' photo area (components/ads/photo-fields.tsx)
// with a listing's limits: up to 8, uploads or links to images elsewhere (at
// most 6 links).
import { PHOTO_LIMITS } from '@contract/listing';
import { PHOTO_MESSAGES, PHOTO_UPLOAD } from '@contract/photo';
import { PhotoFields as AdPhotoFields, photoHint } from '@/components/ads/photo-fields';
import type { PhotoFieldsProps } from '@/components/ads/photo-fields';

export { LINK_HINT } from '@/components/ads/photo-fields';
/** Uploads and links together. */
export const TOO_MANY_PHOTOS = PHOTO_MESSAGES.tooMany;
export const TOO_MANY_LINKS = `A listing can have at most ${PHOTO_LIMITS.max} photo links`;
/** What the field takes, in a member's words. */
export const PHOTO_HINT = photoHint(PHOTO_UPLOAD.perListing);

type Props = Omit<PhotoFieldsProps, 'max' | 'tooMany' | 'links'> & {
  checkImageUrl?: (url: string) => Promise<boolean>;
};

export function PhotoFields({ checkImageUrl, ...props }: Props) {
  return (
    <AdPhotoFields
      {...props}
      max={PHOTO_UPLOAD.perListing}
      tooMany={TOO_MANY_PHOTOS}
      links={{ max: PHOTO_LIMITS.max, tooMany: TOO_MANY_LINKS, checkImageUrl }}
    />
  );
}
