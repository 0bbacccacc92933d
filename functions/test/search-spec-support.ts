// Generated listings, Room wanted ads and their filters for the search specs'
// property tests (pure: src/saved-searches/match.test.ts,
// src/wanted-ads/query.test.ts; on the emulator: test/search-spec.test.ts),
// and Firestore's own reading of a query's constraints, written apart from the
// spec's predicate (ads/search-spec.ts `matchesSearch`) so the two can disagree.
import fc from 'fast-check';
import {
  addDays,
  BATHROOMS,
  BILLS,
  defaultFacts,
  FURNISHINGS,
} from '../src/contract/listing-facts';
import {
  AVAILABILITIES,
  LIFESTYLE_PREFERENCES,
  ROOM_TYPES,
  SORTS,
  type LifestylePreference,
} from '../src/contract/listing';
import type { SavedSearchFilters } from '../src/contract/saved-searches';
import { WANTS, areasNamed } from '../src/contract/wanted-ad';
import type { CountShape } from '../src/ads/search-spec';
import { newListingDocuments } from '../src/listings/document';
import { searchFields } from '../src/listings/search-fields';
import { newWantedAdDocument } from '../src/wanted-ads/document';
import { WANTED_AD_SORTS, type WantedAdCountFilters } from '../src/wanted-ads/query';

export const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const TODAY = '2026-06-01';

const PLACES = [
  'Brooklyn, NY',
  'Park Slope, Brooklyn, NY',
  'Queens, NY',
  'Austin, TX',
  'São Paulo',
];
/** Search terms as browse normalizes them (`locationSearchTerm` leaves each as it is). */
export const TERMS = ['brooklyn', 'brook', 'ny', 'brooklyn ny', 'queens', 'austin tx', 'sao', 'x'];

const day = fc.integer({ min: -60, max: 400 }).map((days) => addDays(TODAY, days));
const lifestyle: fc.Arbitrary<LifestylePreference[]> = fc
  .subarray(LIFESTYLE_PREFERENCES, { maxLength: 3 })
  .map((keys) => LIFESTYLE_PREFERENCES.filter((key) => keys.includes(key)));

const facts = fc.record({
  availableFrom: day,
  minStayMonths: fc.integer({ min: 1, max: 12 }),
  extraStay: fc.option(fc.integer({ min: 0, max: 12 })),
  bills: fc.constantFrom(...BILLS),
  furnishing: fc.constantFrom(...FURNISHINGS),
  bathroom: fc.constantFrom(...BATHROOMS),
  couplesWelcome: fc.boolean(),
});

/**
 * A stored listing as the API writes it (listings/document.ts), sometimes
 * without facts, sometimes an older client's (`rent`, no `rentAmount`), with
 * any status, its expiry still ahead.
 */
export const listingDocument = fc
  .record({
    location: fc.constantFrom(...PLACES),
    rentAmount: fc.integer({ min: 300, max: 3000 }),
    roomType: fc.constantFrom(...ROOM_TYPES),
    availability: fc.constantFrom(...AVAILABILITIES),
    lifestylePreferences: lifestyle,
    facts: fc.option(facts, { freq: 4 }),
    status: fc.constantFrom('active', 'active', 'paused', 'let', 'under-review'),
    legacyRent: fc.boolean(),
  })
  .map(({ status, legacyRent, facts: chosen, ...fields }) => {
    const { extraStay, ...rest } = chosen ?? {};
    const { post } = newListingDocuments(
      {
        ...fields,
        title: 'A room',
        description: 'A room to let',
        contactInfo: 'call me',
        contactPreference: 'reveal-on-like',
        facts: chosen
          ? {
              ...defaultFacts(TODAY),
              ...rest,
              maxStayMonths: extraStay === null ? null : chosen.minStayMonths + extraStay!,
            }
          : null,
      },
      { uid: 'owner', email: 'owner@example.com', name: 'Owner', photo: '' },
      new Date(NOW - DAY),
      new Date(NOW + 10 * DAY),
    );
    const doc: Record<string, unknown> = { ...post, status };
    if (!legacyRent) return doc;
    // The older client's listing, its `search` backfilled as the migration does.
    delete doc.rentAmount;
    doc.rent = fields.rentAmount;
    return { ...doc, ...searchFields(doc) };
  });

/** A filter chosen one time in four, so a document meets all of them often enough. */
const option = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

