import { describe, expect, it } from 'vitest';
import { VIEWING_SLOT_PAST, VIEWING_SLOT_TOO_FAR } from '../contract/viewings';
import {
  SLOT_TIME_MISSING,
  SLOTS_NOT_DISTINCT,
  TIME_ZONE_INVALID,
  isTimeZone,
  slotInstants,
  slotLabel,
  spanOf,
  wallTimeToInstant,
} from './slots';

const NY = 'America/New_York';
const NOW = Date.parse('2027-03-01T12:00:00Z');

describe('wall time → instant', () => {
  it('when a New York time is on either side of the spring-forward change (2027-03-14), then the offset changes from -5 to -4 hours', () => {
    expect(wallTimeToInstant('2027-03-13', '18:00', NY)!.toISOString()).toBe(
      '2027-03-13T23:00:00.000Z',
    );
    expect(wallTimeToInstant('2027-03-14', '18:00', NY)!.toISOString()).toBe(
      '2027-03-14T22:00:00.000Z',
    );
  });

  it('when a New York time is on either side of the fall-back change (2027-11-07), then the offset changes from -4 to -5 hours', () => {
    expect(wallTimeToInstant('2027-11-06', '10:00', NY)!.toISOString()).toBe(
      '2027-11-06T14:00:00.000Z',
    );
    expect(wallTimeToInstant('2027-11-07', '10:00', NY)!.toISOString()).toBe(
      '2027-11-07T15:00:00.000Z',
    );
  });

  it('when a time is skipped by the spring-forward change, then it has no instant; a doubled one is its first occurrence', () => {
    expect(wallTimeToInstant('2027-03-14', '02:30', NY)).toBeNull();
    expect(wallTimeToInstant('2027-11-07', '01:30', NY)!.toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
  });

  it('when zones are checked, then IANA names pass and anything else fails', () => {
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('slotInstants', () => {
  const slot = (date: string, time: string, minutes = 30) => ({ date, time, minutes });

  it('when slots span the DST change, then each is stored as its own instant and ends `minutes` later', () => {
    const [before, after] = slotInstants(
      [slot('2027-03-13', '11:00', 45), slot('2027-03-15', '11:00', 60)],
      NY,
      NOW,
    );
    expect(before!.start.toISOString()).toBe('2027-03-13T16:00:00.000Z');
    expect(before!.end.toISOString()).toBe('2027-03-13T16:45:00.000Z');
    expect(after!.start.toISOString()).toBe('2027-03-15T15:00:00.000Z');
    expect(after!.end.toISOString()).toBe('2027-03-15T16:00:00.000Z');
  });

  it('when a slot is in the past, more than 60 days ahead, skipped by the clocks, repeated, or the zone is unknown, then a 400 says which', () => {
    const refuse = (fn: () => unknown, message: string) =>
      expect(fn).toThrow(expect.objectContaining({ status: 400, message }));
    refuse(() => slotInstants([slot('2027-03-01', '06:00')], NY, NOW), VIEWING_SLOT_PAST);
    refuse(() => slotInstants([slot('2027-05-01', '10:00')], NY, NOW), VIEWING_SLOT_TOO_FAR);
    refuse(() => slotInstants([slot('2027-03-14', '02:30')], NY, NOW), SLOT_TIME_MISSING);
    refuse(
      () => slotInstants([slot('2027-03-05', '10:00'), slot('2027-03-05', '10:00', 60)], NY, NOW),
      SLOTS_NOT_DISTINCT,
    );
    refuse(
      () => slotInstants([slot('2027-03-05', '10:00')], 'Nowhere/Else', NOW),
      TIME_ZONE_INVALID,
    );
  });

  it('when a slot starts exactly 60 days ahead, then it is accepted', () => {
    const at = new Date(NOW + 60 * 24 * 3600 * 1000);
    const [ok] = slotInstants(
      [{ date: at.toISOString().slice(0, 10), time: '12:00', minutes: 15 }],
      'UTC',
      NOW,
    );
    expect(ok!.start.getTime()).toBe(at.getTime());
  });
});

describe('spanOf and slotLabel', () => {
  const slots = slotInstants(
    [
      { date: '2027-03-10', time: '18:00', minutes: 30 },
      { date: '2027-03-05', time: '09:00', minutes: 60 },
    ],
    NY,
    NOW,
  );

  it('when proposed, then the span runs from the earliest start to the latest end; once confirmed, it is the chosen slot', () => {
    expect(spanOf(slots, null)).toEqual({ start: slots[1]!.start, end: slots[0]!.end });
    expect(spanOf(slots, 1)).toEqual({ start: slots[1]!.start, end: slots[1]!.end });
  });

  it("when a slot is labelled, then it reads on the zone's clock with the city's name, as every page writes a viewing's time", () => {
    expect(slotLabel(slots[0]!.start, NY)).toBe('Wed, Mar 10, 6:00 PM (New York time)');
    expect(slotLabel(slots[0]!.start, 'Europe/London')).toBe('Wed, Mar 10, 11:00 PM (London time)');
  });
});
