// The Room wanted list's search declared once (ads/search-spec.ts), like
// browse's (posts/query.ts): GET /seeker-ads and its count become one query
// shape each, which the repository runs as one Firestore query and the index
// generator and coverage test enumerate.
//
// The design (docs/search-design.md, "Seeker ads"): every list filters ALL
// seven fields of the ad's `search` map (document.ts) with range filters,
// an unchosen facet with a bound every ad meets, so the fields a query names
// depend only on the sort, the area and which lifestyle groups are chosen.
import { SEEKER_SORTS, type SeekerFilters, type SeekerSort } from '../contract/seeker-filters';
import { dayNumber } from '../contract/listing-facts';
import type { RoomType } from '../contract/listing';
import * as spec from '../ads/search-spec';
import type { Bound, CountShape, SearchSpec } from '../ads/search-spec';
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';
import { lifestyleFields, lifestyleMembership } from '../posts/lifestyle-index';
import { ROOM_SLOTS, WANTED_RANGE, seekerSearchFields, type RoomField } from './document';
import { SEEKER_ADS } from './fields';

export { SEEKER_SORTS, type SeekerSort };

/** The list's filters (its `area` already a search term, `locationSearchTerm`), its page and its clock. */
export type SeekerListFilters = Omit<SeekerFilters, 'sort'> & {
  sort: SeekerSort;
  limit: number;
  /** The clock (ms): ads past their expiry are left out. */
  now: number;
};

export type SeekerCountFilters = Omit<SeekerListFilters, 'limit'>;
export type SeekerCountShape = CountShape;

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
export const SEEKER_AD_SEARCH: SearchSpec<Omit<SeekerListFilters, 'sort' | 'limit'>, SeekerSort> = {
  collection: SEEKER_ADS,
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
    ...seekerSearchFields(doc),
    ...lifestyleFields(Array.isArray(doc.lifestyle) ? doc.lifestyle : []),
  }),
};

export const SEEKER_RANGE_FIELDS = Object.keys(SEEKER_AD_SEARCH.ranges);
export const seekerOrderFor = (sort: SeekerSort) => spec.orderFor(SEEKER_AD_SEARCH, sort);
/** The first page's shape; the router adds `startAfter` from a cursor. */
export const buildSeekerAdsQuery = (filters: SeekerListFilters): QueryShape =>
  spec.searchQuery(SEEKER_AD_SEARCH, filters);
/** GET /seeker-ads/count: the list's first page without its limit (the same index serves it). */
export const buildSeekerCountQuery = (filters: SeekerCountFilters): CountShape =>
  spec.countQuery(SEEKER_AD_SEARCH, filters);

/** GET /seeker-ads/mine: the caller's newest ad, whatever its status (one read). */
export function mineQueryShape(uid: string): QueryShape {
  return {
    collection: SEEKER_ADS,
    equality: [{ field: 'ownerId', value: uid }],
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: 1,
  };
}
