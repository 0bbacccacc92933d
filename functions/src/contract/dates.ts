// How Roomly writes dates and times, the one place for the web app and the
// e-mails alike: a calendar date ("Dec 20, 2026"), a viewing's time and time
// range with its zone named by its city ("Thu, Dec 3, 6:00 – 6:30 PM (New York
// time)"), and the countdown to a listing's expiry. Every function takes the
// locale and the time zone: the web app passes the browser's (undefined locale,
// `deviceTimeZone()`), the e-mails EMAIL_LOCALE and the member's stored zone.
// Import-free (Intl only), so the web app loads it at runtime. Formatters are
// made on first use and kept, one per locale, zone and style: creating one
// loads locale data, so never at import.

export type DateInput = Date | string | number;

/** The e-mails' language (and the thread lines the API writes). */
export const EMAIL_LOCALE = 'en-US';
/** The zone when a member's is unknown (no zone stored yet, or one this runtime doesn't know). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** `locale` undefined: the runtime's (the browser's language in the web app). */
export type DateOptions = { locale?: string; timeZone?: string };

const DAY_MS = 86_400_000;

export const TIME_ZONE_INVALID = 'Choose a valid time zone';

/** Whether `zone` is an IANA time zone this runtime knows ("America/New_York", "UTC"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this device's clock is in (the browser's, in the web app). */
export const deviceTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

/** A zone as given if this runtime knows it, else DEFAULT_TIME_ZONE. */
export const knownTimeZone = (zone: unknown): string =>
  isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;

