// The listing contract: every fixed value of a listing (enums, limits, labels),
// in one place. The API's zod schemas, the web app's form and filter schemas and
// labels, the demo-data seeder and the tests import it; a test checks
// firestore.rules against it.
//
// It lives under functions/src because `firebase deploy` uploads only the
// functions folder: the API compiles it like any of its modules, and the web
// app imports the same file through the `@contract` path alias (vite.config.ts,
// web/tsconfig.json). Keep it free of imports so both builds can take it as is.

export const ROOM_TYPES = [
  'Single Room',
  'Shared Room',
  'Studio',
  '1 Bedroom',
  '2 Bedroom',
  '3+ Bedroom',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const AVAILABILITIES = ['Available', 'Not Available'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Stored keys and the labels people read (the spec's names). */
export const LIFESTYLE_LABELS = {
  pets: 'Pets Allowed',
  smoking: 'Smoking Allowed',
  nightOwl: 'Night Owl',
  earlyBird: 'Early Bird',
  quiet: 'Quiet Environment',
  social: 'Social Environment',
} as const;
export type LifestylePreference = keyof typeof LIFESTYLE_LABELS;
export const LIFESTYLE_PREFERENCES = Object.keys(LIFESTYLE_LABELS) as LifestylePreference[];

export const SORT_LABELS = {
  newest: 'Newest first',
  'rent-asc': 'Rent: low to high',
  'rent-desc': 'Rent: high to low',
  soonest: 'Soonest available',
} as const;
export type Sort = keyof typeof SORT_LABELS;
export const SORTS = Object.keys(SORT_LABELS) as Sort[];
export const DEFAULT_SORT: Sort = 'newest';

/**
 * A near search's own sort: by distance from its centre, nearest first. Not
 * one of SORTS: those are the list's query orders (each an index), while this
 * one is sorted in memory from the search's cells (ads/nearest-page.ts).
 */
export const NEAREST_SORT = 'nearest';
export const NEAREST_SORT_LABEL = 'Nearest';
/** Every sort browse and GET /posts take. */
export type ListSort = Sort | typeof NEAREST_SORT;
export const LIST_SORTS: readonly ListSort[] = [...SORTS, NEAREST_SORT];

/** Maximum lengths and amounts of a listing's fields. */
export const LISTING_LIMITS = {
  title: 120,
  location: 120,
  description: 5000,
  contactInfo: 500,
  userName: 100,
  userPhoto: 2048,
  maxRent: 1_000_000,
} as const;

/**
 * The page size of every paged list (functions/src/lib/paging.ts): the
 * default, and the most one request (or a direct Firestore list) may ask for.
 * The notifications and moderation lists keep a smaller maximum.
 */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

export const NO_CONTACT_INFO = 'No contact information provided';

/**
 * The poster's choice: show the contact details to whoever likes the listing
 * (the spec's behaviour, the default), or only talk through Roomly's messages.
 */
export const CONTACT_PREFERENCE_LABELS = {
  'reveal-on-like': 'Show my contact details to people who like the listing',
  'messages-only': 'Messages only: never show my contact details',
} as const;
export type ContactPreference = keyof typeof CONTACT_PREFERENCE_LABELS;
export const CONTACT_PREFERENCES = Object.keys(CONTACT_PREFERENCE_LABELS) as ContactPreference[];
export const DEFAULT_CONTACT_PREFERENCE: ContactPreference = 'reveal-on-like';

/** Messages between a seeker and a poster. */
export const MESSAGE_LIMITS = { text: 2000 } as const;

// ---- Listings people can trust ----------------------------------------------

/**
 * Roomly's lifecycle of a listing, on top of the poster's own `availability`
 * flag. Only `active` listings appear on home, browse and search; the others
 * stay reachable by link (details with a banner, no Like or Message).
 */
export const LISTING_STATUS_LABELS = {
  active: 'Active',
  paused: 'Paused',
  let: 'Let',
  expired: 'Expired',
  'under-review': 'Under review',
} as const;
export type ListingStatus = keyof typeof LISTING_STATUS_LABELS;
export const LISTING_STATUSES = Object.keys(LISTING_STATUS_LABELS) as ListingStatus[];

/** What others see on a listing that isn't active (details page banner). */
export const LISTING_STATUS_BANNERS: Record<Exclude<ListingStatus, 'active'>, string> = {
  paused: 'This listing is paused',
  let: 'This room has been let',
  expired: 'This listing has expired',
  'under-review': 'This listing is being reviewed',
};

/** A new or renewed listing is active this long (API env LISTING_LIFETIME_DAYS overrides). */
export const LISTING_LIFETIME_DAYS = 30;
/** From this many days before expiry, the owner is reminded to renew. */
export const EXPIRY_REMINDER_DAYS = 3;

/** Photos of the room: https image URLs, the first is the cover. */
export const PHOTO_LIMITS = { max: 6, urlLength: 2048 } as const;
export const INVALID_IMAGE_URL = 'Please provide a valid image URL';
/**
 * Besides https URLs, a photo may be one of the images bundled with the app
 * (the demo data's, scripts/images/listing-photos.mjs): a same-origin path
 * `/images/listings/<name>-<width>.<avif|webp>`, each at every one of these
 * widths and in both formats, so cards can offer a srcset.
 */
export const BUNDLED_PHOTO_PATTERN = /^\/images\/listings\/([a-z0-9-]+)-(\d{2,4})\.(avif|webp)$/;
export const BUNDLED_PHOTO_WIDTHS = [480, 960] as const;

/** Why someone reports a listing (stored keys → the texts people pick from). */
export const REPORT_REASON_LABELS = {
  scam: 'Scam or fraud',
  let: 'Already let',
  misleading: 'Wrong or misleading information',
  offensive: 'Offensive',
  spam: 'Duplicate or spam',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABELS;
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];
export const REPORT_LIMITS = { note: 500 } as const;
/** Distinct reporters that put a listing under review (API env REPORT_THRESHOLD overrides). */
export const REPORT_THRESHOLD = 3;
