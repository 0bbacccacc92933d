// The ad's stored query fields, pure: the packed room types against a plain
// "wants this type" over every set of types, the query's bounds against the
// same, the area prefixes' fair share, and the one-ad rule's slot (the
// transition table is ads/lifecycle.test.ts's).
import { describe, expect, it } from 'vitest';
import { locationPrefixes, MAX_PREFIXES } from '../contract/browse-filters';
import { ROOM_TYPES, type RoomType } from '../contract/listing';
import { areaPrefixes, wantedAdSearchFields, toWantedAd, UNNAMED } from './document';
import { holdsTheSlot } from './lifecycle';
import { buildWantedAdsQuery } from './query';

const DAY = 24 * 60 * 60 * 1000;

/** Every set of room types an ad may want (the 63 non-empty ones). */
const typeSets = (): RoomType[][] =>
  Array.from({ length: 2 ** ROOM_TYPES.length - 1 }, (_, i) =>
    ROOM_TYPES.filter((_, bit) => (i + 1) & (1 << bit)),
  );

/** Whether the stored search map meets every range bound of a query. */
function meets(
  search: Record<string, number | string>,
  range: { field: string; op: string; value: unknown }[],
) {
  return range.every(({ field, op, value }) => {
    const stored = search[field.replace('search.', '')]!;
    // Bounds and stored values share a type (numbers, or the occupation's key).
    return op === '>=' ? stored >= (value as typeof stored) : stored <= (value as typeof stored);
  });
}

describe('the room types packed two to a field', () => {
  it('when any set of types is stored and any one type is asked for, then the query admits the ad exactly when it wants that type', () => {
    const now = Date.now();
    for (const types of typeSets()) {
      const { search } = wantedAdSearchFields({
        roomTypes: types,
        budget: 900,
        moveInDate: '2026-09-01',
        stayMonths: 6,
        expiresAt: now + DAY,
      });
      for (const roomType of ROOM_TYPES) {
        const { range } = buildWantedAdsQuery({ sort: 'newest', limit: 20, now, roomType });
        expect(meets(search, range), `${types} asked ${roomType}`).toBe(types.includes(roomType));
      }
      const { range } = buildWantedAdsQuery({ sort: 'soonest', limit: 20, now });
      expect(meets(search, range)).toBe(true);
    }
  });

  it('when an ad has expired, or wants less, pays less, stays shorter or moves later than asked, then the query leaves it out', () => {
    const now = Date.now();
    const doc = {
      roomTypes: ['Studio'],
      budget: 900,
      moveInDate: '2026-09-01',
      stayMonths: 6,
      expiresAt: now + DAY,
    };
    const { search } = wantedAdSearchFields(doc);
    const ask = (filters: object) =>
      meets(search, buildWantedAdsQuery({ sort: 'newest', limit: 20, now, ...filters }).range);
    expect(ask({ minBudget: 900, stay: 6, moveInBy: '2026-09-01' })).toBe(true);
    expect(ask({ minBudget: 901 })).toBe(false);
    expect(ask({ stay: 7 })).toBe(false);
    expect(ask({ moveInBy: '2026-08-31' })).toBe(false);
    // No occupation stated: found by no occupation filter, and by the list without one.
    expect(ask({ occupation: 'student' })).toBe(false);
    const student = wantedAdSearchFields({ ...doc, occupation: 'student' }).search;
    const asked = (occupation: string) =>
      meets(
        student,
        buildWantedAdsQuery({ sort: 'newest', limit: 20, now, occupation } as never).range,
      );
    expect([asked('student'), asked('professional')]).toEqual([true, false]);
    const expired = wantedAdSearchFields({ ...doc, expiresAt: now }).search;
    expect(meets(expired, buildWantedAdsQuery({ sort: 'newest', limit: 20, now }).range)).toBe(
      false,
    );
  });
});

describe('the area prefixes', () => {
  it('when an ad names places, then each is found by its word-start prefixes, as browse finds a location', () => {
    const prefixes = areaPrefixes(['Brooklyn, NY', 'San Francisco']);
    for (const term of ['b', 'brooklyn ny', 'ny', 'san fr', 'francisco']) {
      expect(prefixes).toContain(term);
    }
    expect(prefixes).not.toContain('rooklyn');
  });

  it('when the places are long, then each keeps an equal share of the cap, and the first place’s own prefixes are all there for a short one', () => {
    const long = Array.from(
      { length: 5 },
      (_, i) => `${String.fromCharCode(97 + i)}`.repeat(3) + ' word'.repeat(23),
    );
    const prefixes = areaPrefixes(long);
    expect(prefixes.length).toBeLessThanOrEqual(MAX_PREFIXES);
    for (const area of long) expect(prefixes).toContain(locationPrefixes(area)[0]);
    expect(areaPrefixes(['Queens'])).toEqual(locationPrefixes('Queens'));
  });
});

describe("an ad's slot", () => {
  const now = Date.parse('2026-06-01T10:00:00Z');
  const active = { status: 'active', expiresAt: now + DAY };

  it('when the one-ad rule asks, then active, paused and under-review ads hold the slot and expired ones free it', () => {
    expect(holdsTheSlot(active, now)).toBe(true);
    expect(holdsTheSlot({ ...active, status: 'paused' }, now)).toBe(true);
    expect(holdsTheSlot({ ...active, status: 'under-review' }, now)).toBe(true);
    expect(holdsTheSlot({ ...active, expiresAt: now - 1 }, now)).toBe(false);
    expect(holdsTheSlot({ ...active, status: 'expired' }, now)).toBe(false);
  });
});

describe('the API shape of a stored ad', () => {
  it('when a stored ad is odd or partial, then it still reads, and never with its exact age or an e-mail', () => {
    const ad = toWantedAd('a1', {
      ownerId: 'u1',
      ageRange: '40–44',
      age: 41,
      email: 'someone@example.com',
      roomTypes: ['Studio', 'Castle', 'Single Room'],
      lifestyle: ['quiet', 'karaoke'],
      wantsBills: 'maybe',
      photo: 'javascript:alert(1)',
      moveInDate: '2026-02-30',
    });
    expect(ad).toMatchObject({
      userId: 'u1',
      ageRange: '40–44',
      roomTypes: ['Single Room', 'Studio'],
      lifestyle: ['quiet'],
      wantsBills: 'any',
      photo: '',
      name: UNNAMED,
      moveInDate: '',
      status: 'under-review',
    });
    expect(JSON.stringify(ad)).not.toContain('example.com');
    expect(ad).not.toHaveProperty('age');
  });

  it('when a stored age range is not one an age makes, then the ad shows none', () => {
    for (const ageRange of ['41', '40-44', '10–14', '40–45', '', 42, null]) {
      expect(toWantedAd('a1', { ageRange }).ageRange, String(ageRange)).toBeNull();
    }
    expect(toWantedAd('a1', { ageRange: '18–19' }).ageRange).toBe('18–19');
  });
});
