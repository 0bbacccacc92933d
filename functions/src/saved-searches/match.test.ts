// The saved-search matcher: browse's semantics in memory. Its location rule
// is checked against browse's own path (GET /posts's query schema and query
// builder over the stored `locationPrefixes`) for generated locations and
// searches, and the whole of it against browse's query read with Firestore's
// semantics (test/search-spec-support.ts) for generated listings and searches;
// API tests (test/notifications.test.ts, test/search-spec.test.ts) compare it
// with real answers on the emulator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedSearchFilters } from '../contract/saved-searches';
import { defaultFacts, type ListingFacts } from '../contract/listing-facts';
import { locationSearchTerm } from '../contract/browse-filters';
import { matchesSearch } from '../ads/search-spec';
import { locationPrefixes } from '../listings/document';
import { buildCountQuery, buildListingsQuery, LISTING_SEARCH } from '../listings/query';
import { listQuerySchema } from '../listings/schema';
import { matchesSavedSearch } from './match';
import { NEAR_KM } from '../contract/near';
import { distanceKm, roundPoint, within } from '../places/near';
import {
  firestoreFinds,
  listingDocument,
  listingFilters,
  listingSort,
  NOW as GENERATED_NOW,
  TERMS,
} from '../../test/search-spec-support';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A stored listing (the fields the matcher reads), active for ten more days. */
const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunny room',
  location: 'Brooklyn, NY',
  locationPrefixes: locationPrefixes('Brooklyn, NY'),
  rentAmount: 950,
  roomType: 'Single Room',
  availability: 'Available',
  lifestylePreferences: ['quiet', 'pets'],
  status: 'active',
  expiresAt: new Date(NOW + 10 * DAY),
  facts: facts(),
  ...overrides,
});

/** Stored facts: free from 1 Jul 2026, 3 to 12 months, bills included, furnished, private bathroom, couples welcome. */
function facts(overrides: Partial<ListingFacts> = {}): ListingFacts {
  return {
    ...defaultFacts('2026-07-01'),
    minStayMonths: 3,
    maxStayMonths: 12,
    bills: 'yes',
    furnishing: 'furnished',
    bathroom: 'private',
    couplesWelcome: true,
    ...overrides,
  };
}

const matches = (filters: SavedSearchFilters, overrides: Record<string, unknown> = {}) =>
  matchesSavedSearch(filters, listing(overrides), NOW);

