// Does a listing match a saved search? Browse's semantics, in memory, for the
// trigger that alerts owners (notifications/on-listing-written.ts): what a
// search finds on browse is what its alerts announce. Pure (no Firebase
// imports) and unit-tested beside it (match.test.ts).
import type { SavedSearchFilters } from '../contract/saved-searches';
import { locationSearchTerm } from '../contract/browse-filters';
import { toFacts } from '../contract/listing-facts-schema';
import { effectiveStatus } from '../posts/lifecycle';
import { searchRent } from '../posts/search-fields';

/** The stored listing fields the matcher reads (posts/document.ts `PostDocument`). */
export type MatchableListing = Record<string, unknown>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Whether `listing` (a stored posts document) is one browse would list for
 * `filters`:
 * - its effective status is active (an active listing past `expiresAt` is
 *   expired; one under review, paused or let is not listed);
 * - location: the search's term, normalized as browse normalizes it
 *   (`locationSearchTerm`), is among the listing's `locationPrefixes`, the
 *   very array browse's `array-contains` query reads;
 * - room type and availability are equal;
 * - the rent (as browse reads it, `searchRent`) is within the bounds, both inclusive;
 * - every chosen lifestyle preference is among the listing's;
 * - the facts filters: free on or before the move-in date, a minimum stay
 *   at most and a maximum (if any) at least the chosen stay, every bill
 *   included, furnished, a private bathroom, couples welcome. A listing
 *   without facts (null, or not all usable) matches none of them.
 */
export function matchesSavedSearch(
  filters: SavedSearchFilters,
  listing: MatchableListing,
  now = Date.now(),
): boolean {
  if (effectiveStatus(listing, now) !== 'active') return false;
  if (filters.location !== undefined) {
    const term = locationSearchTerm(filters.location);
    if (term !== undefined && !strings(listing.locationPrefixes).includes(term)) return false;
  }
  if (filters.roomType !== undefined && listing.roomType !== filters.roomType) return false;
  if (filters.availability !== undefined && listing.availability !== filters.availability) {
    return false;
  }
  // Browse's rent is the listing's `search.rent`: `rentAmount`, else the
  // older client's `rent`, else 0 (posts/search-fields.ts).
  const rent = searchRent(listing);
  if (filters.minRent !== undefined && rent < filters.minRent) return false;
  if (filters.maxRent !== undefined && rent > filters.maxRent) return false;
  if (filters.lifestyle?.length) {
    const offered = new Set(strings(listing.lifestylePreferences));
    if (!filters.lifestyle.every((key) => offered.has(key))) return false;
  }
  return matchesFacts(filters, listing.facts);
}

/** The facts filters alone (see matchesSavedSearch). */
function matchesFacts(filters: SavedSearchFilters, stored: unknown): boolean {
  const asked =
    filters.moveInBy !== undefined ||
    filters.stay !== undefined ||
    filters.bills === true ||
    filters.furnished === true ||
    filters.privateBath === true ||
    filters.couples === true;
  if (!asked) return true;
  const facts = toFacts(stored);
  if (!facts) return false;
  // Calendar dates compare as text (YYYY-MM-DD).
  if (filters.moveInBy !== undefined && facts.availableFrom > filters.moveInBy) return false;
  if (filters.stay !== undefined) {
    if (facts.minStayMonths > filters.stay) return false;
    if (facts.maxStayMonths !== null && facts.maxStayMonths < filters.stay) return false;
  }
  if (filters.bills === true && facts.bills !== 'yes') return false;
  if (filters.furnished === true && facts.furnishing !== 'furnished') return false;
  if (filters.privateBath === true && facts.bathroom !== 'private') return false;
  if (filters.couples === true && !facts.couplesWelcome) return false;
  return true;
}
