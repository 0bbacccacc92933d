// The body of POST /posts and PUT /posts/:id as a client sends it, declared
// once: the web app's form builds it, the API's schema (listings/schema.ts) is
// checked against it by the compiler. Fields with defaults are optional here:
// the API fills them (lifestyle [], contact preference 'reveal-on-like',
// photos []); facts absent means "not stated" on a create and "unchanged" on
// an edit (contract/listing-facts.ts).
import type { Availability, ContactPreference, LifestylePreference, RoomType } from './listing';
import type { ListingFactsInput } from './listing-facts';
import type { Point } from './near';

export type ListingInput = {
  title: string;
  location: string;
  rentAmount: number;
  roomType: RoomType;
  description: string;
  contactInfo: string;
  lifestylePreferences?: LifestylePreference[];
  availability: Availability;
  contactPreference?: ContactPreference;
  /** 0–6 https image URLs (or bundled demo images) in display order, the cover first. */
  photos?: string[];
  facts?: ListingFactsInput;
  /**
   * Where it is, as the poster chose it (a place from the place search); the
   * API keeps it on its 300 m grid. Without one, the place the location names.
   */
  point?: Point;
};
