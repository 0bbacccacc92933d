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
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';
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
  /** Lifecycle: the effective status (active past `expiresAt` reads `expired`). */
  status: ListingStatus;
  expiresAt: string | null;
  /** Trust badges (posts/badges.ts): server-computed; details add `activeListings`. */
  poster: PosterBadges;
  /** Insight: only for the owner, never in anyone else's answer. */
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
 * What moderation keeps about a listing (moderation/store.ts has the layout):
 * posts/{id}/reports and the queue entry moderation/{id}. Named here because
 * deleting a listing deletes them too (repository.ts clearModerationOf).
 */
export const REPORTS = 'reports';
export const MODERATION_QUEUE = 'moderation';

/** A listing's id in a URL or cursor: any id Firestore accepts and the seeder uses (lib/query-shape.ts). */
export const POST_ID_PATTERN = DOCUMENT_ID_PATTERN;
