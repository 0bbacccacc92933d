// Browse filters live in the URL query under the API's own parameter names, so
// a search can be shared and survives a reload, and the URL maps 1:1 onto
// `GET /posts`.
import { DEFAULT_SORT, LISTING_LIMITS, SORT_LABELS } from '@contract/listing';
import {
  AVAILABILITIES,
  LIFESTYLE_PREFERENCES,
  ROOM_TYPES,
  SORTS,
  type Availability,
  type LifestylePreference,
  type PostFilters,
  type RoomType,
  type Sort,
} from '../types';

export { DEFAULT_SORT, SORT_LABELS };

/** What the filter controls show: raw text, possibly not (yet) valid. */
export type FilterDraft = {
  location: string;
  roomType: string;
  availability: string;
  minRent: string;
  maxRent: string;
  sort: string;
  /** Lifestyle keys, comma-separated in contract order (`pets,quiet`). */
  lifestyle: string;
};

export const FILTER_KEYS = [
  'location',
  'roomType',
  'availability',
  'minRent',
  'maxRent',
  'sort',
  'lifestyle',
] as const satisfies ReadonlyArray<keyof FilterDraft>;

export function readDraft(params: URLSearchParams): FilterDraft {
  return {
    location: params.get('location') ?? '',
    roomType: params.get('roomType') ?? '',
    availability: params.get('availability') ?? '',
    minRent: params.get('minRent') ?? '',
    maxRent: params.get('maxRent') ?? '',
    sort: params.get('sort') ?? '',
    lifestyle: params.get('lifestyle') ?? '',
  };
}

/** The known lifestyle keys of `lifestyle=` text, once each, in contract order (unknown ones dropped). */
export function parseLifestyle(text: string): LifestylePreference[] {
  const keys = text.split(',').map((key) => key.trim());
  return LIFESTYLE_PREFERENCES.filter((key) => keys.includes(key));
}

/** The `lifestyle=` text with `key` switched on or off. */
export function toggleLifestyle(text: string, key: LifestylePreference): string {
  const chosen = parseLifestyle(text);
  return LIFESTYLE_PREFERENCES.filter((k) =>
    k === key ? !chosen.includes(k) : chosen.includes(k),
  ).join(',');
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

/** A rent bound, or undefined when the text isn't a usable amount. */
export function parseRent(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= LISTING_LIMITS.maxRent ? value : undefined;
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

const hasRentProblem = (draft: FilterDraft) => {
  const problems = rentProblems(draft);
  return Boolean(problems.minRent || problems.maxRent);
};

/**
 * What to put in the URL for `draft`, given the filters already there: while
 * the rent range is impossible (or half-typed, "1" on the way to "1000"), the
 * rent bounds already searched are kept, so the results don't jump to an
 * unfiltered list; everything else follows the draft.
 */
export function committableDraft(draft: FilterDraft, committed: FilterDraft): FilterDraft {
  if (!hasRentProblem(draft)) return draft;
  return { ...draft, minRent: committed.minRent, maxRent: committed.maxRent };
}

/** Under the rent fields while their range can't be searched: what the results show instead. */
export const RENT_KEPT =
  'The listings below still use your previous rent range until this is fixed.';
export const RENT_LEFT_OUT = 'The listings below aren’t filtered by rent until the range is fixed.';

/** The note for `draft` (null when its rent range is fine), given the filters in the URL. */
export function rentNote(draft: FilterDraft, committed: FilterDraft): string | null {
  if (!hasRentProblem(draft)) return null;
  return hasRentProblem(committed) ? RENT_LEFT_OUT : RENT_KEPT;
}

/**
 * The filters to send: values the API would reject are dropped (and shown as
 * problems instead), so a half-typed URL still lists something sensible.
 */
export function toFilters(draft: FilterDraft): PostFilters {
  const filters: PostFilters = {};
  const location = draft.location.trim();
  if (location) filters.location = location;
  if ((ROOM_TYPES as readonly string[]).includes(draft.roomType)) {
    filters.roomType = draft.roomType as RoomType;
  }
  if ((AVAILABILITIES as readonly string[]).includes(draft.availability)) {
    filters.availability = draft.availability as Availability;
  }
  const problems = rentProblems(draft);
  const min = parseRent(draft.minRent);
  const max = parseRent(draft.maxRent);
  if (min !== undefined && !problems.minRent && !problems.maxRent) filters.minRent = min;
  if (max !== undefined && !problems.maxRent) filters.maxRent = max;
  const lifestyle = parseLifestyle(draft.lifestyle);
  if (lifestyle.length) filters.lifestyle = lifestyle;
  filters.sort = (SORTS as readonly string[]).includes(draft.sort)
    ? (draft.sort as Sort)
    : DEFAULT_SORT;
  return filters;
}

/** True when anything narrows the list (sorting doesn't). */
export function hasActiveFilters(filters: PostFilters): boolean {
  return Boolean(
    filters.location ||
    filters.roomType ||
    filters.availability ||
    filters.minRent !== undefined ||
    filters.maxRent !== undefined ||
    Boolean(filters.lifestyle?.length),
  );
}
