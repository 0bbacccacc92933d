// Does a listing match a saved search? Browse's semantics, in memory, for the
// trigger that alerts owners (notifications/on-listing-written.ts): what a
// search finds on browse is what its alerts announce. Pure (no Firebase
// imports) and unit-tested beside it (match.test.ts).
import type { SavedSearchFilters } from '../contract/saved-searches';
import { locationSearchTerm } from '../contract/browse-filters';
import { effectiveStatus } from '../posts/lifecycle';

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
 * - the rent is within the bounds, both inclusive;
 * - every chosen lifestyle preference is among the listing's.
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
  if (filters.minRent !== undefined || filters.maxRent !== undefined) {
    // Browse's range filters read `rentAmount`: a document without one is never in range.
    const rent = listing.rentAmount;
    if (typeof rent !== 'number' || !Number.isFinite(rent)) return false;
    if (filters.minRent !== undefined && rent < filters.minRent) return false;
    if (filters.maxRent !== undefined && rent > filters.maxRent) return false;
  }
  if (filters.lifestyle?.length) {
    const offered = new Set(strings(listing.lifestylePreferences));
    if (!filters.lifestyle.every((key) => offered.has(key))) return false;
  }
  return true;
}
