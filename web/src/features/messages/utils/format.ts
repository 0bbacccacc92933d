const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Today: the time; earlier: the date. Empty while the server hasn't stamped it. */
export function shortTime(iso: string | null, now = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : dateFormat.format(date);
}

export function fullTime(iso: string | null): string {
  return iso ? fullFormat.format(new Date(iso)) : '';
}

/** What a list shows of a message: its first line. */
export const firstLine = (text: string) => text.split('\n')[0]!.trim();
