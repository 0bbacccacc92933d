// "Today" as the member's calendar shows it: a move-in date is a day, not an
// instant (as the listings feature reads its own dates).

/** The local date as `YYYY-MM-DD`. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
