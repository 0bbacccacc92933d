// The match between a room and a seeker: a table of cases with the exact
// words each side reads, and properties over generated listings and ads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_TYPES, LIFESTYLE_PREFERENCES } from './listing';
import { BATHROOMS, BILLS, FURNISHINGS, addDays, type ListingFacts } from './listing-facts';
import {
  hardFacts,
  meetsEveryHardFact,
  roomMatch,
  type MatchableAd,
  type MatchableListing,
} from './room-match';
import { AREA_KM, WANTS, type WantedArea } from './wanted-ad';

const TODAY = '2026-05-01';

const FACTS: ListingFacts = {
  availableFrom: '2026-06-01',
  minStayMonths: 3,
  maxStayMonths: 12,
  bills: 'yes',
  billsEstimate: null,
  deposit: 1200,
  furnishing: 'furnished',
  bathroom: 'private',
  householdSize: 2,
  householdAgeMin: null,
  householdAgeMax: null,
  couplesWelcome: true,
  whoLivesHere: '',
};

const LISTING: MatchableListing = {
  location: 'Williamsburg, Brooklyn, NY',
  rentAmount: 1200,
  roomType: 'Single Room',
  lifestylePreferences: ['nightOwl', 'quiet'],
  facts: FACTS,
  point: null,
};

// A room in Williamsburg, 0.75 km from its centre, 4.4 km from Park Slope's and 7.5 km from Astoria's.
const ROOM_POINT = { lat: 40.708, lng: -73.957 };
const WILLIAMSBURG = { lat: 40.714, lng: -73.961 };
const PARK_SLOPE = { lat: 40.671, lng: -73.977 };
const ASTORIA = { lat: 40.772, lng: -73.93 };

/** Areas by name only (no point: a place the gazetteer doesn't know), 2 km each. */
const named = (...names: string[]): WantedArea[] =>
  names.map((name) => ({ name, km: 2, point: null }));

const AD: MatchableAd = {
  areas: named('Brooklyn'),
  budget: 1300,
  moveInDate: '2026-06-04',
  stayMonths: 6,
  roomTypes: ['Single Room', 'Studio'],
  couple: false,
  lifestyle: ['nightOwl', 'quiet'],
  wantsBills: 'nice',
  wantsFurnished: 'any',
  wantsPrivateBath: 'any',
};

const listing = (change: Partial<MatchableListing> = {}, facts: Partial<ListingFacts> = {}) => ({
  ...LISTING,
  facts: { ...FACTS, ...facts },
  ...change,
});
const ad = (change: Partial<MatchableAd> = {}): MatchableAd => ({ ...AD, ...change });

type Case = [
  name: string,
  listing: MatchableListing,
  ad: MatchableAd,
  level: 'good' | 'partial' | 'none',
  reasons: string[],
];

const ALL_MET = [
  'Within budget',
  'In Brooklyn',
  "Moves in 3 days after it's free",
  'A 6-month stay fits',
  'Single Room, as wanted',
  'Both night owls',
  'Both like it quiet',
  'Bills included',
];

