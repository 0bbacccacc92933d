// Browse's search against a brute-force reading of its semantics: 60 listings
// spread by a seeded generator over rents, room types, availability,
// lifestyle, locations, statuses, owners and facts (some without), with many
// ties; then random filter combinations, with every sort, public and owner
// lists, paged a few at a time through GET /posts. Each answer must be
// exactly the in-memory filter and sort of the same data (ids in order,
// across pages, each page reading at most limit + 1 documents), and
// GET /posts/count its length.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { toApiQuery } from '../src/contract/browse-api-query';
import {
  FLAG_FILTERS,
  locationSearchTerm,
  type SearchFilters,
} from '../src/contract/browse-filters';
import {
  AVAILABILITIES,
  LIFESTYLE_PREFERENCES,
  ROOM_TYPES,
  SORTS,
  type Sort,
} from '../src/contract/listing';
import {
  BATHROOMS,
  BILLS,
  FURNISHINGS,
  addDays,
  dayNumber,
  isoDay,
  type ListingFacts,
} from '../src/contract/listing-facts';
import { db } from '../src/lib/firebase';
import { migrateSearchFields } from '../src/maintenance/migrate-search';
import { locationPrefixes } from '../src/listings/document';
import type { ListingFields } from '../src/listings/fields';
import { SEARCH_RANGE_FIELDS } from '../src/listings/query';
import { searchFields } from '../src/listings/search-fields';
import { api, bearer, insertPosts, resetEmulators, signUp, type TestUser } from './helpers';
import { random } from './seeded-random';

const next = random(24);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const chance = (p: number) => next() < p;

const TODAY = isoDay();
const DAY = 24 * 60 * 60 * 1000;
const LOCATIONS = [
  'Brooklyn, NY',
  'Park Slope, Brooklyn, NY',
  'New York, NY',
  'Austin, TX',
  'East Austin, Austin, TX',
  'São Paulo, SP',
];
/** Few distinct values, so sorts meet many ties. */
const RENTS = [450, 800, 800, 950, 1200, 1200, 1500, 2100];
const TIMES = Array.from({ length: 12 }, (_, i) => new Date(Date.now() - (i + 1) * 3 * 3600_000));
const MOVE_IN_OFFSETS = [-40, -3, 0, 0, 5, 14, 30, 45, 90];
const STAYS = [1, 2, 3, 6, 6, 9, 12];
const LIMIT = 7;

type Listing = {
  id: string;
  owner: number;
  status: 'active' | 'paused' | 'let';
  createdAt: Date;
  fields: Pick<
    ListingFields,
    'location' | 'rentAmount' | 'roomType' | 'availability' | 'lifestylePreferences' | 'facts'
  >;
  /** Written the older client's way (`rent`, no derived fields), then migrated. */
  legacy?: true;
};

function randomFacts(): ListingFacts | null {
  if (chance(0.2)) return null;
  const minStayMonths = pick(STAYS);
  const bills = pick(BILLS);
  const householdSize = Math.floor(next() * 4);
  return {
    availableFrom: addDays(TODAY, pick(MOVE_IN_OFFSETS)),
    minStayMonths,
    maxStayMonths: chance(0.3) ? null : minStayMonths + pick([0, 3, 6, 12]),
    bills,
    billsEstimate: bills === 'yes' ? null : 50,
    deposit: pick([0, 500, 1000]),
    furnishing: pick(FURNISHINGS),
    bathroom: pick(BATHROOMS),
    householdSize,
    householdAgeMin: null,
    householdAgeMax: null,
    couplesWelcome: chance(0.4),
    whoLivesHere: '',
  };
}

const listings: Listing[] = Array.from({ length: 60 }, (_, i) => ({
  // Ids out of step with every sort.
  id: `l${String((i * 37) % 60).padStart(2, '0')}`,
  owner: i % 3,
  status: i % 11 === 4 ? 'paused' : i % 13 === 6 ? 'let' : 'active',
  createdAt: pick(TIMES),
  legacy: i >= 57 ? true : undefined,
  fields: {
    location: pick(LOCATIONS),
    rentAmount: pick(RENTS),
    roomType: pick(ROOM_TYPES.slice(0, 4)),
    availability: chance(0.75) ? 'Available' : 'Not Available',
    lifestylePreferences: LIFESTYLE_PREFERENCES.filter(() => chance(0.35)),
    facts: i >= 57 ? null : randomFacts(),
  },
}));

// ---------------------------------------------------------------------------
// The brute force: browse's semantics read plainly (docs/features.md, the
// matcher's list), not through the query builder.

