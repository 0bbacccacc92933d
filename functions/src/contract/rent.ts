// How a rent reads, the same in the app and in a listing's share preview
// (share/tags.ts). By hand rather than with Intl: the first Intl formatter
// loads locale data (~50 ms of main thread on a phone), and a rent only needs
// en-US thousands separators. Imports nothing.

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
