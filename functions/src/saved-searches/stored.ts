// The stored form of a saved search and the query shapes over saved searches
// and notifications, as data: pure (no Firebase imports), so the index
// generator (functions/scripts/gen-indexes.cjs), the index-coverage test and
// the seeder can use them from functions/lib.
import type { SavedSearchFilters } from '../contract/saved-searches';
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';

export const SAVED_SEARCHES = 'savedSearches';
export const NOTIFICATIONS = 'notifications';

/**
 * The key stored for "any location" / "any room type" / "any availability". A
 * new listing's candidate searches are those whose keys are the listing's
 * values or ANY (see the candidate query shapes below). ANY can't collide with
 * a location term or prefix: normalization (listings/document.ts) keeps letters,
 * digits and single spaces only.
 */
export const ANY = '*';

/**
 * The location key of a near search: found by its cells (`nearCells`), never
 * by a location term. Neither a term nor ANY: `:` never survives normalization.
 */
export const NEAR_KEY = 'near:';

export type StoredSavedSearch<T> = {
  ownerId: string;
  name: string;
  filters: SavedSearchFilters;
  /** The location filter normalized as browse normalizes it (listings/document.ts), or null. */
  locationTerm: string | null;
  /**
   * The trigger's location key: `locationTerm`, or ANY when the search has no
   * location. Searches stored before this key existed lack it and would never
   * be found as candidates; nothing had been deployed then, so there is no
   * backfill (the repository writes it on create and on rename, and so does
   * the seeder).
   */
  locationKey: string;
  /**
   * A near search's cells (places/near.ts `nearCellTerms`, at most
   * MAX_NEAR_CELLS): a listing within its distance has one of them among its
   * place terms. Absent on other searches.
   */
  nearCells?: string[];
  roomTypeKey: string;
  availabilityKey: string;
  createdAt: T;
  updatedAt: T;
};

/** Candidate searches are read in pages of this many (each query pages on its own). */
export const CANDIDATE_PAGE = 200;

/** The location key stored for a search's location term (null: no location), or a near search's. */
export const locationKeyFor = (locationTerm: string | null | undefined, near = false): string =>
  near ? NEAR_KEY : locationTerm || ANY;

/**
 * Location terms per chunked candidate query. Firestore allows at most 30
 * disjunctions in a query's normal form: `locationKey in chunk` ×
 * `roomTypeKey in [roomType, ANY]` is 15 × 2 = 30. Availability stays in the
 * pure matcher for these queries: adding `availabilityKey in [availability,
 * ANY]` would halve the chunk (7 × 2 × 2 = 28), doubling the queries (up to
 * 43 rather than 20 for a listing's 300 prefixes, and every query costs at
 * least one read even when empty) to save the reads of searches that ask for
 * the other availability, few and already narrowed to the listing's location.
 */
export const LOCATION_CHUNK = 15;

/**
 * The trigger's queries (notifications/on-listing-written.ts), paged by
 * document id. A search with a location term T finds a listing iff T is among
 * its `locationPrefixes`, so those candidates are the searches whose
 * `locationKey` is one of the listing's prefixes: one query per chunk of
 * LOCATION_CHUNK prefixes, with `roomTypeKey in [roomType, ANY]`. Each `in` is
 * written here as an equality on its field: an index serves an `in` as it
 * serves `==`.
 */
export function locatedCandidatesQueryShape(prefix: string, roomType: string): QueryShape {
  return {
    collection: SAVED_SEARCHES,
    equality: [
      { field: 'locationKey', value: prefix },
      { field: 'roomTypeKey', value: roomType },
    ],
    range: [],
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    limit: CANDIDATE_PAGE,
  };
}

/**
 * The searches without a location (`locationKey == ANY`) whose room type and
 * availability keys admit the listing (2 × 2 disjunctions): one more query.
 */
export function anyLocationCandidatesQueryShape(
  roomType: string,
  availability: string,
): QueryShape {
  return {
    collection: SAVED_SEARCHES,
    equality: [
      { field: 'locationKey', value: ANY },
      { field: 'roomTypeKey', value: roomType },
      { field: 'availabilityKey', value: availability },
    ],
    range: [],
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    limit: CANDIDATE_PAGE,
  };
}

/**
 * The near searches a listing may be within: those with one of the listing's
 * cells (its 4 `geo:` place terms) among their `nearCells`. One
 * array-contains-any, paged by id: Firestore's automatic array index on
 * `nearCells` serves it (its entries end in the id), no composite index.
 */
export function nearCandidatesQueryShape(cells: string[]) {
  return {
    collection: SAVED_SEARCHES,
    arrayContainsAny: { field: 'nearCells', values: cells },
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' as const }],
    limit: CANDIDATE_PAGE,
  };
}

/** GET /users/me/notifications: the caller's alerts, newest first, id tie-break. */
export function notificationsQueryShape(uid: string, limit: number): QueryShape {
  return {
    collection: NOTIFICATIONS,
    equality: [{ field: 'ownerId', value: uid }],
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: limit + 1,
  };
}

/** The navbar bell's count and "Mark all read": the caller's unread alerts (equalities only). */
export function unreadQueryShape(uid: string): {
  collection: string;
  equality: QueryShape['equality'];
} {
  return {
    collection: NOTIFICATIONS,
    equality: [
      { field: 'ownerId', value: uid },
      { field: 'read', value: 'false' },
    ],
  };
}

/** The id of the one alert a listing can raise for a search: retries and re-activations reuse it. */
export const notificationId = (searchId: string, postId: string) => `${searchId}_${postId}`;
