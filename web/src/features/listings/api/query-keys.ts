// One key hierarchy for every listings query, so a mutation can refresh all
// lists (`postKeys.lists()`) or all views of one post (`postKeys.post(id)`).
import type { PostFilters } from '../types';

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filters: PostFilters & { limit?: number }) => [...postKeys.lists(), filters] as const,
  pages: (filters: PostFilters & { limit?: number }) =>
    [...postKeys.lists(), 'pages', filters] as const,
  /** How many listings match (under lists(), so a change to listings refreshes it too). */
  count: (filters: Omit<PostFilters, 'email' | 'sort'>) =>
    [...postKeys.lists(), 'count', filters] as const,
  /**
   * Liked Listings (get-liked-posts.ts): under `lists()`, so every
   * change that refreshes the lists (a like, an edit, a deletion, a status
   * change) refreshes it too.
   */
  liked: (uid: string, limit: number) => [...postKeys.lists(), 'liked', { uid, limit }] as const,
  post: (id: string) => [...postKeys.all, 'post', id] as const,
  /** What a post looks like depends on who asks (`liked`, contact details). */
  detail: (id: string, viewer: string | null) => [...postKeys.post(id), 'detail', viewer] as const,
  legacy: (id: string, viewer: string | null) => [...postKeys.post(id), 'legacy', viewer] as const,
};