const CASES: Case[] = [
  ['every fact fits', listing(), ad(), 'good', ALL_MET],
  [
    'the rent is over the budget',
    listing({ rentAmount: 1450 }),
    ad(),
    'none',
    ['$150 over budget', ...ALL_MET.slice(1)],
  ],
  ['the rent is exactly the budget', listing({ rentAmount: 1300 }), ad(), 'good', ALL_MET],
  [
    'the room is elsewhere',
    listing({ location: 'Astoria, Queens, NY' }),
    ad({ areas: named('Brooklyn', 'Harlem', 'Jersey City') }),
    'none',
    ['Within budget', 'Not in Brooklyn, Harlem or Jersey City', ...ALL_MET.slice(2)],
  ],
  [
    'an area is written differently from the listing (case, punctuation, a later word)',
    listing(),
    ad({ areas: named('  Queens ', 'BROOKLYN,  ny') }),
    'good',
    ['Within budget', 'In BROOKLYN,  ny', ...ALL_MET.slice(2)],
  ],
  [
    'an area starts a word of the location',
    listing(),
    ad({ areas: named('williams') }),
    'good',
    ['Within budget', 'In williams', ...ALL_MET.slice(2)],
  ],
  [
    'an area is inside a word, not at its start',
    listing(),
    ad({ areas: named('lyn') }),
    'none',
    ['Within budget', 'Not in lyn', ...ALL_MET.slice(2)],
  ],
  [
    "the room is within an area's distance of its point, though its text names another place",
    listing({ location: 'Bedford Ave', point: ROOM_POINT }),
    ad({ areas: [{ name: 'Williamsburg', km: 1, point: WILLIAMSBURG }] }),
    'good',
    ['Within budget', '750 m from Williamsburg', ...ALL_MET.slice(2)],
  ],
  [
    'the room is within two areas, then the nearer one says so',
    listing({ location: 'Bedford Ave', point: ROOM_POINT }),
    ad({
      areas: [
        { name: 'Park Slope', km: 5, point: PARK_SLOPE },
        { name: 'Williamsburg', km: 2, point: WILLIAMSBURG },
      ],
    }),
    'good',
    ['Within budget', '750 m from Williamsburg', ...ALL_MET.slice(2)],
  ],
  [
    "the room is beyond every area's distance and its text names none of them",
    listing({ location: 'Bedford Ave', point: ROOM_POINT }),
    ad({
      areas: [
        { name: 'Park Slope', km: 2, point: PARK_SLOPE },
        { name: 'Astoria', km: 5, point: ASTORIA },
      ],
    }),
    'none',
    ['Within budget', 'Not in Park Slope or Astoria', ...ALL_MET.slice(2)],
  ],
  [
    "the room's text names an area, then it is in it, whatever the distance",
    listing({ point: ROOM_POINT }),
    ad({ areas: [{ name: 'Brooklyn', km: 1, point: PARK_SLOPE }] }),
    'good',
    ['Within budget', 'In Brooklyn', ...ALL_MET.slice(2)],
  ],
  [
    'the room has no point, then its text is what matches',
    listing({ point: null }),
    ad({ areas: [{ name: 'Williamsburg', km: 1, point: WILLIAMSBURG }] }),
    'good',
    ['Within budget', 'In Williamsburg', ...ALL_MET.slice(2)],
  ],
  [
    'the room is free on the move-in date',
    listing({}, { availableFrom: '2026-06-04' }),
    ad(),
    'good',
    ['Within budget', 'In Brooklyn', 'Free on the move-in date', ...ALL_MET.slice(3)],
  ],
  [
    'the room is free one day before',
    listing({}, { availableFrom: '2026-06-03' }),
    ad(),
    'good',
    ['Within budget', 'In Brooklyn', "Moves in 1 day after it's free", ...ALL_MET.slice(3)],
  ],
  [
    'the room is free after the move-in date',
    listing({}, { availableFrom: '2026-06-09' }),
    ad(),
    'none',
    ['Within budget', 'In Brooklyn', 'Free 5 days after the move-in date', ...ALL_MET.slice(3)],
  ],
  [
    'both dates have passed (free since March, wanted in April)',
    listing({}, { availableFrom: '2026-03-01' }),
    ad({ moveInDate: '2026-04-01' }),
    'good',
    ['Within budget', 'In Brooklyn', 'Free on the move-in date', ...ALL_MET.slice(3)],
  ],
  [
    'the seeker wanted to move in last month and the room is free in 10 days',
    listing({}, { availableFrom: '2026-05-11' }),
    ad({ moveInDate: '2026-04-01' }),
    'none',
    ['Within budget', 'In Brooklyn', 'Free 10 days after the move-in date', ...ALL_MET.slice(3)],
  ],
  [
    'the stay is shorter than the minimum',
    listing({}, { minStayMonths: 12 }),
    ad(),
    'none',
    [...ALL_MET.slice(0, 3), 'Minimum stay 12 months', ...ALL_MET.slice(4)],
  ],
  [
    'the stay is longer than the maximum',
    listing({}, { maxStayMonths: 1, minStayMonths: 1 }),
    ad(),
    'none',
    [...ALL_MET.slice(0, 3), 'Maximum stay 1 month', ...ALL_MET.slice(4)],
  ],
  [
    'the listing has no maximum stay',
    listing({}, { maxStayMonths: null }),
    ad({ stayMonths: 24 }),
    'good',
    [...ALL_MET.slice(0, 3), 'A 24-month stay fits', ...ALL_MET.slice(4)],
  ],
  [
    'the room type is not one wanted',
    listing({ roomType: 'Shared Room' }),
    ad(),
    'none',
    [...ALL_MET.slice(0, 4), 'Shared Room, not a type wanted', ...ALL_MET.slice(5)],
  ],
  [
    'a studio is wanted',
    listing({ roomType: 'Studio' }),
    ad(),
    'good',
    [...ALL_MET.slice(0, 4), 'Studio, as wanted', ...ALL_MET.slice(5)],
  ],
  [
    'a couple and couples are welcome',
    listing(),
    ad({ couple: true }),
    'good',
    [...ALL_MET.slice(0, 5), 'Couples welcome', ...ALL_MET.slice(5)],
  ],
  [
    'a couple and the room is not for couples',
    listing({}, { couplesWelcome: false }),
    ad({ couple: true }),
    'none',
    [...ALL_MET.slice(0, 5), 'Not for couples', ...ALL_MET.slice(5)],
  ],
  [
    'a single seeker and the room is not for couples',
    listing({}, { couplesWelcome: false }),
    ad(),
    'good',
    ALL_MET,
  ],
  [
    'the listing states no facts (older listings)',
    { ...LISTING, facts: null },
    ad({ couple: true }),
    'partial',
    [
      'Within budget',
      'In Brooklyn',
      'Ask about the move-in date',
      'Ask about the stay',
      'Single Room, as wanted',
      'Ask if couples are welcome',
      'Both night owls',
      'Both like it quiet',
    ],
  ],
  [
    'the listing states no facts and bills are a must',
    { ...LISTING, facts: null },
    ad({ wantsBills: 'must' }),
    'partial',
    [
      'Within budget',
      'In Brooklyn',
      'Ask about the move-in date',
      'Ask about the stay',
      'Single Room, as wanted',
      'Both night owls',
      'Both like it quiet',
      'Ask about bills',
    ],
  ],
  [
    'a must is not met',
    listing({}, { bills: 'no' }),
    ad({ wantsBills: 'must' }),
    'partial',
    [...ALL_MET.slice(0, 7), 'Bills not included'],
  ],
  [
    'a nice-to-have is not met',
    listing({}, { bills: 'some' }),
    ad(),
    'good',
    [...ALL_MET.slice(0, 7), 'Some bills included'],
  ],
  [
    'furnished and a private bathroom are musts, and both are met',
    listing(),
    ad({ wantsFurnished: 'must', wantsPrivateBath: 'must' }),
    'good',
    [...ALL_MET, 'Furnished', 'Private bathroom'],
  ],
  [
    'furnished and a private bathroom are wanted, neither is met',
    listing({}, { furnishing: 'unfurnished', bathroom: 'shared' }),
    ad({ wantsFurnished: 'nice', wantsPrivateBath: 'must' }),
    'partial',
    [...ALL_MET, 'Unfurnished', 'Shared bathroom'],
  ],
  [
    'the lifestyles share nothing',
    listing({ lifestylePreferences: ['earlyBird', 'social'] }),
    ad({ lifestyle: ['nightOwl', 'pets', 'smoking'] }),
    'good',
    [...ALL_MET.slice(0, 5), 'Bills included'],
  ],
  [
    'the lifestyles share pets, smoking, early mornings and company',
    listing({ lifestylePreferences: ['pets', 'smoking', 'earlyBird', 'social'] }),
    ad({ lifestyle: ['social', 'earlyBird', 'smoking', 'pets'] }),
    'good',
    [
      ...ALL_MET.slice(0, 5),
      'Both fine with pets',
      'Both fine with smoking',
      'Both early birds',
      'Both like it social',
      'Bills included',
    ],
  ],
  [
    'several hard facts are missed',
    listing({ rentAmount: 2500, location: 'Hoboken, NJ' }, { minStayMonths: 12 }),
    ad(),
    'none',
    [
      '$1,200 over budget',
      'Not in Brooklyn',
      "Moves in 3 days after it's free",
      'Minimum stay 12 months',
      ...ALL_MET.slice(4),
    ],
  ],
];

