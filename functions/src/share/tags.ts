// Share previews: the Open Graph and Twitter card tags a chat app or
// social site reads from `/details/:id` to show a listing's title, rent,
// location and cover photo, and from `/room-wanted/:id` what a seeker's ad
// asks for. Pure: the app shell (the built index.html) and the
// listing in, the same shell with its head tags replaced out.
import {
  BUNDLED_PHOTO_PATTERN,
  BUNDLED_PHOTO_WIDTHS,
  LISTING_STATUS_BANNERS,
  type ListingStatus,
} from '../contract/listing';
import { SITE_NAME } from '../contract/page-titles';
import {
  PHOTO_WIDTHS,
  photoVariantUrl,
  uploadedPhotoId,
  uploadSrcSet,
  type UploadDetails,
} from '../contract/photo-files';
import { GALLERY_SIZES } from '../contract/photo-url';
import { formatMonthlyRent as monthlyRent } from '../contract/rent';

/** What a preview may show of a listing: public fields only, never the poster or contact. */
export type ShareListing = {
  id: string;
  title: string;
  location: string;
  rentAmount: number;
  roomType: string;
  description: string;
  /** The cover: the first photo, if any. */
  cover?: string;
  /** The cover's size and placeholder when it is an upload (the answer's `photoDetails`). */
  coverDetails?: UploadDetails;
  status: ListingStatus;
};

export { SITE_NAME };
/** web/index.html's own title and description: every page without a listing shows these. */
export const GENERIC_TITLE = 'Roomly — find rooms and roommates';
export const GENERIC_DESCRIPTION =
  'Roomly: browse rooms and roommates, post a listing in a minute.';
/** A bundled hero image (web/public/images/hero), for pages and listings without a photo. */
export const DEFAULT_IMAGE_PATH = '/images/hero/great-spaces-1280.webp';
/** og:description is cut here: previews show two or three lines at most. */
const DESCRIPTION_LENGTH = 200;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe both inside an element and inside a double- or single-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** "$1,234.5/month" as the app writes rents (contract/rent.ts), or null: a preview leaves out a rent that isn't one. */
export const formatMonthlyRent = (amount: number): string | null =>
  Number.isFinite(amount) && amount > 0 ? monthlyRent(amount) : null;

/** Collapses whitespace and cuts at a word boundary with an ellipsis. */
function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

/**
 * The upload's id when `cover` is one a visitor may be shown: never one held
 * for a moderator (a visitor's answer leaves those out already; a preview is
 * copied into chats and caches, so it is checked again here).
 */
function shownUpload(cover: string | undefined, details: UploadDetails | undefined) {
  const id = cover ? uploadedPhotoId(cover) : undefined;
  return id && !details?.held ? id : undefined;
}

/** The widest file of an upload: the photo at its own size, at most 1,600 px wide. */
const WIDEST_UPLOAD = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];

/**
 * The cover as an absolute URL (og:image must be one), with its size when
 * known. A bundled photo (`/images/listings/<name>-<width>.<avif|webp>`)
 * becomes its widest WebP, which chat apps read, unlike AVIF; an upload
 * (`/photos/<id>`) its widest WebP too, whose size is the photo's own (from
 * the listing's details of it); an https photo stays as it is; anything else,
 * a held upload, or no photo, gives the default image.
 */
export function coverImage(
  cover: string | undefined,
  origin: string,
  details?: UploadDetails,
): { url: string; width?: number; height?: number } {
  const upload = shownUpload(cover, details);
  if (upload) {
    const url = `${origin}${photoVariantUrl(upload, WIDEST_UPLOAD, 'webp')}`;
    return details ? { url, width: details.width, height: details.height } : { url };
  }
  const bundled = cover ? BUNDLED_PHOTO_PATTERN.exec(cover) : null;
  if (bundled) {
    const widest = BUNDLED_PHOTO_WIDTHS[BUNDLED_PHOTO_WIDTHS.length - 1];
    return { url: `${origin}/images/listings/${bundled[1]}-${widest}.webp` };
  }
  if (cover) {
    try {
      if (new URL(cover).protocol === 'https:') return { url: cover };
    } catch {
      // Not a URL: the default image below.
    }
  }
  return { url: `${origin}${DEFAULT_IMAGE_PATH}` };
}

