// A viewing's times as its two sides see them: in the viewing's own time zone
// (where the room is, as proposed), the zone named by its city, so someone
// abroad reads the same wall-clock time as the person showing the room.
import { formatViewingRange, zoneLabel } from '@contract/dates';
import type { ViewingSlot } from '@contract/viewings';

/** "Sun, Mar 14, 10:00 – 10:45 AM (New York time)": the slot in `timeZone`, the zone named. */
export const formatSlot = (slot: Pick<ViewingSlot, 'start' | 'end'>, timeZone: string): string =>
  formatViewingRange(slot, timeZone);

/** "New York time", "UTC": how every page names a zone. */
export { zoneLabel };

/** 45 → "45 minutes", 60 → "1 hour", 90 → "1 hour 30 minutes". */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest || !hours) parts.push(`${rest} minutes`);
  return parts.join(' ');
}
