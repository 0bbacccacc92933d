// Where an ad photo's pixels come from (a listing's, a Room wanted ad's). The images bundled with the app
// (the demo data's) and the uploads (`/photos/<id>`, docs/photos.md) exist at
// several widths in AVIF and WebP, so the browser can pick the smallest that
// fits; any other photo is one https URL. An upload's size comes with the
// ad (`photoDetails`), so its box is reserved before it loads.
import { BUNDLED_PHOTO_PATTERN, BUNDLED_PHOTO_WIDTHS } from '@contract/listing';
import {
  PHOTO_WIDTHS,
  photoVariantUrl,
  uploadedPhotoId,
  uploadSrcSet,
  type UploadDetails,
} from '@contract/photo-files';

export type PhotoSources = {
  src: string;
  /** WebP widths, for the <img> (bundled photos and uploads). */
  srcSet?: string;
  /** AVIF widths, for a <source> (bundled photos and uploads). */
  avifSrcSet?: string;
  /** The photo's own size when known (uploads), else the 4:3 every frame shows. */
  width: number;
  height: number;
};

/** A photo's box when its size isn't known: the frames' 4:3. */
const DEFAULT_SIZE = { width: 960, height: 720 };

const widthSet = (name: string, format: string) =>
  BUNDLED_PHOTO_WIDTHS.map((w) => `/images/listings/${name}-${w}.${format} ${w}w`).join(', ');

export function photoSources(url: string, details?: UploadDetails): PhotoSources {
  const upload = uploadedPhotoId(url);
  if (upload) {
    const size = details ? { width: details.width, height: details.height } : DEFAULT_SIZE;
    return {
      src: photoVariantUrl(upload, PHOTO_WIDTHS[1], 'webp'),
      srcSet: uploadSrcSet(upload, 'webp', details?.width),
      avifSrcSet: uploadSrcSet(upload, 'avif', details?.width),
      ...size,
    };
  }
  const bundled = BUNDLED_PHOTO_PATTERN.exec(url);
  if (!bundled) return { src: url, ...DEFAULT_SIZE };
  const name = bundled[1]!;
  const largest = BUNDLED_PHOTO_WIDTHS[BUNDLED_PHOTO_WIDTHS.length - 1];
  return {
    src: `/images/listings/${name}-${largest}.webp`,
    srcSet: widthSet(name, 'webp'),
    avifSrcSet: widthSet(name, 'avif'),
    ...DEFAULT_SIZE,
  };
}

/** The gallery's alt text: "{title} — photo {i} of {n}". */
export const photoAlt = (title: string, index: number, count: number) =>
  `${title} — photo ${index + 1} of ${count}`;