describe('matchesSavedSearch', () => {
  it('when the search has no filters, then every active listing matches', () => {
    expect(matches({})).toBe(true);
  });

  it.each([
    ['paused', { status: 'paused' }],
    ['let', { status: 'let' }],
    ['expired', { status: 'expired' }],
    ['under review', { status: 'under-review' }],
    ['active but past its expiry (not yet swept)', { expiresAt: new Date(NOW - 1) }],
    ['active until exactly now', { expiresAt: new Date(NOW) }],
  ])('when the listing is %s, then nothing matches it', (_, overrides) => {
    expect(matches({}, overrides)).toBe(false);
  });

  it('when a listing has no status or expiry (older documents), then it counts as active', () => {
    expect(matches({}, { status: undefined, expiresAt: undefined })).toBe(true);
  });

  it.each([
    ['brooklyn', true],
    ['  BROOKLYN ', true],
    ['Brook', true],
    ['ny', true],
    ['brooklyn, ny', true],
    ['Brooklyn NY', true],
    ['rooklyn', false],
    ['queens', false],
    ['brooklyn heights', false],
    // No letters or digits: no location filter at all, as on browse.
    ['  ,, ', true],
  ])('when the location filter is "%s", then the match is %s', (location, expected) => {
    expect(matches({ location })).toBe(expected);
  });

  it('when locations have accents, then they match as on browse ("sao" finds "São Paulo")', () => {
    const saoPaulo = { location: 'São Paulo', locationPrefixes: locationPrefixes('São Paulo') };
    expect(matches({ location: 'sao paulo' }, saoPaulo)).toBe(true);
    expect(matches({ location: 'SÃO' }, saoPaulo)).toBe(true);
    expect(matches({ location: 'paulo' }, saoPaulo)).toBe(true);
  });

  it('when room type or availability is chosen, then it must be equal', () => {
    expect(matches({ roomType: 'Single Room' })).toBe(true);
    expect(matches({ roomType: 'Studio' })).toBe(false);
    expect(matches({ availability: 'Available' })).toBe(true);
    expect(matches({ availability: 'Not Available' })).toBe(false);
  });

  it('when rent bounds are set, then both are inclusive', () => {
    expect(matches({ minRent: 950 })).toBe(true);
    expect(matches({ maxRent: 950 })).toBe(true);
    expect(matches({ minRent: 950, maxRent: 950 })).toBe(true);
    expect(matches({ minRent: 951 })).toBe(false);
    expect(matches({ maxRent: 949 })).toBe(false);
    expect(matches({ minRent: 0, maxRent: 1_000_000 })).toBe(true);
  });

  it("when the listing has no numeric rentAmount, then its rent is the older client's `rent`, else 0 (as browse's search.rent)", () => {
    expect(matches({ maxRent: 2000 }, { rentAmount: undefined, rent: 500 })).toBe(true);
    expect(matches({ minRent: 501 }, { rentAmount: undefined, rent: 500 })).toBe(false);
    expect(matches({ minRent: 1 }, { rentAmount: undefined })).toBe(false);
    expect(matches({ maxRent: 0 }, { rentAmount: 'cheap' })).toBe(true);
    expect(matches({}, { rentAmount: undefined })).toBe(true);
  });

  it('when lifestyle preferences are chosen, then the listing must offer every one of them', () => {
    expect(matches({ lifestyle: ['quiet'] })).toBe(true);
    expect(matches({ lifestyle: ['quiet', 'pets'] })).toBe(true);
    expect(matches({ lifestyle: ['quiet', 'smoking'] })).toBe(false);
    expect(matches({ lifestyle: ['quiet'] }, { lifestylePreferences: undefined })).toBe(false);
    expect(matches({ lifestyle: [] })).toBe(true);
  });

  it('when every filter agrees, then it matches, and any one that disagrees spoils it', () => {
    const all: SavedSearchFilters = {
      location: 'brooklyn',
      roomType: 'Single Room',
      availability: 'Available',
      minRent: 900,
      maxRent: 1000,
      lifestyle: ['pets'],
    };
    expect(matches(all)).toBe(true);
    expect(matches({ ...all, location: 'manhattan' })).toBe(false);
    expect(matches({ ...all, maxRent: 900 })).toBe(false);
    expect(matches({ ...all, lifestyle: ['social'] })).toBe(false);
  });
});

