// A "Room wanted" ad's lifecycle (ads/lifecycle.ts runs it): the listing's
// without "let" (a seeker who found a room pauses or deletes the ad), on the
// same clock. Pure, like the core.
import { WANTED_AD_STATUSES, ONE_ACTIVE_AD, type WantedAdStatus } from '../contract/wanted-ad';
import { adLifecycle } from '../ads/lifecycle';
import { HttpError } from '../lib/http-error';

/** Owner actions on an ad's status (`POST /seeker-ads/:id/<action>`). */
export const WANTED_AD_ACTIONS = ['renew', 'pause', 'resume'] as const;
export type WantedAdAction = (typeof WANTED_AD_ACTIONS)[number];

/**
 * As for listings: renew from active, paused or expired; under review belongs
 * to the moderators (the owner may still edit or delete). Anything unknown
 * reads as under review, and an ad without `expiresAt` as expired, so neither
 * is shown by mistake (the public list's query leaves an expired ad out by its
 * `search.expires`, query.ts).
 */
export const WANTED_AD_LIFECYCLE = adLifecycle<WantedAdStatus, WantedAdAction>({
  noun: 'ad',
  statuses: WANTED_AD_STATUSES,
  unknownStatus: 'under-review',
  missingExpiry: 'expired',
  actions: WANTED_AD_ACTIONS,
  transitions: { renew: ['active', 'paused', 'expired'], pause: ['active'], resume: ['paused'] },
});

export const {
  stored: storedAdStatus,
  effective: effectiveAdStatus,
  transition: adTransition,
} = WANTED_AD_LIFECYCLE;

/**
 * The statuses that make an ad the member's one ad: another can't be posted,
 * renewed or resumed beside it (409 ONE_ACTIVE_AD). Paused counts, since
 * resuming it would make two; under review counts, so a reported ad isn't
 * simply posted again while moderators look at it.
 */
export const HOLDS_THE_SLOT: readonly WantedAdStatus[] = ['active', 'paused', 'under-review'];

export const holdsTheSlot = (data: Record<string, unknown>, now = Date.now()) =>
  HOLDS_THE_SLOT.includes(effectiveAdStatus(data, now));

export const oneActiveAd = () => new HttpError(409, ONE_ACTIVE_AD);
