// The API's listing types and Firestore paths. The fixed values (enums,
// limits, labels) come from the listing contract, contract/listing.ts.

export {
  AVAILABILITIES,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  type ContactPreference,
  LIFESTYLE_PREFERENCES,
  NO_CONTACT_INFO,
  ROOM_TYPES,
  SORTS,
  type Availability,
  type LifestylePreference,
  type RoomType,
  type Sort,
} from '../contract/listing';
import type { ListingStats } from '../contract/insight';
import {
  LISTING_LIMITS,
  type PosterBadges,
  type ListingStatus,
  type Availability,
  type ContactPreference,
  type LifestylePreference,
  type RoomType,
} from '../contract/listing';

/** Maximum lengths (the listing contract's). */
export const LIMITS = LISTING_LIMITS;

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
  contactPreference: ContactPreference;
  /**
   * Photo URLs in display order, the first is the cover (posts/photos.ts).
   * Optional: the schema always gives it (default []), while the legacy
   * routes and older writers leave a listing's photos as they are.
   */
  photos?: string[];
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
  contactPreference: ContactPreference;
  userName: string;
  userPhoto: string;
  likes: number;
  createdAt: string | null;
  updatedAt: string | null;
  /** Photo URLs, the cover first ([] when there are none). */
  photos: string[];
  /** Lifecycle (issue 12): the effective status (active past `expiresAt` reads `expired`). */
  status: ListingStatus;
  expiresAt: string | null;
  /** Trust badges (issue 12, posts/badges.ts): server-computed; details add `activeListings`. */
  poster: PosterBadges;
  /** Insight (issue 12): only for the owner, never in anyone else's answer. */
  stats?: ListingStats;
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
/** posts/{id}/private/views: the day's viewer keys (posts/views.ts). */
export const VIEWS_DOC = 'views';

/**
 * Document ids we accept in URLs: Firestore auto-ids and the seeder's ids.
 * Firestore reserves ids of the form `__…__`, so they are refused here rather
 * than failing inside Firestore.
 */
export const POST_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
