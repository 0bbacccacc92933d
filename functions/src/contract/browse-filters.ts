// Browse's filters, read and written in one place: the browse URL (the web app
// reads it tolerantly and writes it back) and the words a saved search is
// described with. The API's query parameters are the URL's own names, so a
// link is the filters themselves; browse-api-query.ts writes them, on its own
// because every page that lists listings needs it and only browse needs this.
// The server's strict validation of the same filters, with its 400 messages,
// is browse-filters-schema.ts beside it: it needs zod, which the web app loads
// only as zod/mini in its forms (web/src/lib/zod.ts). Imports nothing beyond
// the contract.
import {
  AVAILABILITIES,
  DEFAULT_SORT,
  LIFESTYLE_LABELS,
  LISTING_LIMITS,
  NEAREST_SORT,
  ROOM_TYPES,
  SORTS,
  type Availability,
  type LifestylePreference,
  type ListSort,
  type RoomType,
} from './listing';
import { canonicalLifestyle, parseLifestyle, parseStay } from './filter-values';
import { formatDay, isCalendarDate } from './listing-facts';
import {
  FLAG_FILTERS,
  FLAG_FILTER_LABELS,
  type FlagFilter,
  type FlagFilters,
} from './flag-filters';
import { formatRent } from './rent';
import { NEAR_DEFAULT_KM, NEAR_KM, NEAR_PLACE_MAX, type NearKm } from './near';

export {
  STAY_CHOICES,
  canonicalLifestyle,
  parseLifestyle,
  parseStay,
  toggleLifestyle,
} from './filter-values';

/**
 * The filters, typed, as GET /posts and GET /posts/count take them (and a
 * saved search keeps them, without the sort). Absent means "any".
 */
export type BrowseFilters = {
  location?: string;
  roomType?: RoomType;
  availability?: Availability;
  minRent?: number;
  maxRent?: number;
  /** Listings with ALL of these (contract order, once each). */
  lifestyle?: LifestylePreference[];
  /** Free on or before this date (`YYYY-MM-DD`): their "available from" is this day or earlier. */
  moveInBy?: string;
  /** A stay of this many months fits: minimum ≤ stay ≤ maximum (or no maximum). */
  stay?: number;
  /** A near search's centre, `lat,lng` to 3 decimals ("40.65,-73.95"); then no `location`. */
  near?: string;
  /** Its distance in km (the API's default when absent). */
  km?: NearKm;
  /** Its place as the member chose it ("Brooklyn, NY"), for the page to show. */
  place?: string;
  /** `nearest` only with `near`. */
  sort?: ListSort;
} & FlagFilters;

export { FLAG_FILTERS, FLAG_FILTER_LABELS, type FlagFilter } from './flag-filters';

/**
 * The filters a saved search keeps: browse's, without the sort. A near search
 * is kept with its distance (the API's default written out) and its place.
 */
export type SearchFilters = Omit<BrowseFilters, 'sort'>;

const VALUE_KEYS = [
  'location',
  'roomType',
  'availability',
  'minRent',
  'maxRent',
  'sort',
  'lifestyle',
  'moveInBy',
  'stay',
  'near',
  'km',
  'place',
] as const;
export type FilterKey = (typeof VALUE_KEYS)[number] | FlagFilter;
/** The URL's parameter names (also the API's), in the order they are written: the flags last. */
export const FILTER_KEYS: readonly FilterKey[] = [...VALUE_KEYS, ...FLAG_FILTERS];

/** Longest lifestyle parameter the API reads (six keys comma-joined are far shorter). */
export const LIFESTYLE_PARAM_MAX = 200;

/** Rent bounds are amounts from 0 to this. */
export const MAX_RENT = LISTING_LIMITS.maxRent;

/** A rent bound as the URL spells it: digits, optionally a decimal part. */
export const RENT_PATTERN = /^\d+(\.\d+)?$/;

// ---------------------------------------------------------------------------
// Location: how a location search is compared with a listing's location.

/** Longest prefix (in code points) indexed per word start: longer searches are cut to this length. */
export const MAX_PREFIX_LENGTH = 40;

/**
 * Lowercase, accents removed, every run of punctuation/space collapsed to one
 * space: "São Paulo,  SP" → "sao paulo sp". Applied to stored locations and to
 * searches alike, so "brooklyn ny" finds "Brooklyn, NY".
 */
