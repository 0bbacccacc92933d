// GET /posts as data: every request becomes one "query shape" (filters,
// ordering, limit) that the repository turns into a single Firestore query.
// Keeping this pure lets a test enumerate every shape the API can issue and
// check each against firestore.indexes.json.
import type { LifestylePreference, Sort } from './fields';
import { POSTS } from './fields';
import { lifestyleMembership } from './lifestyle-index';
import { DOCUMENT_ID, type OrderBy, type QueryShape } from '../lib/query-shape';

export type ListFilters = {
  /** The caller's own listings ("My listings"): the owner's uid, never an e-mail. */
  ownerId?: string;
  availability?: string;
  roomType?: string;
  /** Already normalized by `locationSearchTerm`. */
  location?: string;
  minRent?: number;
  maxRent?: number;
  /** Listings with ALL of these (public lists only). */
  lifestyle?: LifestylePreference[];
  sort: Sort;
  limit: number;
};

/** What a count takes: a list's filters without paging (GET /posts/count, public only). */
export type CountFilters = Omit<ListFilters, 'ownerId' | 'limit'>;
/** A count's query: a list's first page without its limit (a count reads no documents). */
export type CountShape = Omit<QueryShape, 'limit' | 'startAfter'>;

export const LIFESTYLE_NEEDS_PUBLIC_LIST = 'lifestyle filters apply to public lists only';

/**
 * The ordering for a sort. A rent range with "newest" also orders by rent:
 * Firestore needs every inequality field in the index, and naming it here
 * (after createdAt, before the document id) keeps the cursor exact. The
 * document id must come last: nothing may follow it.
 */
export function orderFor(sort: Sort, hasRentRange: boolean): OrderBy[] {
  switch (sort) {
    case 'rent-asc':
      return [
        { field: 'rentAmount', direction: 'asc' },
        { field: DOCUMENT_ID, direction: 'asc' },
      ];
    case 'rent-desc':
      return [
        { field: 'rentAmount', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ];
    case 'newest':
      return [
        { field: 'createdAt', direction: 'desc' },
        ...(hasRentRange ? [{ field: 'rentAmount', direction: 'desc' as const }] : []),
        { field: DOCUMENT_ID, direction: 'desc' },
      ];
  }
}

/** The first page's shape; the router adds `startAfter` from a cursor. */
export function buildPostsQuery(filters: ListFilters): QueryShape {
  const equality: QueryShape['equality'] = [];
  if (filters.ownerId !== undefined) equality.push({ field: 'ownerId', value: filters.ownerId });
  // Public lists (home, browse, search) show only active listings; the owner's
  // own list (My Listings) shows every status (posts/lifecycle.ts).
  else equality.push({ field: 'status', value: 'active' });
  if (filters.availability !== undefined) {
    equality.push({ field: 'availability', value: filters.availability });
  }
  if (filters.roomType !== undefined) equality.push({ field: 'roomType', value: filters.roomType });

  // Only public lists take lifestyle filters. Owner lists with them
  // would need ×4 owner indexes too (about 270 in all, over Firestore's 200).
  if (filters.ownerId !== undefined && filters.lifestyle?.length) {
    throw new Error(LIFESTYLE_NEEDS_PUBLIC_LIST);
  }
  const membership = lifestyleMembership(filters.lifestyle ?? []);

  const range: QueryShape['range'] = [];
  if (filters.minRent !== undefined)
    range.push({ field: 'rentAmount', op: '>=', value: filters.minRent });
  if (filters.maxRent !== undefined)
    range.push({ field: 'rentAmount', op: '<=', value: filters.maxRent });

  return {
    collection: POSTS,
    equality,
    arrayContains:
      filters.location !== undefined
        ? { field: 'locationPrefixes', value: filters.location }
        : undefined,
    membership: membership.length ? membership : undefined,
    range,
    orderBy: orderFor(filters.sort, range.length > 0),
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

/**
 * Single-field index settings beyond Firestore's defaults. Deleting an account
 * finds the user's likes across every listing with one collection-group query
 * on `likes.uid`; collection-group single-field indexes are off by default, and
 * an override replaces the defaults, so the collection-scope ones are listed too.
 */
export const FIELD_OVERRIDES = [
  {
    collectionGroup: 'likes',
    fieldPath: 'uid',
    indexes: [
      { order: 'ASCENDING', queryScope: 'COLLECTION' },
      { order: 'DESCENDING', queryScope: 'COLLECTION' },
      { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
      { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
    ],
  },
];
