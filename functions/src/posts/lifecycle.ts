// A listing's lifecycle: active for a while after it is posted or
// renewed, then expired; the owner can pause, resume, mark it let and renew
// it. Pure (no Firebase imports): the transition table and the clock arithmetic
// are unit-tested here, and the seeder reuses them from functions/lib.
import {
  LISTING_LIFETIME_DAYS,
  LISTING_STATUSES,
  EXPIRY_REMINDER_DAYS,
  type ListingStatus,
} from '../contract/listing';
import { listingAvailability } from '../contract/availability';
import { HttpError } from '../lib/http-error';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_ACTIVE = "This listing isn't active";
export const NOT_AVAILABLE = "This listing isn't available";

/** Owner actions on a listing's status (`POST /posts/:id/<action>`). */
export const LIFECYCLE_ACTIONS = ['renew', 'pause', 'resume', 'let'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** Days a new or renewed listing stays active: env LISTING_LIFETIME_DAYS (read per call), else the contract's 30. */
export function lifetimeDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.LISTING_LIFETIME_DAYS);
  return Number.isInteger(value) && value > 0 ? value : LISTING_LIFETIME_DAYS;
}

/** When a listing posted or renewed at `now` (ms) expires, in ms. */
export const expiryFrom = (now: number, days = lifetimeDays()) => now + days * DAY_MS;

/** Milliseconds of a stored time (Firestore Timestamp, Date, ISO string or ms), or undefined. */
export function millisOf(value: unknown): number | undefined {
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis(): number }).toMillis();
  }
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/** The stored status; documents written before listings had one count as active. */
export function storedStatus(data: Record<string, unknown>): ListingStatus {
  const status = data.status;
  return LISTING_STATUSES.includes(status as ListingStatus) ? (status as ListingStatus) : 'active';
}

/**
 * What the listing is at `now`: an active listing whose `expiresAt` has passed
 * is expired from that moment, before the daily sweep writes it down. A
 * listing without `expiresAt` (older documents) never expires by itself.
 */
export function effectiveStatus(data: Record<string, unknown>, now = Date.now()): ListingStatus {
  const status = storedStatus(data);
  const expiresAt = millisOf(data.expiresAt);
  if (status === 'active' && expiresAt !== undefined && expiresAt <= now) return 'expired';
  return status;
}

/** Whole days until `expiresAt` (rounded up: 2.1 days left reads "3 days"), never below 0. */
export function daysLeft(expiresAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));
}

/** Whether the owner should be reminded to renew (active, expiring within EXPIRY_REMINDER_DAYS). */
export function expiresSoon(data: Record<string, unknown>, now = Date.now()): boolean {
  const expiresAt = millisOf(data.expiresAt);
  return (
    effectiveStatus(data, now) === 'active' &&
    expiresAt !== undefined &&
    expiresAt - now <= EXPIRY_REMINDER_DAYS * DAY_MS
  );
}

/**
 * The transition table: for each owner action, the (effective) statuses it
 * may start from. Decisions where the issue is silent:
 * - Renew works from active (30 more days from now), paused, expired and let
 *   (a let room that is free again is simply renewed), and always makes the
 *   listing active.
 * - Resume keeps the remaining time; if the time ran out while paused, resume
 *   renews (pausing doesn't stop the clock, and the owner could renew anyway).
 * - Mark as let works from active, paused and expired.
 * - Under review belongs to the moderators: no owner action changes it (the
 *   owner may still edit or delete the listing).
 */
export const TRANSITIONS: Record<LifecycleAction, readonly ListingStatus[]> = {
  renew: ['active', 'paused', 'expired', 'let'],
  pause: ['active'],
  resume: ['paused'],
  let: ['active', 'paused', 'expired'],
};

const TARGET: Record<LifecycleAction, ListingStatus> = {
  renew: 'active',
  pause: 'paused',
  resume: 'active',
  let: 'let',
};

/** Why an action is refused from a status: a message the owner can act on. */
function refusal(action: LifecycleAction, from: ListingStatus): string {
  if (from === 'under-review') return "This listing is under review: its status can't be changed";
  if (from === TARGET[action] && action !== 'renew') {
    return `This listing is already ${from === 'let' ? 'marked as let' : from}`;
  }
  if (from === 'expired') return 'This listing has expired: renew it first';
  if (action === 'resume') return 'Only a paused listing can be resumed';
  // Left: pausing a let listing.
  return `A listing that is ${from} can't be ${action === 'pause' ? 'paused' : 'changed this way'}`;
}

/** Fields a transition writes (besides `updatedAt` for a renewal), as plain values. */
export type LifecycleChange = {
  status: ListingStatus;
  /** ms; only when the expiry moves (renew, or resuming after the time ran out). */
  expiresAt?: number;
  /** Renewing counts as an update ("Updated N days ago"). */
  renewed: boolean;
};

/**
 * The change `action` makes to a listing stored as `data` at `now`, or a 409
 * HttpError when the table doesn't allow it.
 */
export function transition(
  action: LifecycleAction,
  data: Record<string, unknown>,
  now = Date.now(),
  days = lifetimeDays(),
): LifecycleChange {
  const from = effectiveStatus(data, now);
  if (!TRANSITIONS[action].includes(from)) throw new HttpError(409, refusal(action, from));
  const expiresAt = millisOf(data.expiresAt);
  const timeRanOut = expiresAt !== undefined && expiresAt <= now;
  if (action === 'renew' || (action === 'resume' && timeRanOut)) {
    return { status: 'active', expiresAt: expiryFrom(now, days), renewed: true };
  }
  return { status: TARGET[action], renewed: false };
}

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
