// One key hierarchy for every listings query, so a mutation can refresh all
// lists (`listingKeys.lists()`) or all views of one post (`listingKeys.post(id)`).
import type { ListingFilters } from '../types';

export const listingKeys = {
  all: ['posts'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: ListingFilters & { limit?: number }) =>
    [...listingKeys.lists(), filters] as const,
  pages: (filters: ListingFilters & { limit?: number }) =>
    [...listingKeys.lists(), 'pages', filters] as const,
  /** How many listings match (under lists(), so a change to listings refreshes it too). */
  count: (filters: Omit<ListingFilters, 'email' | 'sort'>) =>
    [...listingKeys.lists(), 'count', filters] as const,
  /**
   * Liked Listings (get-liked-listings.ts): under `lists()`, so every
   * change that refreshes the lists (a like, an edit, a deletion, a status
   * change) refreshes it too.
   */
  liked: (uid: string, limit: number) => [...listingKeys.lists(), 'liked', { uid, limit }] as const,
  post: (id: string) => [...listingKeys.all, 'post', id] as const,
  /** What a post looks like depends on who asks (`liked`, contact details). */
  detail: (id: string, viewer: string | null) =>
    [...listingKeys.post(id), 'detail', viewer] as const,
  legacy: (id: string, viewer: string | null) =>
    [...listingKeys.post(id), 'legacy', viewer] as const,
};
