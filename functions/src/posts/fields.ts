// The listing vocabulary shared by the API schemas, the stored document shape,
// the Firestore rules tests and the demo-data seeder (which loads the compiled
// copy from functions/lib), so there is one source of truth.

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

export const LIFESTYLE_PREFERENCES = [
  'pets',
  'smoking',
  'nightOwl',
  'earlyBird',
  'quiet',
  'social',
] as const;
export type LifestylePreference = (typeof LIFESTYLE_PREFERENCES)[number];

export const SORTS = ['newest', 'rent-asc', 'rent-desc'] as const;
export type Sort = (typeof SORTS)[number];

/** Maximum lengths, mirrored in firestore.rules. */
export const LIMITS = {
  title: 120,
  location: 120,
  description: 5000,
  contactInfo: 500,
  userName: 100,
  userPhoto: 2048,
  maxRent: 1_000_000,
} as const;

export const NO_CONTACT_INFO = 'No contact information provided';

/** The editable fields of a listing, as validated by POST/PUT /posts. */
export type PostFields = {
  title: string;
  location: string;
  rentAmount: number;
  roomType: RoomType;
  description: string;
  contactInfo: string;
  lifestylePreferences: LifestylePreference[];
  availability: Availability;
};

/** A listing as the API returns it. */
export type Post = {
  _id: string;
  title: string;
  location: string;
  rentAmount: number;
  roomType: string;
  description: string;
  lifestylePreferences: string[];
  availability: string;
  userName: string;
  userPhoto: string;
  likes: number;
  createdAt: string | null;
  updatedAt: string | null;
  /** Whether the caller owns it. Never the owner's e-mail: that is contact information. */
  isOwner: boolean;
  contactInfo?: string;
  liked?: boolean;
};

/**
 * Firestore paths. Contact details and the owner's e-mail live apart from the
 * public document so rules can hide them.
 */
export const POSTS = 'posts';
export const PRIVATE = 'private';
export const CONTACT_DOC = 'contact';
export const OWNER_DOC = 'owner';
export const LIKES = 'likes';

/**
 * Document ids we accept in URLs: Firestore auto-ids and the seeder's ids.
 * Firestore reserves ids of the form `__…__`, so they are refused here rather
 * than failing inside Firestore.
 */
export const POST_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
