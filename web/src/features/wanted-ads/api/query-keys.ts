// One key hierarchy for every Room wanted query, so a write can refresh all
// lists (`wantedAdKeys.lists()`) or everything about one ad (`ad(id)`).
import type { WantedAdFilters } from '../utils/filters';

export const wantedAdKeys = {
  all: ['wanted-ads'] as const,
  lists: () => [...wantedAdKeys.all, 'list'] as const,
  pages: (filters: WantedAdFilters & { limit?: number }) =>
    [...wantedAdKeys.lists(), 'pages', filters] as const,
  /** How many ads match (under lists(), so a write refreshes it too). */
  count: (filters: Omit<WantedAdFilters, 'sort'>) =>
    [...wantedAdKeys.lists(), 'count', filters] as const,
  ad: (id: string) => [...wantedAdKeys.all, 'ad', id] as const,
  /** What an ad looks like depends on who asks (`isOwner`; other statuses for the owner only). */
  detail: (id: string, viewer: string | null) =>
    [...wantedAdKeys.ad(id), 'detail', viewer] as const,
  /** The ad's matching rooms (its owner only). */
  matches: (id: string, viewer: string | null) =>
    [...wantedAdKeys.ad(id), 'matches', viewer] as const,
  /** The signed-in member's own ad (GET /seeker-ads/mine). */
  mine: (uid: string | null) => [...wantedAdKeys.all, 'mine', uid] as const,
  /** Seekers matching one of the member's listings (GET /posts/:id/matching-people). */
  matchingPeople: (postId: string, uid: string | null) =>
    [...wantedAdKeys.all, 'matching-people', postId, uid] as const,
  /** The member's active listings, the ones a message to a seeker may be about. */
  myListings: (uid: string | null) => [...wantedAdKeys.all, 'my-listings', uid] as const,
};
