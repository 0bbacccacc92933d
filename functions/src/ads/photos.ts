// What every kind of ad does with its uploaded photos (`/photos/<id>` entries
// of its `photos`, with the `uploads.<photoId>` details photos/attachments.ts
// writes beside them): the stored list read back, and the answer's
// `photos` and `photoDetails`, with uploads held for a moderator left out
// for everyone but their owner and the moderators. Pure (no Firebase
// imports), so the seeder's document builders can use it too.
import { UPLOADED_PHOTO_PATTERN, uploadedPhotoId, type UploadDetails } from '../contract/photo';

/**
 * Stored value → the uploads an ad shows, at most `max`. Tolerant: a document
 * written by hand or older code may have no list or odd entries, which are
 * dropped (never passed to an <img>), as are repeats.
 */
export function toUploads(value: unknown, max: number): string[] {
  if (!Array.isArray(value)) return [];
  const uploads = value.filter(
    (p): p is string => typeof p === 'string' && UPLOADED_PHOTO_PATTERN.test(p),
  );
  return [...new Set(uploads)].slice(0, max);
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * An ad's `photos` (as the kind reads them back) with the stored `uploads` map → the
 * API's `photos` and `photoDetails` (each upload's size and placeholder, by
 * its URL). An upload held for a moderator (a suspected copy) is left out of
 * both unless `seesHeld` (its owner, a moderator), who get it with `held`.
 * An upload without usable details (a document written before they were
 * kept) is shown without them.
 */
export function toPhotoDetails(photos: string[], uploads: unknown, seesHeld: boolean) {
  const stored = uploads && typeof uploads === 'object' ? (uploads as Record<string, unknown>) : {};
  const photoDetails: Record<string, UploadDetails> = {};
  const shown = photos.filter((photo) => {
    const id = uploadedPhotoId(photo);
    const entry = id === undefined ? undefined : stored[id];
    if (!entry || typeof entry !== 'object') return true;
    const { width, height, placeholder, held } = entry as Record<string, unknown>;
    if (held && !seesHeld) return false;
    if (positive(width) && positive(height) && typeof placeholder === 'string') {
      photoDetails[photo] = { width, height, placeholder, ...(held ? { held: true } : {}) };
    }
    return true;
  });
  return { photos: shown, photoDetails };
}

/**
 * GET /photos/:id/:file's rule for a kind (photos/serve.ts `ShownBy`, given by
 * app.ts): a stored ad shows its uploads to everyone while its effective
 * status is active. Paused, let, expired, under review or deleted, they answer
 * 404 to all but their owner and the moderators.
 */
export const showsPhotosWhileActive =
  (effective: (data: Record<string, unknown>, now: number) => string) =>
  (data: Record<string, unknown>, now: number) =>
    effective(data, now) === 'active';
