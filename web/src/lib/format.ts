// Rents, dates and times as every feature shows them, from the contract the
// e-mails use too (contract/dates.ts, contract/rent.ts): in the reader's
// language and time zone, the browser's.
import { formatCalendarDate, formatMoment } from '@contract/dates';

export { formatMonthlyRent, formatRent } from '@contract/rent';

/** "Nov 23, 2026" (en-US; "23 Nov 2026" en-GB) in the reader's time zone, or null without a usable date. */
export const formatDate = (iso: string | null | undefined): string | null =>
  formatCalendarDate(iso);

/** "Nov 23, 2026, 9:15 PM", or null without a usable time. */
export const formatDateTime = (iso: string | null | undefined): string | null => formatMoment(iso);
