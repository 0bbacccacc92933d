// Rents and times as every feature shows them. Rents come from the contract
// (the share previews write them too). Creating the first Intl formatter loads
// locale data (~50 ms of main thread on a mid-range phone, the largest single
// cost of the details page's first render), so the plain date, which pages
// show on their first render, is put together by hand, and the formatter for
// times is made on first use, never at import.
let dateTime: Intl.DateTimeFormat | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export { formatMonthlyRent, formatRent } from '@contract/rent';

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/**
 * "Nov 23, 2026" in the reader's time zone (what en-US's medium date style
 * writes: a test holds them equal), or null without a usable date.
 */
export function formatDate(iso: string | null | undefined): string | null {
  const parsed = parse(iso);
  return parsed && `${MONTHS[parsed.getMonth()]} ${parsed.getDate()}, ${parsed.getFullYear()}`;
}

/** "Nov 23, 2026, 9:15 PM", or null without a usable time. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const parsed = parse(iso);
  return (
    parsed &&
    (dateTime ??= new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    })).format(parsed)
  );
}