function matches(listing: Listing, filters: SearchFilters): boolean {
  const { fields } = listing;
  const term = filters.location === undefined ? undefined : locationSearchTerm(filters.location);
  if (term !== undefined && !locationPrefixes(fields.location).includes(term)) return false;
  if (filters.roomType !== undefined && fields.roomType !== filters.roomType) return false;
  if (filters.availability !== undefined && fields.availability !== filters.availability) {
    return false;
  }
  if (filters.minRent !== undefined && fields.rentAmount < filters.minRent) return false;
  if (filters.maxRent !== undefined && fields.rentAmount > filters.maxRent) return false;
  if (!(filters.lifestyle ?? []).every((key) => fields.lifestylePreferences.includes(key))) {
    return false;
  }
  const facts = fields.facts;
  const asksFacts =
    filters.moveInBy !== undefined ||
    filters.stay !== undefined ||
    FLAG_FILTERS.some((flag) => filters[flag]);
  if (!asksFacts) return true;
  if (!facts) return false;
  if (filters.moveInBy !== undefined && facts.availableFrom > filters.moveInBy) return false;
  if (
    filters.stay !== undefined &&
    (facts.minStayMonths > filters.stay ||
      (facts.maxStayMonths !== null && facts.maxStayMonths < filters.stay))
  ) {
    return false;
  }
  if (filters.bills && facts.bills !== 'yes') return false;
  if (filters.furnished && facts.furnishing !== 'furnished') return false;
  if (filters.privateBath && facts.bathroom !== 'private') return false;
  if (filters.couples && !facts.couplesWelcome) return false;
  return true;
}

/** The sort's own key, ascending; a listing without facts is last on "Soonest available". */
const LEAD: Record<Sort, { key: (l: Listing) => number; desc: boolean }> = {
  newest: { key: (l) => l.createdAt.getTime(), desc: true },
  'rent-asc': { key: (l) => l.fields.rentAmount, desc: false },
  'rent-desc': { key: (l) => l.fields.rentAmount, desc: true },
  soonest: {
    key: (l) => (l.fields.facts ? dayNumber(l.fields.facts.availableFrom) : Infinity),
    desc: false,
  },
};

const compareValues = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Ties on the sort's key are broken by the stored search fields the sort
 * doesn't lead with, in listings/query.ts's order and the sort's direction, then
 * the id: the order the query's index defines.
 */
function compare(sort: Sort) {
  const { key, desc } = LEAD[sort];
  const lead = sort === 'newest' ? undefined : sort === 'soonest' ? 'search.from' : 'search.rent';
  const rest = SEARCH_RANGE_FIELDS.filter((field) => field !== lead).map(
    (field) => field.slice('search.'.length) as keyof ReturnType<typeof searchFields>['search'],
  );
  const sign = desc ? -1 : 1;
  return (a: Listing, b: Listing) => {
    const first = compareValues(key(a), key(b));
    if (first) return sign * first;
    const sa = searchFields(a.fields).search;
    const sb = searchFields(b.fields).search;
    for (const field of rest) {
      const tie = compareValues(sa[field], sb[field]);
      if (tie) return sign * tie;
    }
    return sign * compareValues(a.id, b.id);
  };
}

function expected(filters: SearchFilters, sort: Sort, owner?: number): string[] {
  return listings
    .filter((l) => (owner === undefined ? l.status === 'active' : l.owner === owner))
    .filter((l) => matches(l, filters))
    .sort(compare(sort))
    .map((l) => l.id);
}

// ---------------------------------------------------------------------------
// Random filter combinations: each filter on about a third of the time, with
// values the data has (and bounds equal to stored values, to test inclusivity).

function randomFilters(): SearchFilters {
  const filters: SearchFilters = {};
  if (chance(0.3))
    filters.location = pick(['brooklyn', 'ny', 'Park', 'austin tx', 'sao', 'queens']);
  if (chance(0.3)) filters.roomType = pick(ROOM_TYPES.slice(0, 4));
  if (chance(0.25)) filters.availability = pick(AVAILABILITIES);
  if (chance(0.3)) filters.minRent = pick(RENTS);
  if (chance(0.3)) filters.maxRent = Math.max(filters.minRent ?? 0, pick(RENTS));
  if (chance(0.25)) {
    filters.lifestyle = LIFESTYLE_PREFERENCES.filter(() => chance(0.25));
    if (!filters.lifestyle.length) filters.lifestyle = [pick(LIFESTYLE_PREFERENCES)];
  }
  if (chance(0.35)) filters.moveInBy = addDays(TODAY, pick([-5, 0, 10, 30, 60]));
  if (chance(0.35)) filters.stay = pick([1, 3, 6, 12, 24]);
  for (const flag of FLAG_FILTERS) if (chance(0.2)) filters[flag] = true;
  return filters;
}

