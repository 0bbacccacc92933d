// The Room wanted list's filters as GET /seeker-ads and its count take them:
// the names the web app's URL shares, the sorts and their words. The API's
// strict reading is wanted-ads/schema.ts; what each filter means (the query
// and the alerts' predicate) is the kind's search declaration,
// wanted-ads/query.ts.
import { ROOM_TYPES, type LifestylePreference } from './listing';
import type { NearKm } from './near';
import { OCCUPATIONS } from './wanted-ad';

export const WANTED_AD_SORT_LABELS = {
  newest: 'Newest first',
  soonest: 'Soonest move-in',
} as const;
export type WantedAdSort = keyof typeof WANTED_AD_SORT_LABELS;
export const WANTED_AD_SORTS = Object.keys(WANTED_AD_SORT_LABELS) as [
  WantedAdSort,
  ...WantedAdSort[],
];
export const DEFAULT_WANTED_AD_SORT: WantedAdSort = 'newest';

/**
 * The filters that pick one of a list's values: each its URL and API name and
 * the values it takes. The API reads them strictly and the web app's URL
 * tolerantly from here; what each finds is its range in the kind's search
 * declaration (wanted-ads/query.ts).
 */
export const SEEKER_CHOICE_FILTERS = {
  /** Ads that want this room type (among others). */
  roomType: ROOM_TYPES,
  /** Ads by a student, a professional, or neither. */
  occupation: OCCUPATIONS,
} as const;
export type SeekerChoiceFilter = keyof typeof SEEKER_CHOICE_FILTERS;
export const SEEKER_CHOICES = Object.keys(SEEKER_CHOICE_FILTERS) as SeekerChoiceFilter[];

/** The filters; absent means "any". */
export type WantedAdFilters = {
  /** A place, matched like browse's location search. */
  area?: string;
  /** Ads whose budget is at least this. */
  minBudget?: number;
  /** Ads moving in on or before this date (`YYYY-MM-DD`). */
  moveInBy?: string;
  /** Ads staying at least this many months. */
  stay?: number;
  /** Ads whose lifestyle has all of these. */
  lifestyle?: LifestylePreference[];
  /**
   * A near search, as browse's (`near` "lat,lng", `km`, `place`): ads with
   * an area whose point is within `km` of `near`; never with `area`.
   */
  near?: string;
  km?: NearKm;
  place?: string;
  sort?: WantedAdSort;
} & { [K in SeekerChoiceFilter]?: (typeof SEEKER_CHOICE_FILTERS)[K][number] };
