let dateTime: Intl.DateTimeFormat | undefined;

/** 1500 → "$1,500". */
export function formatRent(amount: number): string {
  if (!Number.isFinite(amount)) return 'N/A';
  const [whole = '0', fraction] = String(Math.round(amount * 100) / 100).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** "Nov 23, 2026, 9:15 PM", or null without a usable time. */
export function formatTime(iso: string | null): string | null {
  if (!iso) return null;
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return null;
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(parsed);
}
