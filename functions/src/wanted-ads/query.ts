// The Room wanted list's search declared once (ads/search-spec.ts), like
// browse's (listings/query.ts): GET /seeker-ads and its count become one query
// shape each, which the repository runs as one Firestore query and the index
// generator and coverage test enumerate.
//
// The design (docs/search-design.md, "Wanted ads"): every list filters ALL
// seven fields of the ad's `search` map (document.ts) with range filters,
// an unchosen facet with a bound every ad meets, so the fields a query names
// depend only on the sort, the area and which lifestyle groups are chosen.
import {
  WANTED_AD_SORTS,
  type WantedAdFilters,
  type WantedAdSort,
} from '../contract/wanted-ad-filters';
import { dayNumber } from '../contract/listing-facts';
import type { RoomType } from '../contract/listing';
import * as spec from '../ads/search-spec';
import type { Bound, CountShape, SearchSpec } from '../ads/search-spec';
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';
import { lifestyleFields, lifestyleMembership } from '../listings/lifestyle-index';
import type { Within } from '../ads/near-page';
import { distanceKm, nearCellTerms, shownKm, type Point } from '../places/near';
import {
  ROOM_SLOTS,
  WANTED_RANGE,
  readAreas,
  wantedAdSearchFields,
  type RoomField,
} from './document';
import { WANTED_ADS } from './fields';

export { WANTED_AD_SORTS, type WantedAdSort };

/** The list's filters (its `area` already a search term, `locationSearchTerm`), its page and its clock. */
export type WantedAdListFilters = Omit<WantedAdFilters, 'sort'> & {
  sort: WantedAdSort;
  limit: number;
  /** The clock (ms): ads past their expiry are left out. */
  now: number;
};

export type WantedAdCountFilters = Omit<WantedAdListFilters, 'limit'>;
export type WantedAdCountShape = CountShape;

/** Above any move-in day a stored ad can have (its date is at most two years ahead). */
const ANY_MOVE_IN = 999_999;

const { atLeast } = spec;

/** A room field's bounds: the wanted type's values if the filter's type is in it, else any. */
const roomBounds =
  (field: RoomField) =>
  ({ roomType }: { roomType?: RoomType }): Bound[] => {
    const slot = roomType && ROOM_SLOTS[roomType];
    if (!slot || slot.field !== field) return atLeast(0);
    const [low, high] = WANTED_RANGE[slot.position];
    return spec.between(low, high);
  };

/**
 * The Room wanted list's search: active ads (and, by `search.expires`, not
 * past their expiry). The ranges: the seven `search` fields, in the order
 * they follow the sort's own: the move-in date and budget, which most
 * searches set, then the stay and the room types; the expiry, which almost
 * every active ad passes, last.
 */
export const WANTED_AD_SEARCH: SearchSpec<
  Omit<WantedAdListFilters, 'sort' | 'limit'>,
  WantedAdSort
> = {
  collection: WANTED_ADS,
  scope: () => [{ field: 'status', value: 'active' }],
  contains: { field: 'areaPrefixes', term: (filters) => filters.area },
  membership: (filters) => lifestyleMembership(filters.lifestyle ?? []),
  ranges: {
    'search.moveIn': (filters) =>
      spec.atMost(
        filters.moveInBy !== undefined
          ? Math.min(dayNumber(filters.moveInBy), ANY_MOVE_IN)
          : ANY_MOVE_IN,
      ),
    'search.budget': (filters) => atLeast(filters.minBudget ?? 0),
    'search.stay': (filters) => atLeast(filters.stay ?? 0),
    'search.room0': roomBounds('room0'),
    'search.room1': roomBounds('room1'),
    'search.room2': roomBounds('room2'),
    'search.occupation': (filters) => spec.exactly(filters.occupation),
    // Not past its expiry: an ad expires when `expiresAt <= now` (lifecycle.ts).
    'search.expires': (filters) => atLeast(filters.now + 1),
  },
  sorts: {
    newest: { field: 'createdAt', direction: 'desc' },
    soonest: { field: 'search.moveIn', direction: 'asc' },
  },
  derive: (doc) => ({
    ...wantedAdSearchFields(doc),
    ...lifestyleFields(Array.isArray(doc.lifestyle) ? doc.lifestyle : []),
  }),
};

export const SEEKER_RANGE_FIELDS = Object.keys(WANTED_AD_SEARCH.ranges);
export const seekerOrderFor = (sort: WantedAdSort) => spec.orderFor(WANTED_AD_SEARCH, sort);
/** The first page's shape; the router adds `startAfter` from a cursor. */
export const buildWantedAdsQuery = (filters: WantedAdListFilters): QueryShape =>
  spec.searchQuery(WANTED_AD_SEARCH, filters);
/** GET /seeker-ads/count: the list's first page without its limit (the same index serves it). */
export const buildWantedAdCountQuery = (filters: WantedAdCountFilters): CountShape =>
  spec.countQuery(WANTED_AD_SEARCH, filters);

/**
 * A near search's queries (GET /seeker-ads?near=…): the list's own once per
 * geohash cell covering the circle (places/near.ts), the cell as the area
 * term a typed area would be: an ad stores each area point's cells among its
 * `areaPrefixes` (document.ts `areaSearchFields`).
 */
export const buildWantedNearQueries = (
  filters: WantedAdListFilters,
  near: { center: Point; km: number },
): QueryShape[] =>
  nearCellTerms(near.center, near.km).map((area) => buildWantedAdsQuery({ ...filters, area }));
/** A near count's queries, one per cell. */
export const buildWantedNearCountQueries = (
  filters: WantedAdCountFilters,
  near: { center: Point; km: number },
): CountShape[] =>
  nearCellTerms(near.center, near.km).map((area) => buildWantedAdCountQuery({ ...filters, area }));

/**
 * A near search's reach over ads (ads/near-page.ts `Within`): an ad is as far
 * as its nearest area point, and within reach when that is within `km`.
 */
export function withinAreas(center: Point, km: number): Within {
  return {
    fields: ['areas'],
    kmOf: (data) => {
      const nearest = Math.min(
        ...readAreas(data.areas).flatMap((area) =>
          area.point ? [distanceKm(center, area.point)] : [],
        ),
      );
      return nearest <= km ? nearest : undefined;
    },
    shown: shownKm,
  };
}

/** GET /seeker-ads/mine: the caller's newest ad, whatever its status (one read). */
export function mineQueryShape(uid: string): QueryShape {
  return {
    collection: WANTED_ADS,
    equality: [{ field: 'ownerId', value: uid }],
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: 1,
  };
}
