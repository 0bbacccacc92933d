// A listing's photos: up to 8, the first is the cover. Pure (no Firebase
// imports) so the seeder's document builder can use it too.
//
// A photo is an upload (`/photos/<id>`, photos/: the listing's write checks
// the caller owns it and attaches it, photos/attachments.ts), an absolute
// https URL of an image hosted elsewhere, or the path of one of the images
// bundled with the app under /images/listings/ (the demo data's, served by
// Hosting from the same origin, so they work on the emulator's http origin and
// deployed); at most 6 of the last two kinds. http: is refused: an https page
// would load it as mixed content.
import { z } from 'zod';
import { BUNDLED_PHOTO_PATTERN, PHOTO_LIMITS } from '../contract/listing';
import { PHOTO_MESSAGES, PHOTO_UPLOAD, UPLOADED_PHOTO_PATTERN } from '../contract/photo';
import { isHttpsLink } from '../contract/photo-url';
import { showsPhotosWhileActive } from '../ads/photos';
import { effectiveStatus } from './lifecycle';

/** Whether `value` may be stored as a photo (see above). */
export function isPhotoUrl(value: string): boolean {
  if (value.length > PHOTO_LIMITS.urlLength) return false;
  return isUpload(value) || BUNDLED_PHOTO_PATTERN.test(value) || isHttpsLink(value);
}

const isUpload = (value: string) => UPLOADED_PHOTO_PATTERN.test(value);

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f]/;

const photoSchema = z
  .string({ error: 'Each photo must be an image URL' })
  .trim()
  .max(PHOTO_LIMITS.urlLength, `Photo URLs must be at most ${PHOTO_LIMITS.urlLength} characters`)
  // The URL parser drops tabs and line breaks: refused before it reads them.
  .refine((url) => !CONTROL_OR_SPACE.test(url), 'Photos must be https image URLs')
  .refine(isPhotoUrl, 'Photos must be https image URLs');

/**
 * `photos` in POST/PUT /posts: optional (the spec's clients don't send it),
 * in display order. Duplicates are refused rather than silently merged: the
 * form never sends them, so one means a client bug.
 */
export const photosSchema = z
  .array(photoSchema, { error: 'Photos must be a list of image URLs' })
  .max(PHOTO_UPLOAD.perListing, PHOTO_MESSAGES.tooMany)
  .refine(
    (photos) => photos.filter((p) => !isUpload(p)).length <= PHOTO_LIMITS.max,
    `A listing can have at most ${PHOTO_LIMITS.max} photos`,
  )
  .refine((photos) => new Set(photos).size === photos.length, 'Each photo can be added only once')
  .default([]);

/**
 * Stored value → the API's `photos`. Tolerant: documents written by older code
 * or by hand may have no array or odd entries, which are dropped (never passed
 * to an <img>), as are duplicates and anything past the limit.
 */
export function toPhotos(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const photos = value.filter((p): p is string => typeof p === 'string' && isPhotoUrl(p));
  let links = 0;
  return [...new Set(photos)]
    .filter((photo) => isUpload(photo) || links++ < PHOTO_LIMITS.max)
    .slice(0, PHOTO_UPLOAD.perListing);
}

/** Whether a stored listing shows its uploads to everyone (app.ts): while it is active. */
export const listingShowsPhotos = showsPhotosWhileActive(effectiveStatus);
