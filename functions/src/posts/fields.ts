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