describe('roomMatch: the table', () => {
  it.each(CASES)('when %s, then the level and reasons are exact', (_, l, a, level, reasons) => {
    const match = roomMatch(l, a, TODAY);
    expect(match.level).toBe(level);
    expect(match.reasons).toEqual(reasons);
  });

  it('when everything fits and nothing soft is unmet, then the score is 100', () => {
    expect(roomMatch(listing(), ad(), TODAY).score).toBe(100);
  });

  it('when levels differ, then the scores keep to their bands: good 70–100, partial 35–69, none 0–34', () => {
    for (const [, l, a, level] of CASES) {
      const { score } = roomMatch(l, a, TODAY);
      const [low, high] = { good: [70, 100], partial: [35, 69], none: [0, 34] }[level];
      expect(score).toBeGreaterThanOrEqual(low!);
      expect(score).toBeLessThanOrEqual(high!);
    }
  });

  it('when a nice-to-have is only half met, then the match still is good but scores lower', () => {
    const all = roomMatch(listing(), ad(), TODAY);
    const some = roomMatch(listing({}, { bills: 'some' }), ad(), TODAY);
    const none = roomMatch(listing({}, { bills: 'no' }), ad(), TODAY);
    expect([some.level, none.level]).toEqual(['good', 'good']);
    expect(all.score).toBeGreaterThan(some.score);
    expect(some.score).toBeGreaterThan(none.score);
  });

  it('when every hard fact is met, then meetsEveryHardFact holds even with an unmet must; an unknown fact fails it', () => {
    expect(
      meetsEveryHardFact(listing({}, { bills: 'no' }), ad({ wantsBills: 'must' }), TODAY),
    ).toBe(true);
    expect(meetsEveryHardFact({ ...LISTING, facts: null }, ad(), TODAY)).toBe(false);
    expect(meetsEveryHardFact(listing({ rentAmount: 5000 }), ad(), TODAY)).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Properties over generated pairs.

const day = fc.integer({ min: -60, max: 400 }).map((n) => addDays(TODAY, n));
const places = ['Brooklyn, NY', 'Williamsburg, Brooklyn, NY', 'Astoria, Queens, NY', 'Hoboken, NJ'];
const areaTerms = ['Brooklyn', 'brook', 'Queens', 'astoria', 'NY', 'Hoboken', 'Harlem'];
const lifestyle = fc.subarray([...LIFESTYLE_PREFERENCES]);

const facts: fc.Arbitrary<ListingFacts> = fc
  .record({
    availableFrom: day,
    minStayMonths: fc.integer({ min: 1, max: 24 }),
    extra: fc.option(fc.integer({ min: 0, max: 23 }), { nil: null }),
    bills: fc.constantFrom(...BILLS),
    furnishing: fc.constantFrom(...FURNISHINGS),
    bathroom: fc.constantFrom(...BATHROOMS),
    couplesWelcome: fc.boolean(),
  })
  .map(({ extra, ...f }) => ({
    ...FACTS,
    ...f,
    maxStayMonths: extra === null ? null : Math.min(24, f.minStayMonths + extra),
  }));

const points = fc.record({
  lat: fc.double({ min: 40.6, max: 40.8, noNaN: true }),
  lng: fc.double({ min: -74.05, max: -73.85, noNaN: true }),
});

const listings: fc.Arbitrary<MatchableListing> = fc.record({
  location: fc.constantFrom(...places),
  point: fc.option(points, { nil: null }),
  rentAmount: fc.integer({ min: 300, max: 3000 }),
  roomType: fc.constantFrom(...ROOM_TYPES),
  lifestylePreferences: lifestyle,
  facts: fc.option(facts, { nil: null, freq: 4 }),
});

const ads: fc.Arbitrary<MatchableAd> = fc.record({
  areas: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom(...areaTerms),
      km: fc.constantFrom(...AREA_KM),
      point: fc.option(points, { nil: null }),
    }),
    { minLength: 1, maxLength: 5, selector: (area) => area.name },
  ),
  budget: fc.integer({ min: 300, max: 3000 }),
  moveInDate: day,
  stayMonths: fc.integer({ min: 1, max: 24 }),
  roomTypes: fc.uniqueArray(fc.constantFrom(...ROOM_TYPES), { minLength: 1, maxLength: 6 }),
  couple: fc.boolean(),
  lifestyle,
  wantsBills: fc.constantFrom(...WANTS),
  wantsFurnished: fc.constantFrom(...WANTS),
  wantsPrivateBath: fc.constantFrom(...WANTS),
});

describe('roomMatch: properties', () => {
  it('when a hard fact is missed, then the match is never good or partial, and scores below every match', () => {
    fc.assert(
      fc.property(listings, ads, (l, a) => {
        const match = roomMatch(l, a, TODAY);
        const missed = hardFacts(l, a, TODAY).some((f) => f.state === 'missed');
        expect(match.level === 'none').toBe(missed);
        if (missed) expect(match.score).toBeLessThan(35);
        else expect(match.score).toBeGreaterThanOrEqual(35);
      }),
      { numRuns: 500 },
    );
  });

  it('when two rooms are matched against one ad, then a good match always scores above a partial one', () => {
    fc.assert(
      fc.property(ads, listings, listings, (a, l1, l2) => {
        const [m1, m2] = [roomMatch(l1, a, TODAY), roomMatch(l2, a, TODAY)];
        if (m1.level === 'good' && m2.level === 'partial')
          expect(m1.score).toBeGreaterThan(m2.score);
        if (m2.level === 'good' && m1.level === 'partial')
          expect(m2.score).toBeGreaterThan(m1.score);
      }),
      { numRuns: 500 },
    );
  });

  it('when the same pair is matched twice, then the answer is the same, and the inputs are untouched', () => {
    fc.assert(
      fc.property(listings, ads, (l, a) => {
        const [lc, ac] = [structuredClone(l), structuredClone(a)];
        expect(roomMatch(l, a, TODAY)).toEqual(roomMatch(lc, ac, TODAY));
        expect([l, a]).toEqual([lc, ac]);
      }),
    );
  });

  it("when the two sides' lifestyles are swapped, then the match is the same (shared facts are symmetric)", () => {
    fc.assert(
      fc.property(listings, ads, (l, a) => {
        const swapped = roomMatch(
          { ...l, lifestylePreferences: a.lifestyle },
          { ...a, lifestyle: l.lifestylePreferences as MatchableAd['lifestyle'] },
          TODAY,
        );
        expect(swapped).toEqual(roomMatch(l, a, TODAY));
      }),
    );
  });

  it('when a listing states no facts, then it is at best a partial match', () => {
    fc.assert(
      fc.property(listings, ads, (l, a) => {
        expect(roomMatch({ ...l, facts: null }, a, TODAY).level).not.toBe('good');
      }),
    );
  });

  it('when the rent goes down or the budget up, then the match never gets worse', () => {
    fc.assert(
      fc.property(listings, ads, fc.integer({ min: 1, max: 1000 }), (l, a, cut) => {
        const before = roomMatch(l, a, TODAY);
        const cheaper = roomMatch({ ...l, rentAmount: Math.max(0, l.rentAmount - cut) }, a, TODAY);
        const richer = roomMatch(l, { ...a, budget: a.budget + cut }, TODAY);
        expect(cheaper.score).toBeGreaterThanOrEqual(before.score);
        expect(richer.score).toBeGreaterThanOrEqual(before.score);
      }),
    );
  });

  it('when any pair is matched, then the score is a whole number from 0 to 100 and every reason is words', () => {
    fc.assert(
      fc.property(listings, ads, (l, a) => {
        const { score, reasons } = roomMatch(l, a, TODAY);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        for (const reason of reasons) expect(reason).toMatch(/^[A-Z\d$][^\n]*[A-Za-z\d]$/);
      }),
    );
  });
});
