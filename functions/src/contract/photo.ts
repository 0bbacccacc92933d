// Uploaded photos (docs/photos.md): what the API accepts, the widths and
// formats it makes, and the stable URLs it serves them at. Shared with the web
// app, which builds a srcset from an entry `/photos/<id>`.

export const PHOTO_UPLOAD = {
  /** Bytes of one upload, before processing. */
  maxBytes: 15 * 1024 * 1024,
  /** Photos of one listing, uploads and links together (links stay at PHOTO_LIMITS.max). */
  perListing: 8,
} as const;

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

/** The id of an uploaded-photo entry, or undefined for a link or a bundled image. */
export function uploadedPhotoId(entry: string): string | undefined {
  return UPLOADED_PHOTO_PATTERN.exec(entry)?.[1];
}

/** POST /photos's answer. */
export type UploadedPhoto = {
  id: string;
  url: string;
  width: number;
  height: number;
  /** ThumbHash, base64: the blurred preview shown before the image loads. */
  placeholder: string;
  /** Present when the photo looks like a copy: it shows once a moderator has checked it. */
  held?: true;
  /** What the form shows for a held photo (PHOTO_MESSAGES.held). */
  message?: string;
};

export const PHOTO_MESSAGES = {
  tooLarge: 'Photos must be at most 15 MB',
  empty: "Send the photo's bytes as the request body",
  contentType: 'Send a photo with Content-Type image/* or application/octet-stream',
  unsupported: 'Photos must be JPEG, PNG or WebP images',
  heic: "HEIC photos can't be read yet: please choose a JPEG (on an iPhone, Settings › Camera › Formats › Most Compatible)",
  unreadable: "This image couldn't be read. Please choose another photo",
  tooManyPixels: 'This image is too large (at most 50 megapixels)',
  notYours: 'You can only add photos you uploaded',
  tooMany: `A listing can have at most ${PHOTO_UPLOAD.perListing} photos`,
  attached: 'This photo is used by one of your ads: remove it there first',
  held: "This photo looks like one on another member's ad. It will show once a moderator has checked it.",
} as const;
