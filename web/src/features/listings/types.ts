// The listing vocabulary comes from the contract the API uses too
// (functions/src/contract/listing.ts), and so does the listing's wire shape
// (contract/listing-wire.ts); the types below are the requests' shapes.
export {
  AVAILABILITIES,
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  LIFESTYLE_LABELS,
  LIFESTYLE_PREFERENCES,
  NO_CONTACT_INFO,
  ROOM_TYPES,
  SORTS,
  type Availability,
  type ContactPreference,
  type LifestylePreference,
  type RoomType,
  type Sort,
} from '@contract/listing';
import type { BrowseFilters } from '@contract/browse-filters';

/** A listing as the API returns it: the contract's wire shape, one declaration for both sides. */
export type { Listing } from '@contract/listing-wire';

/** The editable fields (`POST /posts`, `PUT /posts/:id`): the contract's request body. */
export type { ListingInput } from '@contract/listing-input';

/** `GET /posts` filters (every one optional): browse's, and My Listings' own e-mail. */
export type ListingFilters = BrowseFilters & {
  /** The signed-in user's own e-mail only (My Listings); needs their token. */
  email?: string;
};