describe('matchesSavedSearch and a near search', () => {
  const BROOKLYN = { lat: 40.65, lng: -73.95 };
  /** A point `km` north of Brooklyn's centre (a degree of latitude is about 111.2 km). */
  const north = (km: number) => ({ lat: BROOKLYN.lat + km / 111.195, lng: BROOKLYN.lng });
  const near = (km?: 1 | 2 | 5 | 10 | 25 | 50): SavedSearchFilters => ({
    near: '40.65,-73.95',
    ...(km ? { km } : {}),
    place: 'Brooklyn, NY',
  });

  it('when a listing is inside the distance, then it matches; outside, it does not', () => {
    expect(matches(near(5), { point: north(1) })).toBe(true);
    expect(matches(near(5), { point: north(7) })).toBe(false);
    expect(matches(near(10), { point: north(7) })).toBe(true);
    // Without a distance, the API's default of 5 km.
    expect(matches(near(), { point: north(4.5) })).toBe(true);
    expect(matches(near(), { point: north(5.5) })).toBe(false);
  });

  it('when a listing is at the edge, then exactly the distance is within it and a little more is not', () => {
    const edge = north(2);
    const km = distanceKm(BROOKLYN, edge);
    expect(km).toBeCloseTo(2, 2);
    const exactly = { lat: BROOKLYN.lat, lng: BROOKLYN.lng };
    expect(matches(near(2), { point: exactly })).toBe(true);
    // The matcher is browse's `within`: d ≤ km, measured the same way.
    expect(matches(near(2), { point: north(1.999) })).toBe(true);
    expect(matches(near(2), { point: north(2.001) })).toBe(false);
  });

  it('when a listing has no point (the gazetteer knew no place), then no near search matches it', () => {
    expect(matches(near(50), { point: null })).toBe(false);
    expect(matches(near(50), {})).toBe(false);
    expect(matches({}, { point: null })).toBe(true);
  });

  it('when the other filters disagree, then being within the distance is not enough', () => {
    expect(matches({ ...near(5), roomType: 'Studio' }, { point: north(1) })).toBe(false);
    expect(matches({ ...near(5), roomType: 'Single Room' }, { point: north(1) })).toBe(true);
    expect(matches(near(5), { point: north(1), status: 'paused' })).toBe(false);
  });

  it("when a point and a centre are generated, then the matcher agrees with browse's `within`", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.constantFrom(...NEAR_KM),
        (dLat, dLng, km) => {
          const point = roundPoint({ lat: BROOKLYN.lat + dLat, lng: BROOKLYN.lng + dLng });
          const inside = within(BROOKLYN, km).kmOf({ point }) !== undefined;
          expect(matches({ near: '40.65,-73.95', km }, { point })).toBe(inside);
        },
      ),
    );
  });
});

describe('matchesSavedSearch and the facts filters', () => {
  it('when the move-in date is chosen, then listings free on or before it match', () => {
    expect(matches({ moveInBy: '2026-07-01' })).toBe(true);
    expect(matches({ moveInBy: '2026-12-31' })).toBe(true);
    expect(matches({ moveInBy: '2026-06-30' })).toBe(false);
    // Free since a past date: available now, so any move-in date fits.
    expect(
      matches({ moveInBy: '2026-06-01' }, { facts: facts({ availableFrom: '2025-01-01' }) }),
    ).toBe(true);
  });

  it('when a stay is chosen, then the minimum must not be above it nor the maximum below it', () => {
    expect(matches({ stay: 3 })).toBe(true);
    expect(matches({ stay: 12 })).toBe(true);
    expect(matches({ stay: 2 })).toBe(false);
    expect(matches({ stay: 13 })).toBe(false);
    expect(matches({ stay: 24 }, { facts: facts({ maxStayMonths: null }) })).toBe(true);
    expect(matches({ stay: 2 }, { facts: facts({ maxStayMonths: null }) })).toBe(false);
  });

  it.each([
    ['bills', { bills: 'some' }],
    ['bills', { bills: 'no' }],
    ['furnished', { furnishing: 'part' }],
    ['furnished', { furnishing: 'unfurnished' }],
    ['privateBath', { bathroom: 'shared' }],
    ['couples', { couplesWelcome: false }],
  ] as const)(
    'when the %s flag is on and the listing has %o, then it does not match',
    (flag, fact) => {
      expect(matches({ [flag]: true })).toBe(true);
      expect(matches({ [flag]: true }, { facts: facts(fact) })).toBe(false);
    },
  );

  it.each([
    ['null', null],
    ['missing', undefined],
    ['not all usable', { bills: 'yes', furnishing: 'furnished' }],
  ])('when the facts are %s, then no facts filter matches but the others still do', (_, stored) => {
    const overrides = { facts: stored };
    expect(matches({}, overrides)).toBe(true);
    expect(matches({ roomType: 'Single Room', maxRent: 1000 }, overrides)).toBe(true);
    for (const filters of [
      { moveInBy: '2099-12-31' },
      { stay: 1 },
      { bills: true },
      { furnished: true },
      { privateBath: true },
      { couples: true },
    ] as SavedSearchFilters[]) {
      expect(matches(filters, overrides)).toBe(false);
    }
  });

  it('when every facts filter agrees with the others, then it matches, and any one that disagrees spoils it', () => {
    const all: SavedSearchFilters = {
      location: 'brooklyn',
      maxRent: 1000,
      moveInBy: '2026-08-01',
      stay: 6,
      bills: true,
      furnished: true,
      privateBath: true,
      couples: true,
    };
    expect(matches(all)).toBe(true);
    expect(matches({ ...all, stay: 18 })).toBe(false);
    expect(matches({ ...all, moveInBy: '2026-06-15' })).toBe(false);
    expect(matches(all, { facts: facts({ bathroom: 'shared' }) })).toBe(false);
  });
});

