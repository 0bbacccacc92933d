// The stored form of a saved search and the query shapes over saved searches
// and notifications, as data: pure (no Firebase imports), so the index
// generator (functions/scripts/gen-indexes.cjs), the index-coverage test and
// the seeder can use them from functions/lib.
import type { SavedSearchFilters } from '../contract/saved-searches';
import { DOCUMENT_ID, type QueryShape } from '../posts/query';

export const SAVED_SEARCHES = 'savedSearches';
export const NOTIFICATIONS = 'notifications';

/**
 * The key stored for "any room type" / "any availability". A new listing's
 * candidate searches are those whose key is the listing's value or ANY: two
 * `in` filters of two values each, one indexed query (see candidatesQueryShape).
 */
export const ANY = '*';

export type StoredSavedSearch<T> = {
  ownerId: string;
  name: string;
  filters: SavedSearchFilters;
  /** The location filter normalized as browse normalizes it (posts/document.ts), or null. */
  locationTerm: string | null;
  roomTypeKey: string;
  availabilityKey: string;
  createdAt: T;
  updatedAt: T;
};

/** Candidate searches are read in pages of this many. */
export const CANDIDATE_PAGE = 200;

/**
 * The trigger's query (notifications/on-listing-written.ts): saved searches
 * whose room type and availability keys admit the listing, paged by document
 * id. Each `in` is written here as an equality on its field: an index serves
 * an `in` as it serves `==`.
 */
export function candidatesQueryShape(roomType: string, availability: string): QueryShape {
  return {
    collection: SAVED_SEARCHES,
    equality: [
      { field: 'roomTypeKey', value: roomType },
      { field: 'availabilityKey', value: availability },
    ],
    range: [],
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
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