type Case = { name: string; filters: SearchFilters; owner?: number };
const cases: Case[] = [
  { name: 'browse without filters', filters: {} },
  { name: "owner 1's listings without filters", filters: {}, owner: 1 },
  {
    name: 'browse by move-in date, stay and bills',
    filters: { moveInBy: addDays(TODAY, 60), stay: 6, bills: true },
  },
  ...Array.from({ length: 40 }, (_, i) => {
    const filters = randomFilters();
    const owner = i % 4 === 3 ? i % 3 : undefined;
    const list = owner === undefined ? 'browse' : `owner ${owner}'s listings`;
    return { name: `${list} #${i + 1} ${JSON.stringify(filters)}`, filters, owner };
  }),
];

const users: TestUser[] = [];

/** Every page of a list, LIMIT at a time; answers the ids in order. */
async function walk(filters: SearchFilters, sort: Sort, owner?: number) {
  const query = Object.fromEntries(
    Object.entries({
      ...toApiQuery(filters),
      sort,
      limit: LIMIT,
      ...(owner !== undefined ? { email: users[owner]!.email } : {}),
    }).filter(([, value]) => value !== undefined),
  );
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await api()
      .get('/posts')
      .set(owner !== undefined ? bearer(users[owner]!) : {})
      .query({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status, response.text).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(LIMIT);
    const reads = Number(/desc="(\d+) reads"/.exec(response.headers['server-timing'] ?? '')?.[1]);
    expect(reads).toBeLessThanOrEqual(LIMIT + 1);
    ids.push(...response.body.map((p: { _id: string }) => p._id));
    cursor = response.headers['x-next-cursor'];
    if (++pages > 20) throw new Error('Pagination does not end');
  } while (cursor);
  return { ids, pages };
}

describe('GET /posts against a brute-force filter and sort', () => {
  beforeAll(async () => {
    await resetEmulators();
    for (const i of [0, 1, 2]) users.push(await signUp(`owner${i}@example.com`));
    const current = listings.filter((l) => !l.legacy);
    await insertPosts(
      current.map(({ id, owner, createdAt, fields }) => ({
        id,
        owner: users[owner]!,
        createdAt,
        fields,
      })),
    );
    const batch = db().batch();
    for (const l of current.filter((l) => l.status !== 'active')) {
      batch.update(db().doc(`posts/${l.id}`), { status: l.status });
    }
    // Listings the older client wrote: `rent`, and none of the derived fields.
    for (const l of listings.filter((l) => l.legacy)) {
      const at = Timestamp.fromDate(l.createdAt);
      const { rentAmount, ...rest } = l.fields;
      batch.set(db().doc(`posts/${l.id}`), {
        ...rest,
        rent: rentAmount,
        title: 'An older listing',
        description: '',
        ownerId: users[l.owner]!.uid,
        createdAt: at,
        updatedAt: at,
        status: l.status,
        expiresAt: Timestamp.fromMillis(l.createdAt.getTime() + 20 * DAY),
      });
    }
    await batch.commit();
    await migrateSearchFields({ db: db() });
  }, 60_000);

  it('when the data is generated, then it has ties, listings without facts, and every status', () => {
    expect(new Set(listings.map((l) => l.createdAt.getTime())).size).toBeLessThan(20);
    expect(listings.filter((l) => !l.fields.facts).length).toBeGreaterThanOrEqual(8);
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(['active', 'paused', 'let']));
  });

  it('when the cases are generated, then some find nothing, some find many, and some page', () => {
    const sizes = cases.map((c) => expected(c.filters, 'newest', c.owner).length);
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(sizes.filter((n) => n > LIMIT).length).toBeGreaterThan(3);
    expect(sizes.filter((n) => n > 0 && n <= LIMIT).length).toBeGreaterThan(3);
  });

  it.each(cases)(
    'when listing $name in every sort, then the pages are the brute force, in order, and the count its length',
    async ({ filters, owner }) => {
      for (const sort of SORTS) {
        const want = expected(filters, sort, owner);
        const { ids, pages } = await walk(filters, sort, owner);
        expect(ids, sort).toEqual(want);
        expect(pages, sort).toBe(Math.max(1, Math.ceil(want.length / LIMIT)));
      }
      if (owner === undefined) {
        const query = Object.fromEntries(
          Object.entries(toApiQuery(filters)).filter(([, value]) => value !== undefined),
        );
        const { body } = await api().get('/posts/count').query(query).expect(200);
        expect(body.count).toBe(expected(filters, 'newest').length);
      }
    },
    30_000,
  );
});