/** Browse's filters as a saved search keeps them (location already a term). */
export const listingFilters: fc.Arbitrary<SavedSearchFilters> = fc
  .record({
    location: option(fc.constantFrom(...TERMS)),
    roomType: option(fc.constantFrom(...ROOM_TYPES)),
    availability: option(fc.constantFrom(...AVAILABILITIES)),
    minRent: option(fc.integer({ min: 0, max: 2000 })),
    maxRent: option(fc.integer({ min: 500, max: 3500 })),
    lifestyle: option(lifestyle),
    moveInBy: option(day),
    stay: option(fc.integer({ min: 1, max: 24 })),
    bills: option(fc.constant(true as const)),
    furnished: option(fc.constant(true as const)),
    privateBath: option(fc.constant(true as const)),
    couples: option(fc.constant(true as const)),
  })
  .map((filters) => JSON.parse(JSON.stringify(filters)) as SavedSearchFilters);

export const listingSort = fc.constantFrom(...SORTS);

/** A stored Room wanted ad as the API writes it, with any status and an expiry around now. */
export const adDocument = fc
  .record({
    areas: fc.subarray(PLACES, { minLength: 1, maxLength: 3 }).map((names) => areasNamed(...names)),
    budget: fc.integer({ min: 300, max: 3000 }),
    moveInDate: day,
    stayMonths: fc.integer({ min: 1, max: 24 }),
    roomTypes: fc.subarray([...ROOM_TYPES], { minLength: 1 }),
    lifestyle,
    wants: fc.constantFrom(...WANTS),
    couple: fc.boolean(),
    status: fc.constantFrom('active', 'active', 'paused', 'expired'),
    expiresIn: fc.integer({ min: -2 * DAY, max: 30 * DAY }),
  })
  .map(({ status, expiresIn, wants, ...input }) => ({
    ...newWantedAdDocument(
      {
        ...input,
        headline: 'Looking for a room',
        aboutMe: 'Quiet and tidy',
        wantsBills: wants,
        wantsFurnished: wants,
        wantsPrivateBath: wants,
        age: null,
        occupation: null,
      },
      { uid: 'seeker', name: 'Seeker', photo: '' },
      new Date(NOW - DAY),
      new Date(NOW + expiresIn),
    ),
    status,
  }));

/** The Room wanted list's filters (the area already a term), at NOW. */
export const adFilters: fc.Arbitrary<WantedAdCountFilters> = fc
  .record({
    area: option(fc.constantFrom(...TERMS)),
    minBudget: option(fc.integer({ min: 0, max: 3000 })),
    moveInBy: option(day),
    stay: option(fc.integer({ min: 1, max: 24 })),
    roomType: option(fc.constantFrom(...ROOM_TYPES)),
    lifestyle: option(lifestyle),
    sort: fc.constantFrom(...WANTED_AD_SORTS),
  })
  .map((filters) => ({ ...(JSON.parse(JSON.stringify(filters)) as typeof filters), now: NOW }));

const valueAt = (doc: Record<string, unknown>, path: string): unknown => {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
};

/**
 * Firestore's order within one type: numbers by value, strings by their
 * UTF-8 bytes; values of different types never meet a range filter.
 */
function order(a: unknown, b: number | string): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'string' && typeof b === 'string') {
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
  }
  return undefined;
}

/**
 * Whether Firestore returns `doc` for the shape's filters (ordering and limit
 * aside): every `==`, the `array-contains`, every `in` and every range
 * bound; a field the document lacks meets none of them.
 */
export function firestoreFinds(shape: CountShape, doc: Record<string, unknown>): boolean {
  const equal = shape.equality.every(({ field, value }) => valueAt(doc, field) === value);
  const contains =
    !shape.arrayContains ||
    (Array.isArray(valueAt(doc, shape.arrayContains.field)) &&
      (valueAt(doc, shape.arrayContains.field) as unknown[]).includes(shape.arrayContains.value));
  const within = (shape.membership ?? []).every(({ field, values }) =>
    values.some((value) => value === valueAt(doc, field)),
  );
  const ranged = shape.range.every(({ field, op, value }) => {
    const diff = order(valueAt(doc, field), value);
    if (diff === undefined) return false;
    return op === '>=' ? diff >= 0 : diff <= 0;
  });
  return equal && contains && within && ranged;
}
