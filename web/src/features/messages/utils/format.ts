import { formatDate, formatDateTime } from '@/lib/format';

// Made on first use, not at import (see lib/format.ts).
let timeFormat: Intl.DateTimeFormat | undefined;

/** Today: the time; earlier: the date (as every page writes one). Empty while the server hasn't stamped it. */
export function shortTime(iso: string | null, now = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? (timeFormat ??= new Intl.DateTimeFormat(undefined, {
        hour: '2-digit',
        minute: '2-digit',
      })).format(date)
    : (formatDate(iso) ?? '');
}

export function fullTime(iso: string | null): string {
  return formatDateTime(iso) ?? '';
}

/** What a list shows of a message: its first line. */
export const firstLine = (text: string) => text.split('\n')[0]!.trim();
