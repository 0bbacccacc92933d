// An ad's lifecycle as its owner sees it: the actions that fit its status
// (mirroring the API's transition table, functions/src/wanted-ads/lifecycle.ts)
// and the banner for one that isn't active.
import { deviceTimeZone, expiryCountdown, expiryLine } from '@contract/dates';
import { EXPIRY_REMINDER_DAYS } from '@contract/listing';
import type { WantedAd, WantedAdStatus } from '@contract/wanted-ad';
import type { AdAction } from '../api/save-wanted-ad';

const DAY_MS = 24 * 60 * 60 * 1000;

export const AD_ACTION_LABELS: Record<AdAction, string> = {
  renew: 'Renew',
  pause: 'Pause',
  resume: 'Resume',
};

/** What the owner reads on an ad that isn't active (anyone else never sees one). */
export const AD_STATUS_BANNERS: Record<Exclude<WantedAdStatus, 'active'>, string> = {
  paused: 'Your ad is paused: posters can’t find it until you resume it.',
  expired: 'Your ad has expired: renew it to be found again.',
  'under-review': 'Your ad is being reviewed by our moderators.',
};

/** Renew shows on an active ad from 3 days before it expires (earlier it would only add noise). */
export function adExpiresSoon(ad: Pick<WantedAd, 'status' | 'expiresAt'>, now = new Date()) {
  if (ad.status !== 'active' || !ad.expiresAt) return false;
  const left = Date.parse(ad.expiresAt) - now.getTime();
  return left > 0 && left <= EXPIRY_REMINDER_DAYS * DAY_MS;
}

export function adActionsFor(ad: Pick<WantedAd, 'status' | 'expiresAt'>, now = new Date()) {
  const actions: AdAction[] = [];
  switch (ad.status) {
    case 'active':
      if (adExpiresSoon(ad, now)) actions.push('renew');
      actions.push('pause');
      break;
    case 'paused':
      actions.push('resume', 'renew');
      break;
    case 'expired':
      actions.push('renew');
      break;
    case 'under-review':
      break;
  }
  return actions;
}

/** "Expires in 3 days" (the listings' countdown, contract/dates.ts) while active, null otherwise. */
export function adExpiryText(
  ad: Pick<WantedAd, 'status' | 'expiresAt'>,
  now = new Date(),
  timeZone = deviceTimeZone(),
) {
  if (ad.status !== 'active') return null;
  const countdown = expiryCountdown(ad.expiresAt, now, { timeZone });
  return countdown && expiryLine(countdown);
}
