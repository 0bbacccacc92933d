import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  EMAIL_LOCALE,
  calendarDaysBetween,
  expiryCountdown,
  expiryLine,
  formatCalendarDate,
  formatMoment,
  formatViewingRange,
  formatViewingTime,
  isTimeZone,
  knownTimeZone,
  updatedAgoText,
  zoneLabel,
} from './dates';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14, the farthest east
const PAGO = 'Pacific/Pago_Pago'; // UTC-11, far west
const LONDON = 'Europe/London';
const en = { locale: EMAIL_LOCALE };

describe('formatCalendarDate', () => {
  it('when a day (YYYY-MM-DD) is written, then it is the same calendar date in every zone, in the locale’s order', () => {
    expect(formatCalendarDate('2026-12-20', en)).toBe('Dec 20, 2026');
    expect(formatCalendarDate('2026-12-20', { locale: 'en-GB' })).toBe('20 Dec 2026');
    for (const timeZone of [NY, KIRITIMATI, PAGO]) {
      expect(formatCalendarDate('2027-03-01', { ...en, timeZone })).toBe('Mar 1, 2027');
    }
  });

  it('when an instant is written, then it is dated in the given zone', () => {
    const lateUtc = '2026-11-28T23:00:00.000Z';
    expect(formatCalendarDate(lateUtc, { ...en, timeZone: 'UTC' })).toBe('Nov 28, 2026');
    expect(formatCalendarDate(lateUtc, { ...en, timeZone: NY })).toBe('Nov 28, 2026');
    expect(formatCalendarDate(lateUtc, { ...en, timeZone: LONDON })).toBe('Nov 28, 2026');
    expect(formatCalendarDate(lateUtc, { ...en, timeZone: KIRITIMATI })).toBe('Nov 29, 2026');
    expect(formatCalendarDate('2026-11-29T02:00:00.000Z', { ...en, timeZone: LA })).toBe(
      'Nov 28, 2026',
    );
  });

  it('when there is no usable date, then null', () => {
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate('')).toBeNull();
    expect(formatCalendarDate('not a date')).toBeNull();
  });
});

describe('formatMoment', () => {
  it('when a moment is written, then date and time in the zone', () => {
    expect(formatMoment('2026-11-23T21:15:00.000Z', { ...en, timeZone: 'UTC' })).toBe(
      'Nov 23, 2026, 9:15 PM',
    );
    expect(formatMoment('2026-11-23T21:15:00.000Z', { ...en, timeZone: NY })).toBe(
      'Nov 23, 2026, 4:15 PM',
    );
    expect(formatMoment(undefined)).toBeNull();
  });
});

