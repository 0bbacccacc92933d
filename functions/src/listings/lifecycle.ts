// A listing's lifecycle (ads/lifecycle.ts runs it): besides renew, pause and
// resume, the owner can mark it let. Pure, like the core.
import { LISTING_STATUSES, type ListingStatus } from '../contract/listing';
import { listingAvailability } from '../contract/availability';
import { adLifecycle } from '../ads/lifecycle';
import { HttpError } from '../lib/http-error';

export const NOT_ACTIVE = "This listing isn't active";
export const NOT_AVAILABLE = "This listing isn't available";

/** Owner actions on a listing's status (`POST /posts/:id/<action>`). */
export const LIFECYCLE_ACTIONS = ['renew', 'pause', 'resume', 'let'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/**
 * Decisions where the issue is silent:
 * - Renew works from active (30 more days from now), paused, expired and let
 *   (a let room that is free again is simply renewed), and always makes the
 *   listing active.
 * - Mark as let works from active, paused and expired.
 * - Under review belongs to the moderators: no owner action changes it (the
 *   owner may still edit or delete the listing).
 * - Documents written before listings had a status count as active, and
 *   those without `expiresAt` never expire by themselves.
 */
export const LISTING_LIFECYCLE = adLifecycle<ListingStatus, LifecycleAction>({
  noun: 'listing',
  statuses: LISTING_STATUSES,
  unknownStatus: 'active',
  missingExpiry: 'never-expires',
  actions: LIFECYCLE_ACTIONS,
  transitions: {
    renew: ['active', 'paused', 'expired', 'let'],
    pause: ['active'],
    resume: ['paused'],
    let: ['active', 'paused', 'expired'],
  },
  already: { let: 'marked as let' },
});

export const { stored: storedStatus, effective: effectiveStatus, transition } = LISTING_LIFECYCLE;

/**
 * Likes and new conversations need a listing that can be taken, by the rule
 * the pages follow to offer Like and Message (contract/availability.ts): 409
 * "This listing isn't active" when paused, let, expired or under review, "This
 * listing isn't available" when active but its poster says Not Available.
 */
export function assertListingOpen(data: Record<string, unknown>, now = Date.now()): void {
  const status = effectiveStatus(data, now);
  if (status !== 'active') throw new HttpError(409, NOT_ACTIVE);
  if (!listingAvailability({ status, availability: data.availability }).available) {
    throw new HttpError(409, NOT_AVAILABLE);
  }
}
