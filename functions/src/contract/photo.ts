// Uploaded photos (docs/photos.md): what the API accepts, the widths and
// formats it makes, and the stable URLs it serves them at. Shared with the web
// app, which builds a srcset from an entry `/photos/<id>`.

export const PHOTO_UPLOAD = {
  /** Bytes of one upload, before processing. */
  maxBytes: 15 * 1024 * 1024,
  /** Photos of one listing, uploads and links together (links stay at PHOTO_LIMITS.max). */
  perListing: 8,
} as const;

export {
  PHOTO_FILE_PATTERN,
  PHOTO_FORMATS,
  PHOTO_ID_PATTERN,
  PHOTO_WIDTHS,
  UPLOADED_PHOTO_PATTERN,
  photoUrl,
  photoVariantUrl,
  uploadedPhotoId,
  uploadSrcSet,
  type PhotoFormat,
  type UploadDetails,
} from './photo-files';

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
