// Rents and times as every feature shows them. Rents come from the contract
// (the share previews write them too). Creating the first Intl formatter loads
// locale data (~50 ms of main thread on a mid-range phone), so each date
// formatter is made on first use, never at import.
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

export { formatMonthlyRent, formatRent } from '@contract/rent';

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** "Nov 23, 2026", or null without a usable date. */
export function formatDate(iso: string | null | undefined): string | null {
  const parsed = parse(iso);
  return (
    parsed && (date ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(parsed)
  );
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
