// One key hierarchy for every Room wanted query, so a write can refresh all
// lists (`seekerAdKeys.lists()`) or everything about one ad (`ad(id)`).
import type { SeekerFilters } from '../utils/filters';

export const seekerAdKeys = {
  all: ['seeker-ads'] as const,
  lists: () => [...seekerAdKeys.all, 'list'] as const,
  pages: (filters: SeekerFilters & { limit?: number }) =>
    [...seekerAdKeys.lists(), 'pages', filters] as const,
  /** How many ads match (under lists(), so a write refreshes it too). */
  count: (filters: Omit<SeekerFilters, 'sort'>) =>
    [...seekerAdKeys.lists(), 'count', filters] as const,
  ad: (id: string) => [...seekerAdKeys.all, 'ad', id] as const,
  /** What an ad looks like depends on who asks (`isOwner`; other statuses for the owner only). */
  detail: (id: string, viewer: string | null) =>
    [...seekerAdKeys.ad(id), 'detail', viewer] as const,
  /** The ad's matching rooms (its owner only). */
  matches: (id: string, viewer: string | null) =>
    [...seekerAdKeys.ad(id), 'matches', viewer] as const,
  /** The signed-in member's own ad (GET /seeker-ads/mine). */
  mine: (uid: string | null) => [...seekerAdKeys.all, 'mine', uid] as const,
  /** Seekers matching one of the member's listings (GET /posts/:id/matching-people). */
  matchingPeople: (postId: string, uid: string | null) =>
    [...seekerAdKeys.all, 'matching-people', postId, uid] as const,
  /** The member's active listings, the ones a message to a seeker may be about. */
  myListings: (uid: string | null) => [...seekerAdKeys.all, 'my-listings', uid] as const,
};
