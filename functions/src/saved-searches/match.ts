// Does a listing match a saved search? Browse's own search (listings/query.ts
// `LISTING_SEARCH`), evaluated on the one listing, for the trigger that alerts
// owners (notifications/on-listing-written.ts): what a search finds on browse
// is what its alerts announce. Pure (no Firebase imports) and unit-tested
// beside it (match.test.ts).
import type { SavedSearchFilters } from '../contract/saved-searches';
import { locationSearchTerm, parseNear } from '../contract/browse-filters';
import { NEAR_DEFAULT_KM } from '../contract/near';
import { within } from '../places/near';
import { matchesSearch } from '../ads/search-spec';
import { effectiveStatus } from '../listings/lifecycle';
import { LISTING_SEARCH } from '../listings/query';

/** The stored listing fields the matcher reads (listings/document.ts `ListingDocument`). */
export type MatchableListing = Record<string, unknown>;

/**
 * Whether `listing` (a stored posts document) is one browse would list for
 * `filters`: its effective status is active (an active listing past
 * `expiresAt` is expired, though browse lists it until the sweep; one under
 * review, paused or let is not listed), and browse's query, with the search's
 * location normalized as browse normalizes it (`locationSearchTerm`), holds
 * for the search fields its writes derive (so a listing without facts matches
 * no facts filter, and the rent is `rentAmount`, else the older client's
 * `rent`, else 0). A near search's listing has its stored point within the
 * search's distance of its centre.
 */
export function matchesSavedSearch(
  filters: SavedSearchFilters,
  listing: MatchableListing,
  now = Date.now(),
): boolean {
  const location =
    filters.location !== undefined ? locationSearchTerm(filters.location) : undefined;
  return (
    effectiveStatus(listing, now) === 'active' &&
    withinReach(filters, listing) &&
    matchesSearch(LISTING_SEARCH, { ...filters, location }, listing)
  );
}

/**
 * A near search holds for a listing whose stored point is within its
 * distance (browse's rule, places/near.ts `within`); any other search for every listing.
 */
function withinReach(filters: SavedSearchFilters, listing: MatchableListing): boolean {
  if (filters.near === undefined) return true;
  const center = parseNear(filters.near);
  if (!center) return false;
  const [lat, lng] = center.split(',').map(Number) as [number, number];
  return within({ lat, lng }, filters.km ?? NEAR_DEFAULT_KM).kmOf(listing) !== undefined;
}
