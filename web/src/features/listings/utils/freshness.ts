// How fresh a listing is, in words. Days are calendar days in the
// reader's time zone ("today" is today's date, not the last 24 hours), so a
// listing updated late yesterday reads "Updated 1 day ago" this morning.
import { EXPIRY_REMINDER_DAYS } from '@contract/listing';
import type { Post } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days from `from` to `to` (local dates; negative when `to` is earlier). */
export function calendarDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / DAY_MS);
}

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Updated today", "Updated 1 day ago", "Updated N days ago"; null without a date. */
export function updatedLabel(
  updatedAt: string | null | undefined,
  now = new Date(),
): string | null {
  const date = parse(updatedAt);
  if (!date) return null;
  // A clock slightly behind the server's must not say "in the future".
  const days = Math.max(0, calendarDaysBetween(date, now));
  if (days === 0) return 'Updated today';
  return `Updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** "Expires today", "Expires in 1 day", "Expires in N days"; null without a date or once past. */
export function expiresLabel(
  expiresAt: string | null | undefined,
  now = new Date(),
): string | null {
  const date = parse(expiresAt);
  if (!date || date.getTime() <= now.getTime()) return null;
  const days = calendarDaysBetween(now, date);
  if (days === 0) return 'Expires today';
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Whether My Listings reminds the owner (the expiry line with Renew): an active
 * listing expiring within EXPIRY_REMINDER_DAYS.
 */
export function expiresSoon(post: Pick<Post, 'status' | 'expiresAt'>, now = new Date()): boolean {
  const date = parse(post.expiresAt);
  if (!date || post.status !== 'active') return false;
  const left = date.getTime() - now.getTime();
  return left > 0 && left <= EXPIRY_REMINDER_DAYS * DAY_MS;
}
