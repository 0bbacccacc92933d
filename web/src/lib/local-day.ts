// "Today" as the member's calendar shows it. A move-in date is a day, not an
// instant: a member in Sydney on the morning of 1 March sees "Available now"
// for a room free from 1 March, though it is still 28 February in UTC. Also
// the value a date input holds for a day in the browser's zone.

/** The local date as `YYYY-MM-DD`. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
