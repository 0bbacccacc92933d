// An uploaded photo's files (docs/photos.md): the widths and formats the API
// makes, the stable URLs it serves them at, and what a listing keeps of each
// upload. Apart from what the API accepts (photo.ts, which re-exports these)
// so the web app's cards and gallery build their srcset without the upload
// form's messages.

/** The widths each upload is resized to (never upscaled: a smaller photo stops at its own width). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A photo's id: Firestore's automatic ids (20 letters and digits). */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
/** A listing's `photos` entry for an upload. */
export const UPLOADED_PHOTO_PATTERN = /^\/photos\/([A-Za-z0-9]{20})$/;
/** One variant's file under a photo's URL: `<width>.<avif|webp>`. */
export const PHOTO_FILE_PATTERN = /^(\d{2,4})\.(avif|webp)$/;

export const photoUrl = (id: string) => `/photos/${id}`;
export const photoVariantUrl = (id: string, width: number, format: PhotoFormat) =>
  `/photos/${id}/${width}.${format}`;

/**
 * A srcset of an upload's files in one format. Past the photo's own width
 * (when known) the files are the photo at that width, so the list stops at
 * the first such file, described at the photo's width.
 */
export function uploadSrcSet(id: string, format: PhotoFormat, photoWidth?: number): string {
  const candidates: string[] = [];
  for (const width of PHOTO_WIDTHS) {
    const narrower = photoWidth !== undefined && photoWidth <= width;
    candidates.push(`${photoVariantUrl(id, width, format)} ${narrower ? photoWidth : width}w`);
    if (narrower) break;
  }
  return candidates.join(', ');
}

/** The id of an uploaded-photo entry, or undefined for a link or a bundled image. */
export function uploadedPhotoId(entry: string): string | undefined {
  return UPLOADED_PHOTO_PATTERN.exec(entry)?.[1];
}

/**
 * Where an <img> loads a member's photo from (an avatar, at most 96 px wide):
 * an uploaded profile photo's smallest WebP, else the link as it is.
 */
export function memberPhotoSrc(url: string): string {
  const id = uploadedPhotoId(url);
  return id ? photoVariantUrl(id, PHOTO_WIDTHS[0], 'webp') : url;
}

/**
 * What a listing keeps and sends of each upload it shows (its `uploads.<id>`,
 * the wire's `photoDetails`): the size, so the page reserves the photo's
 * place, and the placeholder. `held`: waiting for a moderator (a suspected
 * copy), shown to its owner only.
 */
export type UploadDetails = {
  width: number;
  height: number;
  placeholder: string;
  held?: true;
};