describe('the matcher and the location search agree', () => {
  /** What browse does with `?location=<search>`: the schema's term, the query's array-contains. */
  function browseFinds(search: string, stored: string[]): boolean {
    const query = listQuerySchema.parse({ location: search });
    const shape = buildListingsQuery({ location: query.location, sort: 'newest', limit: 20 });
    return shape.arrayContains === undefined || stored.includes(shape.arrayContains.value);
  }

  const PLACES = [
    'Brooklyn, NY',
    'São Paulo, SP',
    'New York',
    'Park Slope',
    'Köln-Ehrenfeld',
    '東京 渋谷',
  ];
  const word = fc.constantFrom(...PLACES.flatMap((p) => p.split(/[\s,-]+/)), 'x', 'Brook', 'sao');
  const location = fc.oneof(
    fc.constantFrom(...PLACES),
    fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
    fc.string({ maxLength: 30 }),
  );
  const search = fc.oneof(
    location,
    location.map((l) => l.slice(0, 4)),
    location.map((l) => l.toUpperCase()),
    fc.string({ maxLength: 20 }),
  );

  it('when locations and searches are generated, then the matcher matches exactly the listings browse finds', () => {
    fc.assert(
      fc.property(location, search, (place, query) => {
        fc.pre(query.length <= 120);
        const stored = locationPrefixes(place);
        const found = browseFinds(query, stored);
        expect(
          matchesSavedSearch(
            { location: query },
            listing({ location: place, locationPrefixes: stored }),
            NOW,
          ),
        ).toBe(found);
      }),
      { numRuns: 500 },
    );
  });

  it('when checked on examples, then both find the expected listings', () => {
    const stored = locationPrefixes('Brooklyn, NY');
    for (const [query, expected] of [
      ['brooklyn ny', true],
      ['BROOKLYN,   NY', true],
      ['lyn', false],
    ] as const) {
      expect(browseFinds(query, stored)).toBe(expected);
      expect(matches({ location: query })).toBe(expected);
    }
  });
});

describe("the matcher and browse's query agree on generated listings", () => {
  it('when the generated terms are normalized as browse normalizes a location, then they are unchanged', () => {
    for (const term of TERMS) expect(locationSearchTerm(term)).toBe(term);
  });

  it("when listings and saved searches are generated, then the matcher accepts exactly the listings the public list query returns, and the listing spec's predicate is its query's filters whatever the list's scope", () => {
    fc.assert(
      fc.property(listingDocument, listingFilters, listingSort, (doc, filters, sort) => {
        const shape = buildCountQuery({ ...filters, sort });
        expect(matchesSavedSearch(filters, doc, GENERATED_NOW)).toBe(firestoreFinds(shape, doc));
        expect(matchesSearch(LISTING_SEARCH, filters, doc)).toBe(
          firestoreFinds({ ...shape, equality: [] }, doc),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('when cases are generated, then they often match and often do not', () => {
    const cases = fc.sample(fc.tuple(listingDocument, listingFilters), { numRuns: 1000, seed: 1 });
    const found = cases.filter(([doc, filters]) => matchesSavedSearch(filters, doc, GENERATED_NOW));
    expect(found.length / cases.length).toBeGreaterThan(0.02);
    expect(found.length / cases.length).toBeLessThan(0.98);
  });
});