/** The cover's absolute URL alone (see coverImage). */
export const coverImageUrl = (cover: string | undefined, origin: string, details?: UploadDetails) =>
  coverImage(cover, origin, details).url;

/**
 * A preload of the cover as the details gallery will show it, so the page's
 * largest element downloads with the page instead of after its JavaScript and
 * the listing's API call (the gallery's first photo is the details page's LCP).
 * The same candidates, `sizes` and referrer policy as the gallery's <img>, so
 * the browser reuses the download: a bundled photo's or an upload's AVIF
 * widths (type-gated: a browser without AVIF skips it, as its <picture> does;
 * an upload's stop at its own width, as the gallery's srcset does), else the
 * https URL. Never a held upload.
 */
export function coverPreload(cover: string | undefined, details?: UploadDetails): string | null {
  if (!cover) return null;
  const avifPreload = (srcset: string) =>
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${GALLERY_SIZES}" fetchpriority="high" />`;
  const upload = shownUpload(cover, details);
  if (upload) return avifPreload(uploadSrcSet(upload, 'avif', details?.width));
  const bundled = BUNDLED_PHOTO_PATTERN.exec(cover);
  if (bundled) {
    return avifPreload(
      BUNDLED_PHOTO_WIDTHS.map((w) => `/images/listings/${bundled[1]}-${w}.avif ${w}w`).join(', '),
    );
  }
  try {
    if (new URL(cover).protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return `<link rel="preload" as="image" href="${escapeHtml(cover)}" fetchpriority="high" referrerpolicy="no-referrer" />`;
}

type Tags = {
  title: string;
  description: string;
  url: string;
  image: string;
  /** The image's pixels, when known (an upload's): previews lay out before they load it. */
  imageSize?: { width: number; height: number };
  imageAlt: string;
  noindex: boolean;
  /** The details page's first photo, fetched with the page (see coverPreload). */
  preload?: string | null;
};

function listingTags(listing: ShareListing, origin: string): Tags {
  const title = listing.title.trim() || 'Room listing';
  const where = listing.location.trim();
  const facts = [
    // "This room has been let", "This listing has expired", …: say so before the rent.
    listing.status === 'active' ? null : LISTING_STATUS_BANNERS[listing.status],
    formatMonthlyRent(listing.rentAmount),
    listing.roomType.trim() && where
      ? `${listing.roomType.trim()} in ${where}`
      : listing.roomType.trim() || where,
  ].filter(Boolean);
  const about = listing.description.trim();
  const summary = facts.join(' · ');
  // A listing that isn't active answers visitors 404 for its uploads (photos/serve.ts): none here.
  const cover =
    listing.status === 'active' || !uploadedPhotoId(listing.cover ?? '')
      ? listing.cover
      : undefined;
  const { url: image, width, height } = coverImage(cover, origin, listing.coverDetails);
  return {
    title,
    description: clip(
      about ? `${summary}. ${about}` : summary || GENERIC_DESCRIPTION,
      DESCRIPTION_LENGTH,
    ),
    url: `${origin}/details/${encodeURIComponent(listing.id)}`,
    image,
    ...(width && height ? { imageSize: { width, height } } : {}),
    imageAlt: title,
    noindex: false,
    preload: coverPreload(cover, listing.coverDetails),
  };
}

/**
 * What a preview may show of an active Room wanted ad: what it asks for, never
 * who asks. No name, photo, age or occupation (the page itself shows them to
 * whoever opens it; a preview is copied into chats and caches the ad can't
 * take back when it is paused or deleted), and never any contact.
 */
export type ShareAd = {
  id: string;
  headline: string;
  budget: number;
  areas: { name: string }[];
  stayMonths: number;
  aboutMe: string;
};

function adTags(ad: ShareAd, origin: string): Tags {
  const title = ad.headline.trim() || 'Room wanted';
  const rent = formatMonthlyRent(ad.budget);
  const areas = ad.areas.map((area) => area.name.trim()).filter(Boolean);
  const stay =
    Number.isInteger(ad.stayMonths) && ad.stayMonths > 0
      ? `for ${ad.stayMonths} ${ad.stayMonths === 1 ? 'month' : 'months'}`
      : null;
  const summary = [
    'Room wanted',
    rent && `up to ${rent}`,
    areas.length ? `in ${areas.join(', ')}` : null,
    stay,
  ]
    .filter(Boolean)
    .join(' · ');
  const about = ad.aboutMe.trim();
  return {
    title,
    description: clip(about ? `${summary}. ${about}` : summary, DESCRIPTION_LENGTH),
    url: `${origin}/room-wanted/${encodeURIComponent(ad.id)}`,
    // The site's image, never the seeker's photo.
    image: `${origin}${DEFAULT_IMAGE_PATH}`,
    imageAlt: SITE_NAME,
    // An ad is about a person: a link shared on purpose previews it, but
    // search engines are not asked to keep it after it is paused or deleted.
    noindex: true,
  };
}

const genericTags = (origin: string): Tags => ({
  title: GENERIC_TITLE,
  description: GENERIC_DESCRIPTION,
  url: `${origin}/`,
  image: `${origin}${DEFAULT_IMAGE_PATH}`,
  imageAlt: SITE_NAME,
  // A missing listing or one under review: nothing a search engine should keep.
  noindex: true,
});

function headTags(tags: Tags): string {
  const e = escapeHtml;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${e(value)}" />`;
  return [
    meta('name', 'description', tags.description),
    ...(tags.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(tags.preload ? [tags.preload] : []),
    `<link rel="canonical" href="${e(tags.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image),
    ...(tags.imageSize
      ? [
          meta('property', 'og:image:width', String(tags.imageSize.width)),
          meta('property', 'og:image:height', String(tags.imageSize.height)),
        ]
      : []),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
    meta('name', 'twitter:image:alt', tags.imageAlt),
  ].join('\n    ');
}

/**
 * The head tags a preview reads, wherever the shell has them: the description,
 * robots, canonical link, og:* and twitter:* tags. Matched only in the head
 * before its first <script>, so the inline scripts (whose hashes the CSP
 * lists) are never touched. Not the <title> (the tab's, `withDocumentTitle`):
 * previews read og:title.
 */
const PREVIEW_TAG =
  /<meta\b(?=[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+)["'\s/>])[^>]*>|<link\b(?=[^>]*\brel\s*=\s*["']?canonical["'\s/>])[^>]*>/gi;

/**
 * `html` (the app shell) with the preview tags of `listing`, or the generic
 * ones when there is none to show, replacing the shell's own. `origin`
 * (`https://host`) makes the URLs absolute.
 */
export function renderShareTags(
  html: string,
  listing: ShareListing | null,
  origin: string,
): string {
  return withTags(html, listing ? listingTags(listing, origin) : genericTags(origin));
}

/**
 * `html` with the preview tags of a Room wanted ad, or the generic ones when
 * there is none to show (missing, or not active: a visitor gets nothing).
 */
export function renderAdShareTags(html: string, ad: ShareAd | null, origin: string): string {
  return withTags(html, ad ? adTags(ad, origin) : genericTags(origin));
}

/**
 * `html` with its <title> saying `title`, the text the page's route sets once
 * the app runs (contract/page-titles.ts). React takes the document's <title>
 * over as the route's own and removes it when the route goes, so it never
 * stays in the tab on a later page.
 */
export function withDocumentTitle(html: string, title: string): string {
  // Only in the head before its first <script>, as the preview tags: the
  // inline scripts, whose hashes the CSP lists, are never touched.
  const found = html.search(/<\/head\s*>|<script\b/i);
  const end = found === -1 ? html.length : found;
  const head = html
    .slice(0, end)
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  return `${head}${html.slice(end)}`;
}

function withTags(html: string, shown: Tags): string {
  const found = html.search(/<\/head\s*>|<script\b/i);
  const end = found === -1 ? html.length : found;
  const tags = headTags(shown);
  // The first tag found (the shell's description) gives way to the new tags,
  // the others go, with the blank lines they leave.
  const MARK = '\u0000';
  let marked = false;
  let head = html
    .slice(0, end)
    .replace(PREVIEW_TAG, () => (marked ? '' : ((marked = true), MARK)))
    .replace(/\n[ \t]*(?=\n)/g, '');
  head = marked ? head.replace(MARK, () => tags) : `${head}${tags}\n  `;
  return `${head}${html.slice(end)}`;
}
