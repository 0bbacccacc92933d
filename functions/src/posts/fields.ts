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
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';
import type { ListingFacts } from '../contract/listing-facts';
import {
  LISTING_LIMITS,
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
  /**
   * When it is free, the stay, costs, furnishing, bathroom and household
   * (contract/listing-facts.ts). Optional: the form always sends them; a
   * create without them stores null ("Ask the poster"), an edit without them
   * keeps what is stored, and the legacy routes never touch them.
   */
  facts?: ListingFacts | null;
};

/** A listing as the API returns it: the contract's wire shape (contract/post.ts). */
export type { Post } from '../contract/post';

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
