// The expiry reminders' query as data (mail/expiry-reminders.ts runs it), so
// the index generator and the index-coverage test see it. Pure, so scripts
// load it without Firebase.
import { EXPIRY_REMINDER_DAYS } from '../contract/email';
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';
import { LISTINGS } from '../listings/paths';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Listings read per round. */
export const REMINDER_PAGE_SIZE = 200;

/**
 * The window starts this much before the previous run's end: a schedule that
 * fires a little late one day and early the next leaves no listing between
 * two windows, and the key makes the overlap harmless.
 */
export const REMINDER_OVERLAP_MS = HOUR_MS;

/** The expiries a run at `now` reminds of: [now + (D - 1) days - overlap, now + D days]. */
export function reminderWindow(now: Date): { from: Date; to: Date } {
  const to = now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS;
  return { from: new Date(to - DAY_MS - REMINDER_OVERLAP_MS), to: new Date(to) };
}

/**
 * Active listings expiring in the window, soonest first, limit + 1 a page.
 * The expiry sweep's index (status, expiresAt) serves it too.
 */
export function expiryReminderQueryShape(
  pageSize = REMINDER_PAGE_SIZE,
  fromSeconds = 0,
  toSeconds = 0,
): QueryShape {
  return {
    collection: LISTINGS,
    equality: [{ field: 'status', value: 'active' }],
    range: [
      { field: 'expiresAt', op: '>=', value: fromSeconds },
      { field: 'expiresAt', op: '<=', value: toSeconds },
    ],
    orderBy: [
      { field: 'expiresAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: pageSize + 1,
  };
}
