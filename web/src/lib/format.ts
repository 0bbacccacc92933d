// Rents and times as every feature shows them. Creating the first Intl
// formatter loads locale data (~50 ms of main thread on a mid-range phone), so
// rents, which only need thousands separators, are formatted by hand, and each
// date formatter is made on first use, never at import.
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** 1234.5 → "1,234.5" (en-US grouping, at most two decimals). */
function groupThousands(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(amount * 100) / 100).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/** `$1,234`, or 'N/A' when there is no rent. */
export function formatRent(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount)
    ? `$${groupThousands(amount)}`
    : 'N/A';
}

/** `$1,234/month`, or just 'N/A'. */
export function formatMonthlyRent(amount: number | null | undefined): string {
  const rent = formatRent(amount);
  return rent === 'N/A' ? rent : `${rent}/month`;
}

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
