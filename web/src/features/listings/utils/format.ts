// Creating the first Intl formatter loads locale data: ~50 ms of main thread
// on a mid-range phone, paid on the home page for a few rents. Rents only need
// thousands separators, so they are formatted by hand; dates (details page
// only) get their formatter on first use.
let date: Intl.DateTimeFormat | undefined;

/** 1234.5 → "1,234.5" (en-US grouping, at most two decimals). */
function groupThousands(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(amount * 100) / 100).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/** `$1,234`, or 'N/A' when the post has no rent. */
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

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime())
    ? null
    : (date ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(parsed);
}

export const likesLabel = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`;
