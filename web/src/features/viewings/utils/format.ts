// A viewing's times as its two sides see them: in the viewing's own time zone
// (where the room is, as proposed), with the zone's short name, so someone
// abroad reads the same wall-clock time as the person showing the room.
// Formatters are made on first use, one per zone (see lib/format.ts).
import type { ViewingSlot } from '@contract/viewings';

const ranges = new Map<string, Intl.DateTimeFormat>();
const names = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: object) {
  let format = cache.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A zone this browser doesn't know: UTC, still named, rather than nothing.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    cache.set(timeZone, format);
  }
  return format;
}

/** "Sun, Mar 14, 10:00 – 10:45 AM EDT": the slot in `timeZone`, with the zone's name. */
export function formatSlot(slot: Pick<ViewingSlot, 'start' | 'end'>, timeZone: string): string {
  const format = formatter(ranges, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  // ICU's narrow and thin spaces ("11:45\u202fAM", "11:00\u2009–\u200911:45")
  // as plain ones: the same text whichever ICU version a browser has.
  return format
    .formatRange(new Date(slot.start), new Date(slot.end))
    .replace(/[\u2009\u202f]/g, ' ');
}

/** The zone's short name at `at` ("EST", "EDT", "GMT+1"). */
export function zoneName(timeZone: string, at = new Date()): string {
  const format = formatter(names, timeZone, { timeZoneName: 'short' });
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** 45 → "45 minutes", 60 → "1 hour", 90 → "1 hour 30 minutes". */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest || !hours) parts.push(`${rest} minutes`);
  return parts.join(' ');
}
