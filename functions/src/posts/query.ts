// GET /posts as data: every request becomes one "query shape" (filters,
// ordering, limit) that the repository turns into a single Firestore query.
// Keeping this pure lets a test enumerate every shape the API can issue and
// check each against firestore.indexes.json.
//
// The design (docs/search-design.md): every list and count filters ALL ten
// fields of the listing's `search` map (posts/search-fields.ts) with range
// filters, an unchosen facet with a bound every listing meets. The fields a
// query names, and their order, then depend only on the sort, the scope
// (public or the owner's), the location and which lifestyle groups are
// chosen: a facet costs no index.
import type { LifestylePreference, Sort } from './fields';
import { POSTS } from './fields';
import { lifestyleMembership } from './lifestyle-index';
import { dayNumber } from '../contract/listing-facts';
import { NO_MOVE_IN, NO_STAY_MIN, NO_STAY_MAX } from './search-fields';
import { DOCUMENT_ID, type Direction, type OrderBy, type QueryShape } from '../lib/query-shape';

export type ListFilters = {
  /** The caller's own listings ("My listings"): the owner's uid, never an e-mail. */
  ownerId?: string;
  availability?: string;
  roomType?: string;
  /** Already normalized by `locationSearchTerm`. */
  location?: string;
  minRent?: number;
  maxRent?: number;
  /** Listings with ALL of these. */
  lifestyle?: LifestylePreference[];
  /** A calendar date (`YYYY-MM-DD`): listings available on or before it. */
  moveInBy?: string;
  /** Months: listings whose minimum stay ≤ stay ≤ maximum (or no maximum). */
  stay?: number;
  bills?: true;
  furnished?: true;
  privateBath?: true;
  couples?: true;
  sort: Sort;
  limit: number;
};

/** What a count takes: a list's filters without paging (GET /posts/count, public only). */
export type CountFilters = Omit<ListFilters, 'ownerId' | 'limit'>;
/** A count's query: a list's first page without its limit (a count reads no documents). */
export type CountShape = Omit<QueryShape, 'limit' | 'startAfter'>;

/**
 * The ten `search` fields every list query filters, in the order they follow
 * the sort's own field. Firestore allows range filters on at most 10 fields,
 * so all ten slots are used: a new range facet must share a field or replace
 * one. The order puts the likely selective ones first (docs/search-design.md):
 * room type and rent, which most searches set, then the move-in date and stay,
 * the yes/no facets, and availability (most listings are "Available") last.
 */
export const SEARCH_RANGE_FIELDS = [
  'search.room',
  'search.rent',
  'search.from',
  'search.stayMin',
  'search.stayMax',
  'search.bath',
  'search.couples',
  'search.bills',
  'search.furnished',
  'search.avail',
] as const;
export type SearchRangeField = (typeof SEARCH_RANGE_FIELDS)[number];

/** Each sort's leading field and direction; the other order fields take that direction. */
const SORT_FIELD: Record<Sort, OrderBy> = {
  newest: { field: 'createdAt', direction: 'desc' },
  'rent-asc': { field: 'search.rent', direction: 'asc' },
  'rent-desc': { field: 'search.rent', direction: 'desc' },
  soonest: { field: 'search.from', direction: 'asc' },
};

/**
 * The ordering for a sort: its field, then every range field it doesn't lead
 * with (Firestore orders by each inequality field; naming them keeps the order,
 * and so the cursor, exact), then the document id, which must come last. Ties
 * on the sort's field are broken by those fields in this order, then the id.
 */
export function orderFor(sort: Sort): OrderBy[] {
  const lead = SORT_FIELD[sort];
  const direction: Direction = lead.direction;
  return [
    lead,
    ...SEARCH_RANGE_FIELDS.filter((field) => field !== lead.field).map((field) => ({
      field,
      direction,
    })),
    { field: DOCUMENT_ID, direction },
  ];
}

type Bound = { op: '>=' | '<='; value: number | string };

/**
 * The bounds on each search field: the chosen facet's, or one every listing
 * meets (the stored values' floors and ceilings, posts/search-fields.ts).
 * A listing without facts holds values no facet filter accepts.
 */
function searchBounds(filters: ListFilters): Record<SearchRangeField, Bound[]> {
  const exactly = (value: string): Bound[] => [
    { op: '>=', value },
    { op: '<=', value },
  ];
  const atLeast = (value: number): Bound[] => [{ op: '>=', value }];
  const atMost = (value: number): Bound[] => [{ op: '<=', value }];
  return {
    'search.room':
      filters.roomType !== undefined ? exactly(filters.roomType) : [{ op: '>=', value: '' }],
    'search.avail':
      filters.availability !== undefined
        ? exactly(filters.availability)
        : [{ op: '>=', value: '' }],
    'search.rent': [
      { op: '>=', value: filters.minRent ?? 0 },
      ...(filters.maxRent !== undefined ? atMost(filters.maxRent) : []),
    ],
    // A date past the year 4707 (NO_MOVE_IN) would let in listings without facts.
    'search.from': atMost(
      filters.moveInBy !== undefined
        ? Math.min(dayNumber(filters.moveInBy), NO_MOVE_IN - 1)
        : NO_MOVE_IN,
    ),
    'search.stayMin': atMost(filters.stay ?? NO_STAY_MIN),
    'search.stayMax': atLeast(filters.stay ?? NO_STAY_MAX),
    'search.bills': atLeast(filters.bills ? 2 : 0),
    'search.furnished': atLeast(filters.furnished ? 2 : 0),
    'search.bath': atLeast(filters.privateBath ? 1 : 0),
    'search.couples': atLeast(filters.couples ? 1 : 0),
  };
}

/** The first page's shape; the router adds `startAfter` from a cursor. */
export function buildPostsQuery(filters: ListFilters): QueryShape {
  // Public lists (home, browse, search) show only active listings; the owner's
  // own list (My Listings) shows every status (posts/lifecycle.ts). Both take
  // every filter: the indexes are per scope, not per facet.
  const equality: QueryShape['equality'] = [
    filters.ownerId !== undefined
      ? { field: 'ownerId', value: filters.ownerId }
      : { field: 'status', value: 'active' },
  ];
  const membership = lifestyleMembership(filters.lifestyle ?? []);
  const bounds = searchBounds(filters);
  const range = SEARCH_RANGE_FIELDS.flatMap((field) =>
    bounds[field].map((bound) => ({ field, ...bound })),
  );

  return {
    collection: POSTS,
    equality,
    arrayContains:
      filters.location !== undefined
        ? { field: 'locationPrefixes', value: filters.location }
        : undefined,
    membership: membership.length ? membership : undefined,
    range,
    orderBy: orderFor(filters.sort),
    limit: filters.limit + 1,
  };
}

/**
 * GET /posts/count: exactly the public list's first-page query, without its
 * limit. It keeps the orderBy (a count aggregation allows it), so the
 * composite index that serves the list serves the count too: no new index.
 */
export function buildCountQuery(filters: CountFilters): CountShape {
  const { limit: _limit, ...shape } = buildPostsQuery({ ...filters, limit: 1 });
  return shape;
}

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
