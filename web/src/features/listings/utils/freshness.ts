// How fresh a listing is, in words. Days are calendar days in the reader's
// time zone ("today" is today's date, not the last 24 hours), so a listing
// updated late yesterday reads "Updated 1 day ago" this morning. The expiry
// countdown is the one the expiry e-mail writes (contract/dates.ts).
import { deviceTimeZone, expiryCountdown, expiryLine, updatedAgoText } from '@contract/dates';
import { EXPIRY_REMINDER_DAYS } from '@contract/listing';
import type { Listing } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Updated today", "Updated 1 day ago", "Updated N days ago"; null without a date. */
export const updatedLabel = (
  updatedAt: string | null | undefined,
  now = new Date(),
  timeZone = deviceTimeZone(),
): string | null => updatedAgoText(updatedAt, now, timeZone);

/**
 * "Expires today", "Expires in 1 day", "Expires in N days" (calendar days in
 * the reader's zone, as the expiry e-mail counts them in the member's); null
 * without a date or once past.
 */
export function expiresLabel(
  expiresAt: string | null | undefined,
  now = new Date(),
  timeZone = deviceTimeZone(),
): string | null {
  const countdown = expiryCountdown(expiresAt, now, { timeZone });
  return countdown && expiryLine(countdown);
}

/**
 * Whether My Listings reminds the owner (the expiry line with Renew): an active
 * listing expiring within EXPIRY_REMINDER_DAYS.
 */
export function expiresSoon(
  post: Pick<Listing, 'status' | 'expiresAt'>,
  now = new Date(),
): boolean {
  const date = parse(post.expiresAt);
  if (!date || post.status !== 'active') return false;
  const left = date.getTime() - now.getTime();
  return left > 0 && left <= EXPIRY_REMINDER_DAYS * DAY_MS;
}
