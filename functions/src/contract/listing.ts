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
} as const;
export type Sort = keyof typeof SORT_LABELS;
export const SORTS = Object.keys(SORT_LABELS) as Sort[];
export const DEFAULT_SORT: Sort = 'newest';

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

/** Listings per page: the default, and the most one request (or a direct Firestore list) may ask for. */
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