describe('zoneLabel', () => {
  it('when a zone is named, then by its city, never by its IANA id or an abbreviation', () => {
    expect(zoneLabel(NY)).toBe('New York time');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneLabel(KIRITIMATI)).toBe('Kiritimati time');
  });

  it('when the zone has no city, then UTC or its offset', () => {
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(zoneLabel('Etc/UTC')).toBe('UTC');
    expect(zoneLabel('Etc/GMT+5')).toBe('GMT-5');
  });

  it('when the zone is unknown, then it is treated as UTC', () => {
    expect(zoneLabel('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(knownTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(knownTimeZone(LONDON)).toBe(LONDON);
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});

describe('formatViewingTime and formatViewingRange', () => {
  it('when a viewing is written, then on its own clock with the zone named, on either side of a daylight-saving change', () => {
    // New York falls back on 2026-11-01: 6 pm is 22:00 UTC before, 23:00 after.
    expect(formatViewingTime('2026-10-31T22:00:00.000Z', NY, en)).toBe(
      'Sat, Oct 31, 6:00 PM (New York time)',
    );
    expect(formatViewingTime('2026-12-03T23:00:00.000Z', NY, en)).toBe(
      'Thu, Dec 3, 6:00 PM (New York time)',
    );
    expect(
      formatViewingRange(
        { start: '2026-12-03T23:00:00.000Z', end: '2026-12-03T23:30:00.000Z' },
        NY,
        en,
      ),
    ).toBe('Thu, Dec 3, 6:00 – 6:30 PM (New York time)');
  });

  it('when the locale differs, then only the words and order change, not the zone’s name', () => {
    expect(
      formatViewingRange(
        { start: '2026-12-03T23:00:00.000Z', end: '2026-12-03T23:30:00.000Z' },
        NY,
        { locale: 'en-GB' },
      ),
    ).toBe('Thu 3 Dec, 18:00–18:30 (New York time)');
  });

  it('when a slot crosses midnight on its clock, then both days are written', () => {
    expect(
      formatViewingRange(
        { start: '2026-12-04T04:30:00.000Z', end: '2026-12-04T05:30:00.000Z' },
        NY,
        en,
      ),
    ).toBe('Thu, Dec 3, 11:30 PM – Fri, Dec 4, 12:30 AM (New York time)');
  });

  it('when the time is unusable, then nothing', () => {
    expect(formatViewingTime('nope', NY, en)).toBe('');
    expect(formatViewingRange({ start: 'nope', end: 'nope' }, NY, en)).toBe('');
  });
});

describe('calendarDaysBetween', () => {
  it('when two moments straddle midnight in the zone, then they are a day apart however close', () => {
    expect(calendarDaysBetween('2026-06-14T23:59:00Z', '2026-06-15T00:01:00Z', 'UTC')).toBe(1);
    expect(calendarDaysBetween('2026-06-15T00:00:00Z', '2026-06-15T23:59:00Z', 'UTC')).toBe(0);
    expect(calendarDaysBetween('2026-06-20T00:00:00Z', '2026-06-15T00:00:00Z', 'UTC')).toBe(-5);
  });

  it('when the same two moments are read in zones far east and far west, then each counts its own midnights', () => {
    // 09:00 UTC is the evening before in Pago Pago (UTC-11); 23:00 UTC the
    // next morning in Kiritimati (UTC+14).
    const from = '2026-11-27T09:00:00.000Z';
    const to = '2026-11-29T23:00:00.000Z';
    expect(calendarDaysBetween(from, to, 'UTC')).toBe(2);
    expect(calendarDaysBetween(from, to, NY)).toBe(2);
    expect(calendarDaysBetween(from, to, KIRITIMATI)).toBe(3);
    expect(calendarDaysBetween(from, to, PAGO)).toBe(3);
  });

  it('when a day has a clock change, then it is still one day (23 or 25 hours long)', () => {
    // New York springs forward on 2027-03-14 (23 hours), falls back on 2026-11-01 (25 hours).
    expect(calendarDaysBetween('2027-03-14T05:00:00Z', '2027-03-15T03:59:00Z', NY)).toBe(0);
    expect(calendarDaysBetween('2027-03-14T05:00:00Z', '2027-03-15T04:00:00Z', NY)).toBe(1);
    expect(calendarDaysBetween('2026-11-01T04:00:00Z', '2026-11-02T04:59:00Z', NY)).toBe(0);
    expect(calendarDaysBetween('2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', NY)).toBe(1);
    // London falls back on 2026-10-25: 00:30 BST to 23:30 GMT is the same day.
    expect(calendarDaysBetween('2026-10-24T23:30:00Z', '2026-10-25T23:30:00Z', LONDON)).toBe(0);
    expect(calendarDaysBetween('2026-10-24T23:30:00Z', '2026-10-26T00:00:00Z', LONDON)).toBe(1);
  });

  it('when a date is unusable, then NaN', () => {
    expect(calendarDaysBetween('nope', '2026-06-15T00:00:00Z', 'UTC')).toBeNaN();
  });
});

describe('updatedAgoText', () => {
  const now = '2026-06-15T14:00:00.000Z'; // 10 am in New York
  it('when updated today, yesterday or days ago in the zone, then it says so', () => {
    expect(updatedAgoText('2026-06-15T04:30:00.000Z', now, NY)).toBe('Updated today');
    expect(updatedAgoText('2026-06-15T03:30:00.000Z', now, NY)).toBe('Updated 1 day ago');
    expect(updatedAgoText('2026-06-03T16:00:00.000Z', now, NY)).toBe('Updated 12 days ago');
  });

  it('when missing, invalid, or a little in the future, then nothing or "today"', () => {
    expect(updatedAgoText(null, now, NY)).toBeNull();
    expect(updatedAgoText('nope', now, NY)).toBeNull();
    expect(updatedAgoText('2026-06-15T15:00:00.000Z', now, NY)).toBe('Updated today');
  });
});

describe('expiryCountdown', () => {
  it('when a listing expires later today, tomorrow or in days (in the zone), then the phrase, the day and the line agree', () => {
    const now = '2026-11-27T14:00:00.000Z'; // 9 am in New York
    const at = (expiresAt: string) => expiryCountdown(expiresAt, now, { ...en, timeZone: NY });
    expect(at('2026-11-28T04:59:00.000Z')).toEqual({
      days: 0,
      phrase: 'expires today',
      date: 'Nov 27, 2026',
    });
    expect(at('2026-11-28T05:00:00.000Z')).toEqual({
      days: 1,
      phrase: 'expires in 1 day',
      date: 'Nov 28, 2026',
    });
    expect(at('2026-11-30T20:00:00.000Z')).toEqual({
      days: 3,
      phrase: 'expires in 3 days',
      date: 'Nov 30, 2026',
    });
    expect(expiryLine(at('2026-11-30T20:00:00.000Z')!)).toBe('Expires in 3 days');
  });

  it('when the expiry is at 23:00 UTC, then the count and the day follow the member’s zone, not UTC', () => {
    const now = '2026-11-27T09:00:00.000Z';
    const expiresAt = '2026-11-29T23:00:00.000Z';
    const count = (timeZone: string) => expiryCountdown(expiresAt, now, { ...en, timeZone });
    expect(count('UTC')).toMatchObject({ days: 2, date: 'Nov 29, 2026' });
    expect(count(NY)).toMatchObject({ days: 2, date: 'Nov 29, 2026' });
    expect(count(KIRITIMATI)).toMatchObject({ days: 3, date: 'Nov 30, 2026' });
    // Still Nov 26 there when the e-mail is sent.
    expect(count(PAGO)).toMatchObject({ days: 3, date: 'Nov 29, 2026' });
  });

  it('whatever the zone and the hour, the count is the calendar days from today to the date it names', () => {
    const expiresAt = '2026-03-09T06:30:00.000Z'; // the day after New York springs forward (2026-03-08)
    for (const timeZone of [NY, LA, LONDON, KIRITIMATI, PAGO, 'UTC', 'Asia/Kolkata']) {
      for (let hour = 0; hour < 96; hour += 1) {
        const now = new Date(Date.parse('2026-03-05T00:00:00.000Z') + hour * 3_600_000);
        const countdown = expiryCountdown(expiresAt, now, { ...en, timeZone })!;
        const today = formatCalendarDate(now, { ...en, timeZone })!;
        expect(countdown.days).toBe(
          Math.round((Date.parse(countdown.date) - Date.parse(today)) / 86_400_000),
        );
        expect(countdown.phrase).toBe(
          countdown.days === 0
            ? 'expires today'
            : `expires in ${countdown.days} ${countdown.days === 1 ? 'day' : 'days'}`,
        );
      }
    }
  });

  it('when it has expired, or a date is unusable, then null; the zone defaults to UTC', () => {
    expect(expiryCountdown('2026-11-27T09:00:00Z', '2026-11-27T09:00:00Z')).toBeNull();
    expect(expiryCountdown('2026-11-26T09:00:00Z', '2026-11-27T09:00:00Z')).toBeNull();
    expect(expiryCountdown(null, '2026-11-27T09:00:00Z')).toBeNull();
    expect(expiryCountdown('2026-11-28T01:00:00Z', '2026-11-27T23:00:00Z', en)).toMatchObject({
      days: 1,
      date: 'Nov 28, 2026',
    });
  });
});
