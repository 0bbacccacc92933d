// How a listing's facts read on cards and details, and the calendar-date
// helpers they rest on (days, never times: a move-in date is the same day
// wherever it is read).
import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_NOW,
  addDays,
  agesText,
  availableFromText,
  dayNumber,
  defaultFacts,
  formatDay,
  householdText,
  isCalendarDate,
  isoDay,
  stayText,
} from './listing-facts';

describe('calendar dates', () => {
  it('when a date is formatted, then it is the calendar date every page writes, in the given locale', () => {
    expect(formatDay('2027-03-01', 'en-US')).toBe('Mar 1, 2027');
    expect(formatDay('2026-12-25', 'en-US')).toBe('Dec 25, 2026');
    expect(formatDay('2026-01-09', 'en-GB')).toBe('9 Jan 2026');
  });

  it('when real and impossible dates are checked, then only real ones pass', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-04-31')).toBe(false);
    expect(isCalendarDate('2027-3-1')).toBe(false);
    expect(isCalendarDate('2027-03-01T00:00:00Z')).toBe(false);
  });

  it('when days are added, then months and years roll over', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-05-10', 730)).toBe('2028-05-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('when dates become day numbers, then they count days since 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2027-03-01') - dayNumber('2027-02-01')).toBe(28);
  });

  it('when today is asked for, then it is the UTC day of that moment', () => {
    expect(isoDay(Date.parse('2026-05-10T23:59:59Z'))).toBe('2026-05-10');
    expect(isoDay(new Date('2026-05-11T00:00:00Z'))).toBe('2026-05-11');
    expect(isCalendarDate(isoDay())).toBe(true);
  });
});

describe('how facts read', () => {
  it('when the room is free today or earlier, then it reads "Available now"', () => {
    expect(availableFromText('2026-05-10', '2026-05-10')).toBe(AVAILABLE_NOW);
    expect(availableFromText('2025-01-01', '2026-05-10')).toBe('Available now');
  });

  it('when the room is free later, then the date is given with its year', () => {
    expect(availableFromText('2026-05-11', '2026-05-10')).toBe('Available from May 11, 2026');
    expect(availableFromText('2027-03-01', '2026-05-10')).toBe('Available from Mar 1, 2027');
  });

  it('when stays are described, then a range, an open end and a fixed length read right', () => {
    expect(stayText(1, 12)).toBe('1–12 months');
    expect(stayText(6, null)).toBe('6+ months');
    expect(stayText(1, null)).toBe('1+ months');
    expect(stayText(12, 12)).toBe('12 months');
    expect(stayText(1, 1)).toBe('1 month');
  });

  it('when the household is described, then nobody, one person and several read right', () => {
    expect(householdText(0)).toBe('Nobody lives there yet');
    expect(householdText(1)).toBe('1 person lives there');
    expect(householdText(3)).toBe('3 people live there');
  });

  it('when ages are described, then a range, one age, or nothing without both', () => {
    expect(agesText(24, 31)).toBe('Aged 24–31');
    expect(agesText(30, 30)).toBe('Aged 30');
    expect(agesText(null, null)).toBeUndefined();
    expect(agesText(24, null)).toBeUndefined();
  });

  it('when the form starts, then its defaults are free today, no maximum stay, nothing included', () => {
    expect(defaultFacts('2026-05-10')).toMatchObject({
      availableFrom: '2026-05-10',
      minStayMonths: 1,
      maxStayMonths: null,
      bills: 'no',
      billsEstimate: null,
      deposit: 0,
      householdAgeMin: null,
      householdAgeMax: null,
      whoLivesHere: '',
    });
  });
});