export function normalizeLocation(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The term to look up in `locationPrefixes`, or undefined when the search has no letters or digits. */
export function locationSearchTerm(query: string): string | undefined {
  // Cut by code point, as the stored prefixes are (`locationPrefixes` below).
  const term = [...normalizeLocation(query)].slice(0, MAX_PREFIX_LENGTH).join('').trimEnd();
  return term || undefined;
}

/** Hard cap on index entries per listing (mirrored in firestore.rules). */
export const MAX_PREFIXES = 300;

/**
 * Every prefix of the location starting at each word, so an `array-contains`
 * query finds "starts with" matches on the whole location ("san fr") or on any
 * later word ("francisco", "ca"). Firestore has no case-insensitive or
 * substring operator; this trades a few dozen index entries per listing for a
 * single indexed query. Stored on listings as `locationPrefixes`; a seeker's
 * area matches a listing when its search term is one of them (room-match.ts).
 */
export function locationPrefixes(location: string): string[] {
  // By code point, not UTF-16 unit: slicing between the halves of a surrogate
  // pair (a letter outside the BMP, such as 𠮷 or 𝘸) made a string Firestore
  // can't store, and creating the listing failed with a 500 (found by the fuzz suite).
  const chars = [...normalizeLocation(location)];
  const prefixes = new Set<string>();
  for (let start = 0; start < chars.length; start++) {
    if (start > 0 && chars[start - 1] !== ' ') continue;
    const tail = chars.slice(start, start + MAX_PREFIX_LENGTH);
    for (let end = 1; end <= tail.length; end++) {
      const prefix = tail.slice(0, end).join('').trimEnd();
      if (prefix) prefixes.add(prefix);
    }
    if (prefixes.size >= MAX_PREFIXES) break;
  }
  return [...prefixes].slice(0, MAX_PREFIXES);
}

// ---------------------------------------------------------------------------
// The browse URL, read tolerantly (the browser).

/** What the filter controls show: raw text, possibly not (yet) valid. */
export type FilterDraft = Record<FilterKey, string>;

export const EMPTY_DRAFT = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as FilterDraft;

export function readDraft(params: URLSearchParams): FilterDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const key of FILTER_KEYS) draft[key] = params.get(key) ?? '';
  return draft;
}

/** The draft as URL params: empty values and the default sort are left out to keep links short. */
export function writeDraft(draft: FilterDraft, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) {
    const value = draft[key].trim();
    if (!value || (key === 'sort' && value === DEFAULT_SORT)) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/** A yes/no filter's URL value: on for `1` (and `true`), else off. */
export const parseFlag = (text: string) => text.trim() === '1' || text.trim() === 'true';

/** A rent bound, or undefined when the text isn't a usable amount. */
export function parseRent(text: string): number | undefined {
  const trimmed = text.trim();
  if (!RENT_PATTERN.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_RENT ? value : undefined;
}

export type RentProblem = { minRent?: string; maxRent?: string };

/** Messages for rent bounds the API would reject (they are then not sent). */
export function rentProblems(draft: FilterDraft): RentProblem {
  const problems: RentProblem = {};
  for (const key of ['minRent', 'maxRent'] as const) {
    if (draft[key].trim() && parseRent(draft[key]) === undefined) {
      problems[key] = 'Enter an amount from 0 to 1,000,000';
    }
  }
  const min = parseRent(draft.minRent);
  const max = parseRent(draft.maxRent);
  if (min !== undefined && max !== undefined && min > max) {
    problems.maxRent = 'Max rent must not be below min rent';
  }
  return problems;
}

const isOneOf = <T extends string>(values: readonly T[], text: string): text is T =>
  (values as readonly string[]).includes(text);

/**
 * The filters to send: values the API would reject are dropped (and shown as
 * problems instead), so a half-typed URL still lists something sensible.
 */
export function toFilters(draft: FilterDraft): BrowseFilters {
  const filters: BrowseFilters = {};
  const location = draft.location.trim();
  if (location) filters.location = location;
  if (isOneOf(ROOM_TYPES, draft.roomType)) filters.roomType = draft.roomType;
  if (isOneOf(AVAILABILITIES, draft.availability)) filters.availability = draft.availability;
  const problems = rentProblems(draft);
  const min = parseRent(draft.minRent);
  const max = parseRent(draft.maxRent);
  if (min !== undefined && !problems.minRent && !problems.maxRent) filters.minRent = min;
  if (max !== undefined && !problems.maxRent) filters.maxRent = max;
  const lifestyle = parseLifestyle(draft.lifestyle);
  if (lifestyle.length) filters.lifestyle = lifestyle;
  const moveInBy = draft.moveInBy.trim();
  if (isCalendarDate(moveInBy)) filters.moveInBy = moveInBy;
  const stay = parseStay(draft.stay);
  if (stay !== undefined) filters.stay = stay;
  for (const flag of FLAG_FILTERS) if (parseFlag(draft[flag])) filters[flag] = true;
  const near = nearSearchOf(draft);
  if (near) {
    // A place replaces a typed location (the API takes one or the other).
    delete filters.location;
    Object.assign(filters, near);
  }
  filters.sort = isOneOf(SORTS, draft.sort)
    ? draft.sort
    : draft.sort === NEAREST_SORT && filters.near
      ? NEAREST_SORT
      : DEFAULT_SORT;
  return filters;
}

/** True when anything narrows the list (sorting doesn't). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return Object.keys(searchFiltersOf(filters)).length > 0;
}

/** A near search's centre as the URL and the API spell it, or undefined when the text isn't one. */
export function parseNear(text: string): string | undefined {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(text.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const three = (value: number) => String(Math.round(value * 1000) / 1000 || 0);
  return `${three(lat)},${three(lng)}`;
}

/** A near search as a list's URL spells it (`near`, `km`, `place`), or undefined when `near` isn't one. */
export function nearSearchOf(draft: {
  near: string;
  km: string;
  place: string;
}): { near: string; km?: NearKm; place?: string } | undefined {
  const near = parseNear(draft.near);
  if (!near) return undefined;
  const search: { near: string; km?: NearKm; place?: string } = { near };
  const km = Number(draft.km.trim());
  if ((NEAR_KM as readonly number[]).includes(km)) search.km = km as NearKm;
  const place = draft.place.trim().slice(0, NEAR_PLACE_MAX);
  if (place) search.place = place;
  return search;
}

// ---------------------------------------------------------------------------
// Writing: the browse URL and the API's query parameters.

const flagsDraft = (filters: FlagFilters) =>
  Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, filters[flag] ? '1' : ''])) as Record<
    FlagFilter,
    string
  >;

