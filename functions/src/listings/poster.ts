// Trust badges and insight counters as stored on a listing and as the API
// returns them. Pure (no Firebase imports): document.ts and the demo seeder
// use it too. The Auth lookups that fill the badges are in badges.ts.
import type { ListingStats } from '../contract/insight';
import type { PosterBadges } from '../contract/listing-wire';
import { LISTINGS } from './paths';

/** The badges stored on `posts/{id}.poster` (details add `activeListings` and `viewingsHeld` when read). */
export type StoredPoster = Omit<PosterBadges, 'activeListings' | 'viewingsHeld'>;

/**
 * posterStats/{uid}: `viewingsHeld`, the poster's viewings where both sides
 * said "We met" (written only by the viewings API, in the answer's transaction).
 */
export const POSTER_STATS = 'posterStats';

/** Listings written before badges existed (or by hand) claim nothing. */
export const NO_BADGES: StoredPoster = {
  emailVerified: false,
  google: false,
  memberSince: null,
  phoneVerified: false,
};

/**
 * "Member since" is shown as a month, so only the month is stored ("2024-03",
 * ISO 8601 year-month, UTC): the listing publishes no more about the account
 * than the badge says.
 */
export function memberSinceOf(creationTime: string | Date | undefined | null): string | null {
  if (!creationTime) return null;
  const date = creationTime instanceof Date ? creationTime : new Date(creationTime);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 7);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Stored `poster` → the API's badges; anything odd counts as "not shown". */
export function toPoster(value: unknown): PosterBadges {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    emailVerified: stored.emailVerified === true,
    google: stored.google === true,
    memberSince:
      typeof stored.memberSince === 'string' && MONTH.test(stored.memberSince)
        ? stored.memberSince
        : null,
    phoneVerified: stored.phoneVerified === true,
  };
}

const counter = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** The owner's numbers for a stored listing (missing counters are 0). */
export function toStats(data: Record<string, unknown>): ListingStats {
  return {
    views: counter(data.views),
    likes: counter(data.likes),
    conversations: counter(data.conversations),
  };
}

/** The counters a new listing starts with (views by the API, conversations by messages). */
export const NEW_COUNTERS = { views: 0, conversations: 0 } as const;

/**
 * The owner's active listings, counted for the details page's "{n} active
 * listings" badge: equality filters only, served by a composite index that
 * `npm run indexes` generates from this shape (test/index-coverage.test.ts).
 */
export function activeListingsQueryShape(ownerId: string) {
  return {
    collection: LISTINGS,
    equality: [
      { field: 'ownerId', value: ownerId },
      { field: 'status', value: 'active' },
    ],
  };
}
