// Where a listing photo's pixels come from. The images bundled with the app
// (the demo data's) exist at several widths in AVIF and WebP, so the browser
// can pick the smallest that fits; any other photo is one https URL.
import { BUNDLED_PHOTO_PATTERN, BUNDLED_PHOTO_WIDTHS } from '@contract/listing';

export type PhotoSources = {
  src: string;
  /** WebP widths, for the <img> (only for bundled photos). */
  srcSet?: string;
  /** AVIF widths, for a <source> (only for bundled photos). */
  avifSrcSet?: string;
};

const widthSet = (name: string, format: string) =>
  BUNDLED_PHOTO_WIDTHS.map((w) => `/images/listings/${name}-${w}.${format} ${w}w`).join(', ');

export function photoSources(url: string): PhotoSources {
  const bundled = BUNDLED_PHOTO_PATTERN.exec(url);
  if (!bundled) return { src: url };
  const name = bundled[1]!;
  const largest = BUNDLED_PHOTO_WIDTHS[BUNDLED_PHOTO_WIDTHS.length - 1];
  return {
    src: `/images/listings/${name}-${largest}.webp`,
    srcSet: widthSet(name, 'webp'),
    avifSrcSet: widthSet(name, 'avif'),
  };
}

/** The gallery's alt text: "{title} — photo {i} of {n}". */
export const photoAlt = (title: string, index: number, count: number) =>
  `${title} — photo ${index + 1} of ${count}`;