/** Typed filters as the URL spells them (absent ones empty). */
export function draftOf(filters: BrowseFilters): FilterDraft {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    location: text(filters.location),
    roomType: text(filters.roomType),
    availability: text(filters.availability),
    minRent: text(filters.minRent),
    maxRent: text(filters.maxRent),
    sort: text(filters.sort),
    lifestyle: canonicalLifestyle(filters.lifestyle ?? []).join(','),
    moveInBy: text(filters.moveInBy),
    stay: text(filters.stay),
    near: text(filters.near),
    km: text(filters.km),
    place: text(filters.place),
    ...flagsDraft(filters),
  };
}

/** The browse page's query string for a saved search ('' for none), e.g. `location=Brooklyn&roomType=Studio`. */
export function browseQuery(filters: SearchFilters): string {
  return writeDraft(draftOf(searchFiltersOf(filters))).toString();
}

// ---------------------------------------------------------------------------
// In words: a saved search as people read it ("Brooklyn · Studio · up to $1,500").

/**
 * Only the filters a search keeps, without empty values: browse's own filter
 * object also carries its sort (and may gain fields), which a search ignores.
 */
export function searchFiltersOf(filters: SearchFilters): SearchFilters {
  const picked: SearchFilters = {};
  const location = filters.location?.trim();
  const near = typeof filters.near === 'string' ? parseNear(filters.near) : undefined;
  if (near) {
    // A place replaces a typed location, as on browse.
    picked.near = near;
    if (typeof filters.km === 'number') picked.km = filters.km;
    const place = filters.place?.trim();
    if (place) picked.place = place;
  } else if (location) picked.location = location;
  if (filters.roomType) picked.roomType = filters.roomType;
  if (filters.availability) picked.availability = filters.availability;
  if (typeof filters.minRent === 'number') picked.minRent = filters.minRent;
  if (typeof filters.maxRent === 'number') picked.maxRent = filters.maxRent;
  // Contract order, no repeats: the API stores them so too.
  const lifestyle = canonicalLifestyle(filters.lifestyle ?? []);
  if (lifestyle.length) picked.lifestyle = lifestyle;
  if (typeof filters.moveInBy === 'string' && filters.moveInBy) picked.moveInBy = filters.moveInBy;
  if (typeof filters.stay === 'number') picked.stay = filters.stay;
  for (const flag of FLAG_FILTERS) if (filters[flag] === true) picked[flag] = true;
  return picked;
}

function rentPart({ minRent, maxRent }: SearchFilters): string | undefined {
  if (minRent !== undefined && maxRent !== undefined) {
    return `${formatRent(minRent)}–${formatRent(maxRent)}`;
  }
  if (maxRent !== undefined) return `up to ${formatRent(maxRent)}`;
  if (minRent !== undefined) return `from ${formatRent(minRent)}`;
  return undefined;
}

/** "Within 5 km of Brooklyn, NY" (the centre's coordinates when it has no place name). */
function nearPart({ near, km = NEAR_DEFAULT_KM, place }: SearchFilters): string {
  return `Within ${km} km of ${place ?? near}`;
}

/** Each chosen filter as a short phrase, in the order browse shows them. */
export function filterParts(filters: SearchFilters): string[] {
  const f = searchFiltersOf(filters);
  return [
    f.near ? nearPart(f) : f.location,
    f.roomType,
    f.availability,
    rentPart(f),
    f.moveInBy ? `by ${formatDay(f.moveInBy)}` : undefined,
    f.stay !== undefined ? `${f.stay}+ months` : undefined,
    ...FLAG_FILTERS.map((flag) => (f[flag] ? FLAG_FILTER_LABELS[flag].toLowerCase() : undefined)),
    f.lifestyle?.map((key) => LIFESTYLE_LABELS[key]).join(', '),
  ].filter((part): part is string => Boolean(part));
}

export const ANY_LISTING = 'All listings';

/** "Brooklyn · Studio · up to $1,500", or "All listings" when nothing narrows it. */
export function describeFilters(filters: SearchFilters): string {
  const parts = filterParts(filters);
  return parts.length ? parts.join(' · ') : ANY_LISTING;
}