const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  },
  dateTimeWithYear: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  parts: { year: 'numeric', month: 'numeric', day: 'numeric' },
  zoneName: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, locale: string | undefined, timeZone: string | undefined) {
  const zone = timeZone === undefined ? undefined : knownTimeZone(timeZone);
  const key = `${style}|${locale ?? ''}|${zone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    // 'parts' reads numbers back, so it is always in a Latin-digit locale.
    const tag = style === 'parts' ? 'en-US' : locale;
    format = new Intl.DateTimeFormat(tag, { ...STYLES[style], timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

// ICU's narrow and thin spaces ("6:00\u202fPM", "6:00\u2009–\u20096:30") as
// plain ones: the same text whichever ICU version a browser or Node has.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

function toDate(at: DateInput | null | undefined): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar date: "Dec 20, 2026" in en-US, "20 Dec 2026" in en-GB. An
 * instant is dated in `timeZone`; a `YYYY-MM-DD` day is that day wherever one
 * reads it. Null without a usable date.
 */
export function formatCalendarDate(
  at: DateInput | null | undefined,
  { locale, timeZone }: DateOptions = {},
): string | null {
  if (typeof at === 'string' && DAY_PATTERN.test(at)) {
    return plainSpaces(formatter('date', locale, 'UTC').format(new Date(`${at}T00:00:00Z`)));
  }
  const date = toDate(at);
  return date && plainSpaces(formatter('date', locale, timeZone).format(date));
}

/** A moment something happened: "Nov 23, 2026, 9:15 PM" in `timeZone`; null without a usable time. */
export function formatMoment(
  at: DateInput | null | undefined,
  { locale, timeZone }: DateOptions = {},
): string | null {
  const date = toDate(at);
  return date && plainSpaces(formatter('dateTimeWithYear', locale, timeZone).format(date));
}

/**
 * A zone as every page and e-mail names it: "New York time", "London time",
 * "UTC"; a zone without a city ("Etc/GMT+5") by its offset ("GMT-5").
 */
export function zoneLabel(timeZone: string, at: DateInput = Date.now()): string {
  const zone = knownTimeZone(timeZone);
  if (/^(Etc\/)?(UTC|GMT|UCT|Universal|Zulu)$/.test(zone)) return 'UTC';
  if (zone.includes('/') && !zone.startsWith('Etc/')) {
    const city = zone.split('/').pop()!.replace(/_/g, ' ');
    return `${city} time`;
  }
  const date = toDate(at) ?? new Date();
  const name = formatter('zoneName', 'en-US', zone)
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? zone;
}

/**
 * A viewing's start on its own clock, the zone named: "Thu, Dec 3, 6:00 PM
 * (New York time)". Someone abroad reads the wall-clock time the person
 * showing the room reads. Empty without a usable time.
 */
export function formatViewingTime(
  at: DateInput,
  timeZone: string,
  { locale }: Pick<DateOptions, 'locale'> = {},
): string {
  const date = toDate(at);
  if (!date) return '';
  const text = formatter('dateTime', locale, timeZone).format(date);
  return `${plainSpaces(text)} (${zoneLabel(timeZone, date)})`;
}

/** A viewing's slot on its own clock: "Thu, Dec 3, 6:00 – 6:30 PM (New York time)". */
export function formatViewingRange(
  slot: { start: DateInput; end: DateInput },
  timeZone: string,
  { locale }: Pick<DateOptions, 'locale'> = {},
): string {
  const start = toDate(slot.start);
  const end = toDate(slot.end);
  if (!start || !end) return start ? formatViewingTime(start, timeZone, { locale }) : '';
  const text = formatter('dateTime', locale, timeZone).formatRange(start, end);
  return `${plainSpaces(text)} (${zoneLabel(timeZone, start)})`;
}

/** The calendar day an instant falls on in `timeZone`, as days since 1970-01-01. */
function dayNumberIn(date: Date, timeZone: string): number {
  const parts = formatter('parts', 'en-US', timeZone).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/**
 * Whole calendar days from the day `from` falls on to the day `to` falls on,
 * both in `timeZone` (negative when `to` is earlier): 23:59 to 00:01 the next
 * morning is 1 day; a day with a clock change counts as one.
 */
export function calendarDaysBetween(from: DateInput, to: DateInput, timeZone: string): number {
  const a = toDate(from);
  const b = toDate(to);
  if (!a || !b) return Number.NaN;
  return dayNumberIn(b, timeZone) - dayNumberIn(a, timeZone);
}

/** "Updated today", "Updated 1 day ago", "Updated N days ago" (calendar days in `timeZone`); null without a date. */
export function updatedAgoText(
  updatedAt: DateInput | null | undefined,
  now: DateInput,
  timeZone: string,
): string | null {
  const date = toDate(updatedAt);
  if (!date) return null;
  // A clock slightly behind the server's must not say "in the future".
  const days = Math.max(0, calendarDaysBetween(date, now, timeZone));
  if (days === 0) return 'Updated today';
  return `Updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export type ExpiryCountdown = {
  /** Whole calendar days from today to the expiry day, in the member's zone (0: today). */
  days: number;
  /** "expires today", "expires in 1 day", "expires in 3 days": follows a subject ("Your listing …"). */
  phrase: string;
  /** The expiry day: "Nov 30, 2026". */
  date: string;
};

/**
 * How long until a listing (or an ad) expires, for the expiry e-mail's
 * subject and body and for My Listings alike: one clock (the expiry instant
 * against `now`), one rounding (calendar days in the member's `timeZone`), so
 * they agree on any day. Null once expired or without a usable date.
 */
export function expiryCountdown(
  expiresAt: DateInput | null | undefined,
  now: DateInput,
  { locale, timeZone = DEFAULT_TIME_ZONE }: DateOptions = {},
): ExpiryCountdown | null {
  const expiry = toDate(expiresAt);
  const at = toDate(now);
  if (!expiry || !at || expiry.getTime() <= at.getTime()) return null;
  const days = calendarDaysBetween(at, expiry, timeZone);
  const phrase = days === 0 ? 'expires today' : `expires in ${days} ${days === 1 ? 'day' : 'days'}`;
  return { days, phrase, date: formatCalendarDate(expiry, { locale, timeZone })! };
}

/** "Expires in 3 days": the countdown's phrase opening a line. */
export const expiryLine = (countdown: Pick<ExpiryCountdown, 'phrase'>) =>
  countdown.phrase.charAt(0).toUpperCase() + countdown.phrase.slice(1);
