// What a listing's availability is, from what is stored: the one rule the API
// (likes and new conversations, the featured and browse queries) and every
// view (card and details chips, the "Move-in" fact, Like and Message, browse's
// Availability column, My Listings) follow, so no two of them can disagree.
//
// Three stored fields speak to it: the lifecycle status (effective: an active
// listing past its expiry is expired), the poster's own `availability` flag
// (the spec's 'Available' or 'Not Available', chosen in the form) and the
// move-in date of its facts. A listing can be taken only while it is active
// and its poster says Available; then, and only then, the move-in date tells
// when ("Now" from that day on). Paused, let, expired or under review: the
// lifecycle state is what it is, whatever the flag says. Active but Not
// Available: not available, whatever the move-in date says. Any other flag
// (a document written by hand or by older code) is unknown, so not available.
import { LISTING_STATUS_LABELS, type ListingStatus } from './listing';
import { formatDay } from './listing-facts';

export type AvailabilityState =
  'available' | 'not-available' | 'unknown' | Exclude<ListingStatus, 'active'>;

/** What a listing's chip reads in each state: the spec's two words, else the lifecycle state. */
export const AVAILABILITY_LABELS: Record<AvailabilityState, string> = {
  available: 'Available',
  'not-available': 'Not Available',
  unknown: 'Availability unknown',
  paused: LISTING_STATUS_LABELS.paused,
  let: LISTING_STATUS_LABELS.let,
  expired: LISTING_STATUS_LABELS.expired,
  'under-review': LISTING_STATUS_LABELS['under-review'],
};

/** The "Move-in" fact: from the move-in date on, and … */
export const MOVE_IN_NOW = 'Now';
/** … on a listing that can't be taken (its chip says why). */
export const MOVE_IN_CLOSED = 'Not available';

/** The stored fields the rule reads (the wire's `Post` and the API's document both fit). */
export type AvailabilityFields = {
  /** The effective lifecycle status. */
  status: ListingStatus;
  /** The poster's flag: 'Available', 'Not Available', or anything an older document holds. */
  availability: unknown;
  /** The facts' move-in date; null or left out when the listing states no facts. */
  facts?: { availableFrom: string } | null;
};

export type ListingAvailability = {
  state: AvailabilityState;
  /** Can be taken: the green "Available" chip, Like and Message, home's featured listings. */
  available: boolean;
  label: string;
  /** The first day one can move in (`YYYY-MM-DD`), only while available and stating facts. */
  moveInFrom: string | null;
};

export function listingAvailability(listing: AvailabilityFields): ListingAvailability {
  const state: AvailabilityState =
    listing.status !== 'active'
      ? listing.status
      : listing.availability === 'Available'
        ? 'available'
        : listing.availability === 'Not Available'
          ? 'not-available'
          : 'unknown';
  const available = state === 'available';
  return {
    state,
    available,
    label: AVAILABILITY_LABELS[state],
    moveInFrom: available ? (listing.facts?.availableFrom ?? null) : null,
  };
}

/**
 * The "Move-in" fact on the reader's `today`: "Now" from the move-in date on,
 * else the date ("Mar 1, 2027"); "Not available" when the listing can't be
 * taken; null for an available listing that states no facts (the page asks
 * the poster).
 */
export function moveInText(listing: AvailabilityFields, today: string): string | null {
  const { available, moveInFrom } = listingAvailability(listing);
  if (!available) return MOVE_IN_CLOSED;
  if (moveInFrom === null) return null;
  return moveInFrom <= today ? MOVE_IN_NOW : formatDay(moveInFrom);
}
