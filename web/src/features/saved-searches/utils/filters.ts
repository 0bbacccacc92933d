// A saved search's filters as people read them ("Brooklyn · Studio · up to
// $1,500") and as the browse URL that shows its listings. The browse URL
// parameters have the same names as the filters (the contract), so a link is
// the filters themselves, lifestyle keys comma-joined.
import { LIFESTYLE_LABELS, LIFESTYLE_PREFERENCES } from '@contract/listing';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from '../types';

/** 1500 → "$1,500" (en-US grouping by hand: no Intl locale data for a few rents). */
export function formatAmount(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(amount * 100) / 100).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Only the filters a search keeps, without empty values: browse's own filter
 * object also carries its sort (and may gain fields), which a search ignores.
 */
export function searchFiltersOf(filters: SavedSearchFilters): SavedSearchFilters {
  const picked: SavedSearchFilters = {};
  const location = filters.location?.trim();
  if (location) picked.location = location;
  if (filters.roomType) picked.roomType = filters.roomType;
  if (filters.availability) picked.availability = filters.availability;
  if (typeof filters.minRent === 'number') picked.minRent = filters.minRent;
  if (typeof filters.maxRent === 'number') picked.maxRent = filters.maxRent;
  // Contract order, no repeats: the API stores them so too.
  const lifestyle = LIFESTYLE_PREFERENCES.filter((key) => filters.lifestyle?.includes(key));
  if (lifestyle.length) picked.lifestyle = lifestyle;
  return picked;
}

function rentPart({ minRent, maxRent }: SavedSearchFilters): string | null {
  if (minRent !== undefined && maxRent !== undefined) {
    return `${formatAmount(minRent)}–${formatAmount(maxRent)}`;
  }
  if (maxRent !== undefined) return `up to ${formatAmount(maxRent)}`;
  if (minRent !== undefined) return `from ${formatAmount(minRent)}`;
  return null;
}

/** Each chosen filter as a short phrase, in the order browse shows them. */
export function filterParts(filters: SavedSearchFilters): string[] {
  const f = searchFiltersOf(filters);
  return [
    f.location,
    f.roomType,
    f.availability,
    rentPart(f),
    f.lifestyle?.map((key) => LIFESTYLE_LABELS[key]).join(', '),
  ].filter((part): part is string => Boolean(part));
}

export const ANY_LISTING = 'All listings';

/** "Brooklyn · Studio · up to $1,500", or "All listings" when nothing narrows it. */
export function describeFilters(filters: SavedSearchFilters): string {
  const parts = filterParts(filters);
  return parts.length ? parts.join(' · ') : ANY_LISTING;
}

/** The name the save dialog suggests: the summary, cut to the name limit. */
export function suggestedName(filters: SavedSearchFilters): string {
  const summary = describeFilters(filters);
  return summary.length <= SAVED_SEARCH_NAME_MAX
    ? summary
    : `${summary.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}

/** The browse page's query string for these filters ('' for none), e.g. `location=Brooklyn&roomType=Studio`. */
export function browseQuery(filters: SavedSearchFilters): string {
  const f = searchFiltersOf(filters);
  const params = new URLSearchParams();
  if (f.location) params.set('location', f.location);
  if (f.roomType) params.set('roomType', f.roomType);
  if (f.availability) params.set('availability', f.availability);
  if (f.minRent !== undefined) params.set('minRent', String(f.minRent));
  if (f.maxRent !== undefined) params.set('maxRent', String(f.maxRent));
  if (f.lifestyle) params.set('lifestyle', f.lifestyle.join(','));
  return params.toString();
}
