// Browse's search declared once (ads/search-spec.ts): GET /posts and its
// count become one query shape each, which the repository runs as one
// Firestore query and the index generator and coverage test enumerate; the
// saved-search matcher evaluates the same declaration on one listing.
//
// The design (docs/search-design.md): every list and count filters ALL ten
// fields of the listing's `search` map (listings/search-fields.ts) with range
// filters, an unchosen facet with a bound every listing meets (the stored
// values' floors and ceilings; a listing without facts holds values no facet
// filter accepts). The fields a query names, and their order, then depend only
// on the sort, the scope, the location and which lifestyle groups are chosen:
// a facet costs no index.
import type { SearchFilters } from '../contract/browse-filters';
import { dayNumber } from '../contract/listing-facts';
import * as spec from '../ads/search-spec';
import type { CountShape, SearchSpec } from '../ads/search-spec';
import type { QueryShape } from '../lib/query-shape';
import { type Sort } from './fields';
import { LISTINGS } from './paths';
import { lifestyleFields, lifestyleMembership } from './lifestyle-index';
import { NO_MOVE_IN, NO_STAY_MIN, NO_STAY_MAX, searchFields } from './search-fields';
import { nearCellTerms, nearestRings, type Point } from '../places/near';

export type ListFilters = Omit<SearchFilters, 'location'> & {
  /** The caller's own listings ("My listings"): the owner's uid, never an e-mail. */
  ownerId?: string;
  /** Already normalized by `locationSearchTerm`. */
  location?: string;
  sort: Sort;
  limit: number;
};
/** What a count takes: a list's filters without paging (GET /posts/count, public only). */
export type CountFilters = Omit<ListFilters, 'ownerId' | 'limit'>;
export type { CountShape };

const { atLeast, atMost, exactly } = spec;

/**
 * Public lists (home, browse, search) show only active listings; the owner's
 * own list (My Listings) every status (listings/lifecycle.ts), with every filter.
 * The ranges use all ten of Firestore's range fields: a new range facet must
 * share a field or replace one. Their order puts the likely selective ones
 * first: room type and rent, which most searches set, then the move-in date
 * and stay, the yes/no facets, and availability (most are "Available") last.
 */
export const LISTING_SEARCH: SearchSpec<Omit<ListFilters, 'sort' | 'limit'>, Sort> = {
  collection: LISTINGS,
  scope: (filters) => [
    filters.ownerId !== undefined
      ? { field: 'ownerId', value: filters.ownerId }
      : { field: 'status', value: 'active' },
  ],
  contains: { field: 'locationPrefixes', term: (filters) => filters.location },
  membership: (filters) => lifestyleMembership(filters.lifestyle ?? []),
  ranges: {
    'search.room': (filters) => exactly(filters.roomType),
    'search.rent': (filters) => [
      ...atLeast(filters.minRent ?? 0),
      ...(filters.maxRent !== undefined ? atMost(filters.maxRent) : []),
    ],
    // A date past the year 4707 (NO_MOVE_IN) would let in listings without facts.
    'search.from': (filters) =>
      atMost(
        filters.moveInBy !== undefined
          ? Math.min(dayNumber(filters.moveInBy), NO_MOVE_IN - 1)
          : NO_MOVE_IN,
      ),
    'search.stayMin': (filters) => atMost(filters.stay ?? NO_STAY_MIN),
    'search.stayMax': (filters) => atLeast(filters.stay ?? NO_STAY_MAX),
    'search.bath': (filters) => atLeast(filters.privateBath ? 1 : 0),
    'search.couples': (filters) => atLeast(filters.couples ? 1 : 0),
    'search.bills': (filters) => atLeast(filters.bills ? 2 : 0),
    'search.furnished': (filters) => atLeast(filters.furnished ? 2 : 0),
    'search.avail': (filters) => exactly(filters.availability),
  },
  sorts: {
    newest: { field: 'createdAt', direction: 'desc' },
    'rent-asc': { field: 'search.rent', direction: 'asc' },
    'rent-desc': { field: 'search.rent', direction: 'desc' },
    soonest: { field: 'search.from', direction: 'asc' },
  },
  derive: (doc) => ({
    ...searchFields(doc),
    ...lifestyleFields(Array.isArray(doc.lifestylePreferences) ? doc.lifestylePreferences : []),
  }),
};

export const SEARCH_RANGE_FIELDS = Object.keys(LISTING_SEARCH.ranges);
export const orderFor = (sort: Sort) => spec.orderFor(LISTING_SEARCH, sort);
/** The first page's shape; the router adds `startAfter` from a cursor. */
export const buildListingsQuery = (filters: ListFilters): QueryShape =>
  spec.searchQuery(LISTING_SEARCH, filters);
/** GET /posts/count: the public list's query without its limit (the same index serves it). */
export const buildCountQuery = (filters: CountFilters): CountShape =>
  spec.countQuery(LISTING_SEARCH, filters);

/**
 * A near search's queries: the list's own once per geohash cell covering the
 * circle (places/near.ts), the cell as the place term a typed location would be.
 */
export const buildNearQueries = (filters: ListFilters, near: { center: Point; km: number }) =>
  nearCellTerms(near.center, near.km).map((term) =>
    buildListingsQuery({ ...filters, location: term }),
  );
/**
 * A nearest-first page's rings (ads/nearest-page.ts): each ring's cells, and a
 * cell's query, the list's own in its newest order (no index orders by distance).
 */
export const buildNearestRings = (filters: ListFilters, near: { center: Point; km: number }) => ({
  rings: nearestRings(near.km).map((km) => ({ km, cells: nearCellTerms(near.center, km) })),
  shapeOf: (cell: string) => buildListingsQuery({ ...filters, sort: 'newest', location: cell }),
  limit: filters.limit,
});
/** A near count's queries, one per cell. */
export const buildNearCountQueries = (filters: CountFilters, near: { center: Point; km: number }) =>
  nearCellTerms(near.center, near.km).map((term) =>
    buildCountQuery({ ...filters, location: term }),
  );

/** An override replaces the automatic indexes: the collection-scope ones are kept, a group one added. */
const withCollectionGroup = (collectionGroup: string, fieldPath: string) => ({
  collectionGroup,
  fieldPath,
  indexes: [
    { order: 'ASCENDING', queryScope: 'COLLECTION' },
    { order: 'DESCENDING', queryScope: 'COLLECTION' },
    { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
    { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
  ],
});

/**
 * Single-field index settings beyond Firestore's defaults. Deleting an account
 * finds the user's likes across every listing with one collection-group query
 * on `likes.uid`, and the reports they filed with one on `reports.reporterKey`
 * (moderation/deleted-reporters.ts); collection-group single-field indexes are
 * off by default, and an override replaces the defaults, so the
 * collection-scope ones are listed too.
 */
export const FIELD_OVERRIDES = [
  withCollectionGroup('likes', 'uid'),
  withCollectionGroup('reports', 'reporterKey'),
];
