// A "Room wanted" ad's lifecycle, the listing's without "let" (a seeker who
// found a room pauses or deletes the ad): active for LISTING_LIFETIME_DAYS
// after it is posted or renewed, then expired; the owner can pause, resume
// and renew it. Pure, and built on the listing's clock (posts/lifecycle.ts):
// the same lifetime (env LISTING_LIFETIME_DAYS), the same reading of stored
// times.
import { SEEKER_AD_STATUSES, ONE_ACTIVE_AD, type SeekerAdStatus } from '../contract/seeker-ad';
import { HttpError } from '../lib/http-error';
import { expiryFrom, lifetimeDays, millisOf } from '../posts/lifecycle';

export { expiryFrom, lifetimeDays, millisOf };

/** Owner actions on an ad's status (`POST /seeker-ads/:id/<action>`). */
export const SEEKER_AD_ACTIONS = ['renew', 'pause', 'resume'] as const;
export type SeekerAdAction = (typeof SEEKER_AD_ACTIONS)[number];

/** The stored status; anything unknown reads as under review (never shown by mistake). */
export function storedAdStatus(data: Record<string, unknown>): SeekerAdStatus {
  const status = data.status;
  return SEEKER_AD_STATUSES.includes(status as SeekerAdStatus)
    ? (status as SeekerAdStatus)
    : 'under-review';
}

/**
 * What the ad is at `now`: an active ad whose `expiresAt` has passed is
 * expired from that moment, before the daily sweep writes it down (and the
 * public list's query leaves it out by its `search.expires`, query.ts).
 */
export function effectiveAdStatus(data: Record<string, unknown>, now = Date.now()): SeekerAdStatus {
  const status = storedAdStatus(data);
  const expiresAt = millisOf(data.expiresAt);
  if (status === 'active' && (expiresAt === undefined || expiresAt <= now)) return 'expired';
  return status;
}

/**
 * The statuses that make an ad the member's one ad: another can't be posted,
 * renewed or resumed beside it (409 ONE_ACTIVE_AD). Paused counts, since
 * resuming it would make two; under review counts, so a reported ad isn't
 * simply posted again while moderators look at it.
 */
export const HOLDS_THE_SLOT: readonly SeekerAdStatus[] = ['active', 'paused', 'under-review'];

export const holdsTheSlot = (data: Record<string, unknown>, now = Date.now()) =>
  HOLDS_THE_SLOT.includes(effectiveAdStatus(data, now));

export const oneActiveAd = () => new HttpError(409, ONE_ACTIVE_AD);

/**
 * The transition table: for each action, the (effective) statuses it may
 * start from. As for listings: renew from active (30 more days from now),
 * paused or expired; resume keeps the time left, or renews when it ran out
 * while paused; under review belongs to the moderators (the owner may still
 * edit or delete).
 */
export const AD_TRANSITIONS: Record<SeekerAdAction, readonly SeekerAdStatus[]> = {
  renew: ['active', 'paused', 'expired'],
  pause: ['active'],
  resume: ['paused'],
};

const TARGET: Record<SeekerAdAction, SeekerAdStatus> = {
  renew: 'active',
  pause: 'paused',
  resume: 'active',
};

function refusal(action: SeekerAdAction, from: SeekerAdStatus): string {
  if (from === 'under-review') return "This ad is under review: its status can't be changed";
  if (from === TARGET[action] && action !== 'renew') return `This ad is already ${from}`;
  if (from === 'expired') return 'This ad has expired: renew it first';
  return 'Only a paused ad can be resumed';
}

/** What a transition writes: the status, and the expiry (ms) when it moves. */
export type AdChange = { status: SeekerAdStatus; expiresAt?: number; renewed: boolean };

/** The change `action` makes to an ad stored as `data` at `now`, or a 409 HttpError. */
export function adTransition(
  action: SeekerAdAction,
  data: Record<string, unknown>,
  now = Date.now(),
  days = lifetimeDays(),
): AdChange {
  const from = effectiveAdStatus(data, now);
  if (!AD_TRANSITIONS[action].includes(from)) throw new HttpError(409, refusal(action, from));
  const expiresAt = millisOf(data.expiresAt);
  const timeRanOut = expiresAt === undefined || expiresAt <= now;
  if (action === 'renew' || (action === 'resume' && timeRanOut)) {
    return { status: 'active', expiresAt: expiryFrom(now, days), renewed: true };
  }
  return { status: TARGET[action], renewed: false };
}
