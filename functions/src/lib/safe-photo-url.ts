import { UPLOADED_PHOTO_PATTERN } from '../contract/photo-files';

/** Longest photo URL we store (mirrors the profile's limit). */
export const MAX_PHOTO_URL_LENGTH = 2048;

/**
 * A photo URL fit to show beside a listing or profile: an absolute http(s) URL
 * within the length limit, else '' (no photo). The token's `picture` and older
 * documents are not trusted to be either: a `javascript:` URL does nothing in
 * an <img>, but it would in a link.
 */
export function safePhotoUrl(value: string | undefined): string {
  if (!value || value.length > MAX_PHOTO_URL_LENGTH) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : '';
  } catch {
    return '';
  }
}

/**
 * A member's photo as copied where they appear (a listing's poster, an ad's
 * writer, a liker, a conversation): a safe link, or their uploaded profile
 * photo (`/photos/<id>`, public while their profile shows it, docs/photos.md).
 */
export function shownPhotoUrl(value: string | undefined): string {
  return value && UPLOADED_PHOTO_PATTERN.test(value) ? value : safePhotoUrl(value);
}
