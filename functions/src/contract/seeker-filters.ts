// The Room wanted list's filters as GET /seeker-ads and its count take them:
// the names the web app's URL shares, the sorts and their words. The API's
// strict reading is seeker-ads/schema.ts; what each filter means (the query
// and the alerts' predicate) is the kind's search declaration,
// seeker-ads/query.ts.
import type { LifestylePreference, RoomType } from './listing';

export const SEEKER_SORT_LABELS = {
  newest: 'Newest first',
  soonest: 'Soonest move-in',
} as const;
export type SeekerSort = keyof typeof SEEKER_SORT_LABELS;
export const SEEKER_SORTS = Object.keys(SEEKER_SORT_LABELS) as [SeekerSort, ...SeekerSort[]];
export const DEFAULT_SEEKER_SORT: SeekerSort = 'newest';

/** The filters; absent means "any". */
export type SeekerFilters = {
  /** A place, matched like browse's location search. */
  area?: string;
  /** Ads whose budget is at least this. */
  minBudget?: number;
  /** Ads moving in on or before this date (`YYYY-MM-DD`). */
  moveInBy?: string;
  /** Ads staying at least this many months. */
  stay?: number;
  /** Ads that want this room type (among others). */
  roomType?: RoomType;
  /** Ads whose lifestyle has all of these. */
  lifestyle?: LifestylePreference[];
  sort?: SeekerSort;
};
