// What a listing says about its availability, wherever it is shown (card
// badge, details chip and line): a listing that isn't active (paused, let,
// expired, under review) can't be taken whatever its poster ticked, so its
// lifecycle state wins; the poster's own flag speaks only while it is active.
import { LISTING_STATUS_LABELS } from '@contract/listing';
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
