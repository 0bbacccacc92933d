// What a listing says about its availability, wherever it is shown (card
// badge, details chip and line): a listing that isn't active (paused, let,
// expired, under review) can't be taken whatever its poster ticked, so its
// lifecycle state wins; the poster's own flag speaks only while it is active,
// and so does the move-in date of its room facts.
import { LISTING_STATUS_LABELS } from '@contract/listing';
import { availableFromText } from '@contract/listing-facts';
import type { Post } from '../types';

export type ShownAvailability = {
  /** "Available", "Not Available", or the lifecycle state ("Paused", "Let", …); null when unknown. */
  label: string | null;
  /** Whether the listing can be taken now: the green "Available" badge. */
  available: boolean;
};

export function shownAvailability(post: Pick<Post, 'status' | 'availability'>): ShownAvailability {
  if (post.status !== 'active') {
    return { label: LISTING_STATUS_LABELS[post.status], available: false };
  }
  return {
    label: post.availability || null,
    available: post.availability === 'Available',
  };
}

/**
 * When one can move in, by the same rule: "Available now" or "Available from
 * 1 Mar 2027" (from the reader's `today`) while the listing is active, its
 * lifecycle state otherwise; null when the listing doesn't state its facts.
 */
export function shownMoveIn(post: Pick<Post, 'status' | 'facts'>, today: string): string | null {
  if (!post.facts) return null;
  if (post.status !== 'active') return LISTING_STATUS_LABELS[post.status];
  return availableFromText(post.facts.availableFrom, today);
}
