// A listing's fields as the API takes them (ListingFields) and its wire shape;
// the fixed values (enums, limits, labels) come from the listing contract,
// contract/listing.ts. Where a listing is stored: paths.ts.

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
import type { Point } from '../contract/near';
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
export type ListingFields = {
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
   * Photo URLs in display order, the first is the cover (listings/photos.ts).
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
  /** Where it is, as the poster chose it; without one, the place the location names (document.ts). */
  point?: Point;
};

/** A listing as the API returns it: the contract's wire shape (contract/listing-wire.ts). */
export type { Listing } from '../contract/listing-wire';
