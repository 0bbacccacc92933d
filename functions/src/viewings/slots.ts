// A proposal's slots arrive as wall-clock times in an IANA time zone (what the
// proposer sees on the listing's clock) and are stored as instants, so a
// daylight-saving change between now and the viewing can't move it. Pure:
// the conversion is @date-fns/tz's, the clock is passed in.
import { TZDate } from '@date-fns/tz';
import {
  VIEWING_LIMITS,
  VIEWING_SLOT_PAST,
  VIEWING_SLOT_TOO_FAR,
  type ViewingSlotInput,
} from '../contract/viewings';
import { badRequest } from '../lib/http-error';
import { EMAIL_LOCALE, TIME_ZONE_INVALID, formatViewingTime, isTimeZone } from '../contract/dates';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const SLOT_TIME_MISSING = 'That time does not exist on that day (the clocks change)';
export const SLOTS_NOT_DISTINCT = 'Each time you offer must be different';

/** A stored slot: the instants it starts and ends, and its length. */
export type SlotInstant = { start: Date; end: Date; minutes: number };

export { TIME_ZONE_INVALID, isTimeZone };

/**
 * The instant a wall-clock `date` (YYYY-MM-DD) and `time` (HH:MM) mean in
 * `zone`, or null when that time doesn't exist there (skipped by a clock
 * change: 02:30 on the spring-forward night). A time that happens twice (the
 * fall-back night's 01:30) is its first occurrence.
 */
export function wallTimeToInstant(date: string, time: string, zone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const local = new TZDate(year, month - 1, day, hours, minutes, zone);
  if (Number.isNaN(local.getTime())) return null;
  // TZDate moves a skipped time forward; reading it back in the zone shows it.
  const same =
    local.getFullYear() === year &&
    local.getMonth() === month - 1 &&
    local.getDate() === day &&
    local.getHours() === hours &&
    local.getMinutes() === minutes;
  return same ? new Date(local.getTime()) : null;
}

/**
 * The proposal's slots as instants, or a 400 with the first problem: an
 * unknown zone, a time that doesn't exist, a slot that starts in the past or
 * more than VIEWING_LIMITS.daysAhead days after `now`, or two slots at the
 * same time. The formats and lengths are the schema's (schema.ts).
 */
export function slotInstants(slots: ViewingSlotInput[], zone: string, now: number): SlotInstant[] {
  if (!isTimeZone(zone)) throw badRequest(TIME_ZONE_INVALID);
  const instants = slots.map(({ date, time, minutes }) => {
    const start = wallTimeToInstant(date, time, zone);
    if (!start) throw badRequest(SLOT_TIME_MISSING);
    if (start.getTime() <= now) throw badRequest(VIEWING_SLOT_PAST);
    if (start.getTime() > now + VIEWING_LIMITS.daysAhead * DAY_MS) {
      throw badRequest(VIEWING_SLOT_TOO_FAR);
    }
    return { start, end: new Date(start.getTime() + minutes * MINUTE_MS), minutes };
  });
  const starts = new Set(instants.map((s) => s.start.getTime()));
  if (starts.size !== instants.length) throw badRequest(SLOTS_NOT_DISTINCT);
  return instants;
}

/**
 * The span a proposal or a booking covers: from its earliest start to its
 * latest end while proposed (it can still be accepted until its last slot),
 * the chosen slot once confirmed. The lists order and filter by it.
 */
export function spanOf(slots: SlotInstant[], confirmed: number | null): { start: Date; end: Date } {
  if (confirmed !== null) {
    const slot = slots[confirmed]!;
    return { start: slot.start, end: slot.end };
  }
  const start = Math.min(...slots.map((s) => s.start.getTime()));
  const end = Math.max(...slots.map((s) => s.end.getTime()));
  return { start: new Date(start), end: new Date(end) };
}

/**
 * "Tue, Mar 3, 6:00 PM (New York time)": a slot's start on the zone's clock,
 * for the thread's line when a viewing is accepted (stored as text, so in
 * the e-mails' English, as every page writes a viewing's time).
 */
export const slotLabel = (start: Date, zone: string): string =>
  formatViewingTime(start, zone, { locale: EMAIL_LOCALE });
