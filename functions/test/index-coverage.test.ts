// Every query GET /posts can issue must be served by firestore.indexes.json
// (the emulator doesn't enforce indexes; production answers FAILED_PRECONDITION).
// The matcher below implements Firestore's composite-index rules on its own,
// rather than reusing the generator (functions/scripts/gen-indexes.cjs). The
// rules it models, and the search design they serve: docs/search-design.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inboxQueryShape } from '../src/conversations/query';
import { moderationQueueShape } from '../src/moderation/repository';
import { heldPhotosQueryShape } from '../src/moderation/held-photos';
import { COPY_CANDIDATES } from '../src/photos/copies';
import { copyCandidatesQueryShape } from '../src/photos/repository';
import { activeListingsQueryShape } from '../src/listings/poster';
import { sweepQueryShape } from '../src/lifecycle/query';
import { expiringQueryShape } from '../src/listings/expiring-query';
import { expiryReminderQueryShape } from '../src/mail/expiry-query';
import { dueMailQueryShape } from '../src/mail/due-query';
import {
  pastQueryShape,
  reminderQueryShape,
  threadQueryShape,
  upcomingQueryShape,
} from '../src/viewings/query';
import { likersQueryShape } from '../src/listings/likers';
import { likedQueryShape } from '../src/listings/liked-query';
import {
  AREA_TERM_CHUNK,
  matchingPeopleQueryShape,
  matchingRoomsQueryShapes,
  prefixChunks,
} from '../src/matches/query';
import {
  anyLocationCandidatesQueryShape,
  CANDIDATE_PAGE,
  locatedCandidatesQueryShape,
  nearCandidatesQueryShape,
  LOCATION_CHUNK,
  notificationsQueryShape,
  unreadQueryShape,
} from '../src/saved-searches/stored';
import { LIFESTYLE_PREFERENCES, SORTS, type LifestylePreference } from '../src/listings/fields';
import { DOCUMENT_ID, type QueryShape } from '../src/lib/query-shape';
import { CELL_PRECISIONS } from '../src/places/near';
import {
  buildCountQuery,
  buildListingsQuery,
  SEARCH_RANGE_FIELDS,
  type CountShape,
  type ListFilters,
} from '../src/listings/query';
import { ROOM_TYPES } from '../src/contract/listing';
import { areasNamed } from '../src/contract/wanted-ad';
import { cellTerms } from '../src/places/near';
import { WANTED_ADS } from '../src/wanted-ads/fields';
import {
  buildWantedAdsQuery,
  buildWantedAdCountQuery,
  mineQueryShape,
  SEEKER_RANGE_FIELDS,
  WANTED_AD_SORTS,
  type WantedAdListFilters,
} from '../src/wanted-ads/query';

type IndexField = {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
};
type Index = { collectionGroup: string; queryScope: string; fields: IndexField[] };

const file = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'firestore.indexes.json'), 'utf8'),
) as { indexes: Index[]; fieldOverrides: unknown[] };

const direction = (d: 'asc' | 'desc') => (d === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** Firestore serves one ordered field (with or without a range on it, no other filters) from its automatic single-field index. */
function servedBySingleFieldIndex(shape: CountShape) {
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);
  return (
    // Automatic single-field indexes are collection-scoped: a collection-group
    // query needs a declared index (Liked Listings).
    (shape.scope ?? 'COLLECTION') === 'COLLECTION' &&
    shape.equality.length === 0 &&
    !shape.arrayContains &&
    !shape.membership?.length &&
    order.length <= 1 &&
    shape.range.every((r) => r.field === order[0]?.field)
  );
}

/**
 * Firestore's limits the list queries must keep (docs/search-design.md links
 * each): range and inequality filters on at most 10 fields
 * (query-data/multiple-range-fields), at most 30 disjunctions in disjunctive
 * normal form (query-data/queries#limits_on_or_queries); a shape holds one
 * array-contains at most by its type. And the budget this project keeps: Firestore allows 200 composite indexes
 * per database; the design stays within 120.
 */
const MAX_RANGE_FIELDS = 10;
/** A listing for the people query's shape (its values change no field). */
const PEOPLE_LISTING = { rentAmount: 900, roomType: 'Studio' };
const MAX_DISJUNCTIONS = 30;
const INDEX_BUDGET = 120;

/** The problems of a shape under those limits ([] when Firestore runs it). */
function queryLimitProblems(shape: CountShape): string[] {
  const problems: string[] = [];
  const rangeFields = new Set(shape.range.map((r) => r.field));
  if (rangeFields.size > MAX_RANGE_FIELDS) problems.push(`${rangeFields.size} range fields`);
  const disjunctions = (shape.membership ?? []).reduce((n, m) => n * m.values.length, 1);
  if (disjunctions > MAX_DISJUNCTIONS) problems.push(`${disjunctions} disjunctions`);
  if ((shape.membership ?? []).some((m) => m.values.length === 0)) problems.push('empty in');
  // Our cursors need every range field ordered explicitly, before the id.
  const ordered = shape.orderBy.map((o) => o.field);
  for (const field of rangeFields) {
    if (!ordered.includes(field)) problems.push(`${field} filtered but not ordered`);
  }
  if (ordered.indexOf(DOCUMENT_ID) !== ordered.length - 1) problems.push('id not last');
  if (new Set(ordered).size !== ordered.length) problems.push('a field ordered twice');
  return problems;
}

/**
 * A composite index serves a query when its fields are, in order: the
 * equality and `in` fields (in any order among themselves: an `in` is a set of
 * equalities), then the array-contains field, then exactly the orderBy fields
 * with their directions. Every range field must be among the ordered fields,
 * and the document-id tie-break must run in the direction of the last indexed
 * field (that is how Firestore appends __name__), or be written out last.
 */
function serves(index: Index, shape: CountShape): boolean {
  // The scope must match too: a COLLECTION_GROUP index serves only collection-group queries.
  if (index.collectionGroup !== shape.collection) return false;
  if (index.queryScope !== (shape.scope ?? 'COLLECTION')) return false;
  const tieBreak = shape.orderBy[shape.orderBy.length - 1]!;
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);
  let fields = index.fields;
  const explicitName =
    fields[fields.length - 1]?.fieldPath === DOCUMENT_ID ? fields[fields.length - 1] : undefined;
  if (explicitName) fields = fields.slice(0, -1);

  const wantedEquality = new Set(
    [...shape.equality, ...(shape.membership ?? [])].map((e) => e.field),
  );
  const equalityCount = wantedEquality.size;
  const containsCount = shape.arrayContains ? 1 : 0;
  if (fields.length !== equalityCount + containsCount + order.length) return false;

  for (const field of fields.slice(0, equalityCount)) {
    if (!field.order || !wantedEquality.delete(field.fieldPath)) return false;
  }
  if (shape.arrayContains) {
    const field = fields[equalityCount]!;
    if (field.arrayConfig !== 'CONTAINS' || field.fieldPath !== shape.arrayContains.field) {
      return false;
    }
  }
  const ordered = fields.slice(equalityCount + containsCount);
  const orderMatches = order.every(
    (o, i) => ordered[i]!.fieldPath === o.field && ordered[i]!.order === direction(o.direction),
  );
  if (!orderMatches) return false;
  if (!shape.range.every((r) => order.some((o) => o.field === r.field))) return false;

  const lastDirection = explicitName?.order ?? ordered[ordered.length - 1]?.order;
  return tieBreak.field === DOCUMENT_ID && lastDirection === direction(tieBreak.direction);
}

/**
 * An equality-only query (a count): an index whose fields are exactly those
 * equality fields, in any order, each ascending or descending.
 */
function servesEqualities(
  index: Index,
  shape: { collection: string; equality: { field: string }[] },
): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') return false;
  const wanted = shape.equality.map((e) => e.field).sort();
  const have = index.fields
    .filter((f) => f.fieldPath !== DOCUMENT_ID)
    .map((f) => (f.order ? f.fieldPath : `${f.fieldPath} (array)`))
    .sort();
  return JSON.stringify(have) === JSON.stringify(wanted);
}

/**
 * What an index must match in a shape (everything `serves` reads, no values):
 * two shapes with the same need are served by the same indexes.
 */
const indexNeed = (shape: CountShape) =>
  JSON.stringify({
    collection: shape.collection,
    scope: shape.scope ?? 'COLLECTION',
    equality: [...shape.equality, ...(shape.membership ?? [])].map((e) => e.field).sort(),
    arrayContains: shape.arrayContains?.field ?? null,
    range: [...new Set(shape.range.map((r) => r.field))].sort(),
    orderBy: shape.orderBy,
  });

/** One value per facet: which facets are chosen, not their values, decides the fields. */
const FACET_VALUES = {
  availability: 'Available',
  roomType: 'Studio',
  minRent: 500,
  maxRent: 1500,
  moveInBy: '2026-09-01',
  stay: 6,
  bills: true,
  furnished: true,
  privateBath: true,
  couples: true,
} as const satisfies Partial<ListFilters>;
type Facet = keyof typeof FACET_VALUES;
const FACETS = Object.keys(FACET_VALUES) as Facet[];

/**
 * Lifestyle filters: which index a query needs depends only on which
 * of the two lifestyle fields it names (none, house, rhythm, both), not on the
 * chosen keys, so four sets stand for all 64. Picked here by hand, on purpose
 * not as the generator picks them (the first key of each group); a test below
 * checks that every one of the 64 sets names the same fields as one of these.
 */
const LIFESTYLE_SETS: LifestylePreference[][] = [
  [],
  ['smoking'],
  ['earlyBird', 'social'],
  ['pets', 'smoking', 'quiet'],
];

/** What decides a list query's fields: sort × scope × location × lifestyle case (64). */
function bases(): { label: string; filters: ListFilters }[] {
  const all = [];
  for (const sort of SORTS) {
    for (const ownerId of [undefined, 'some-uid']) {
      for (const location of [undefined, 'brooklyn']) {
        for (const lifestyle of LIFESTYLE_SETS) {
          const filters: ListFilters = { sort, limit: 20, lifestyle };
          if (ownerId) filters.ownerId = ownerId;
          if (location) filters.location = location;
          const names = [
            ownerId ? 'own list' : 'public',
            ...(location ? ['location'] : []),
            ...(lifestyle.length ? [`lifestyle=${lifestyle}`] : []),
          ];
          all.push({ label: `${names.join('+')}, ${sort}`, filters });
        }
      }
    }
  }
  return all;
}

/** `filters` with the facets of `mask` (bit i: FACETS[i]) chosen. */
function withFacets(filters: ListFilters, mask: number): ListFilters {
  const chosen = FACETS.filter((_, i) => mask & (1 << i));
  return Object.assign({ ...filters }, ...chosen.map((key) => ({ [key]: FACET_VALUES[key] })));
}

/**
 * Every query GET /posts can issue, by what its index must match: each base
 * with each of the 1,024 facet sets (65,536 queries), kept once per need.
 */
function allNeeds() {
  const needs = new Map<string, { label: string; shape: QueryShape; queries: number }>();
  const problems: string[] = [];
  let queries = 0;
  for (const { label, filters } of bases()) {
    for (let mask = 0; mask < 1 << FACETS.length; mask++) {
      const shape = buildListingsQuery(withFacets(filters, mask));
      queries += 1;
      if (shape.limit !== 21) problems.push(`${label}: limit ${shape.limit}`);
      for (const problem of queryLimitProblems(shape)) problems.push(`${label}: ${problem}`);
      const key = indexNeed(shape);
      const need = needs.get(key);
      if (need) need.queries += 1;
      else needs.set(key, { label, shape, queries: 1 });
    }
  }
  return { needs: [...needs.values()], queries, problems };
}

/** Each need with and without a cursor (a cursor changes no field, but the test doesn't assume it). */
function withCursors(needs: { label: string; shape: QueryShape }[]) {
  return needs.flatMap(({ label, shape }) => {
    const position = { values: shape.orderBy.slice(0, -1).map(() => 1), id: 'abc' };
    return [
      { label, shape },
      { label: `${label}, with cursor`, shape: { ...shape, startAfter: position } },
    ];
  });
}

/** The Room wanted list's facets: which are chosen decides nothing about the fields. */
const SEEKER_FACET_VALUES = {
  minBudget: 800,
  moveInBy: '2026-09-01',
  stay: 6,
  roomType: 'Studio',
} as const satisfies Partial<WantedAdListFilters>;
type SeekerFacet = keyof typeof SEEKER_FACET_VALUES;
const SEEKER_FACETS = Object.keys(SEEKER_FACET_VALUES) as SeekerFacet[];

/**
 * Every query GET /seeker-ads can issue, by need: each sort × area case ×
 * lifestyle case (16) with each of the 16 facet sets, and each of the six
 * room types (a type picks which of the three room fields gets a bound).
 */
function allSeekerNeeds() {
  const needs = new Map<string, { label: string; shape: QueryShape; queries: number }>();
  const problems: string[] = [];
  let queries = 0;
  for (const sort of WANTED_AD_SORTS) {
    for (const area of [undefined, 'brooklyn']) {
      for (const lifestyle of LIFESTYLE_SETS) {
        for (let mask = 0; mask < 1 << SEEKER_FACETS.length; mask++) {
          for (const roomType of ROOM_TYPES) {
            const chosen = SEEKER_FACETS.filter((_, i) => mask & (1 << i));
            const filters: WantedAdListFilters = Object.assign(
              { sort, limit: 20, now: Date.now(), lifestyle },
              area ? { area } : {},
              ...chosen.map((key) => ({ [key]: SEEKER_FACET_VALUES[key] })),
              chosen.includes('roomType') ? { roomType } : {},
            );
            const label = `seekers ${sort}${area ? '+area' : ''}, lifestyle=${lifestyle}, facets ${mask}`;
            const shape = buildWantedAdsQuery(filters);
            queries += 1;
            if (shape.limit !== 21) problems.push(`${label}: limit ${shape.limit}`);
            for (const problem of queryLimitProblems(shape)) problems.push(`${label}: ${problem}`);
            const key = indexNeed(shape);
            const need = needs.get(key);
            if (need) need.queries += 1;
            else needs.set(key, { label, shape, queries: 1 });
          }
        }
      }
    }
  }
  return { needs: [...needs.values()], queries, problems };
}

describe('firestore.indexes.json', () => {
  const { needs, queries, problems } = allNeeds();
  const shapes = withCursors(needs);
  const uncovered = (list: { label: string; shape: CountShape }[]) =>
    list
      .filter(
        ({ shape }) =>
          !servedBySingleFieldIndex(shape) && !file.indexes.some((i) => serves(i, shape)),
      )
      .map(({ label }) => label);

  it("when every sort, scope, location, lifestyle case and facet set is built, then each query keeps Firestore's limits, and they need only 64 indexes: a facet costs none", () => {
    expect(queries).toBe(4 * 2 * 2 * 4 * 2 ** 10);
    expect(problems).toEqual([]);
    // One need per sort × scope × location × lifestyle case, however many facets are chosen.
    expect(needs).toHaveLength(4 * 2 * 2 * 4);
    expect(needs.every((need) => need.queries === 2 ** 10)).toBe(true);
    for (const { shape } of needs) {
      // All ten search fields always, each ordered before the id.
      expect(new Set(shape.range.map((r) => r.field))).toEqual(new Set(SEARCH_RANGE_FIELDS));
      expect(shape.orderBy[shape.orderBy.length - 1]!.field).toBe(DOCUMENT_ID);
    }
  });

  it('when each query need is checked (with and without a cursor), then an index in the file serves it', () => {
    expect(uncovered(shapes)).toEqual([]);
  });

  it('when a public list is counted (GET /posts/count) with any filters, then it is the list query without its limit, and the index that serves the list serves the count', () => {
    const counted = [];
    for (const { label, filters } of bases().filter((b) => b.filters.ownerId === undefined)) {
      for (let mask = 0; mask < 1 << FACETS.length; mask += 37) {
        const { ownerId: _owner, limit: _limit, ...countFilters } = withFacets(filters, mask);
        const shape = buildCountQuery(countFilters);
        const { limit: _pageLimit, ...list } = buildListingsQuery(withFacets(filters, mask));
        expect(shape).toEqual(list);
        counted.push({ label: `${label}, facets ${mask}`, shape });
      }
    }
    expect(counted.length).toBeGreaterThan(32 * 20);
    expect(uncovered(counted)).toEqual([]);
  });

  it('when random filters are generated (any facets and values, any of the 64 lifestyle sets, any sort and scope), then each query keeps the limits and an index in the file serves it', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const rent = fc.integer({ min: 0, max: 1_000_000 });
    const flag = fc.option(fc.constant(true as const), { nil: undefined });
    const filters = fc.record(
      {
        sort: fc.constantFrom(...SORTS),
        limit: fc.integer({ min: 1, max: 50 }),
        ownerId: fc.option(fc.constant('uid-1'), { nil: undefined }),
        location: fc.option(fc.constantFrom('brooklyn', 'ny', 'austin tx'), { nil: undefined }),
        lifestyle: fc.subarray([...LIFESTYLE_PREFERENCES]),
        availability: fc.option(fc.constantFrom('Available', 'Not Available'), { nil: undefined }),
        roomType: fc.option(fc.constantFrom('Studio', 'Private Room'), { nil: undefined }),
        minRent: fc.option(rent, { nil: undefined }),
        maxRent: fc.option(rent, { nil: undefined }),
        moveInBy: fc.option(day, { nil: undefined }),
        stay: fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined }),
        bills: flag,
        furnished: flag,
        privateBath: flag,
        couples: flag,
      },
      { requiredKeys: ['sort', 'limit'] },
    );
    const known = new Set(needs.map(({ shape }) => indexNeed(shape)));
    fc.assert(
      fc.property(filters, (generated) => {
        const shape = buildListingsQuery(generated as ListFilters);
        expect(queryLimitProblems(shape)).toEqual([]);
        expect(known.has(indexNeed(shape))).toBe(true);
        expect(file.indexes.some((i) => serves(i, shape))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('when any of the 64 lifestyle sets is chosen, then its query names the same lifestyle fields as one of the four sets enumerated above', () => {
    const fieldsOf = (lifestyle: LifestylePreference[]) =>
      JSON.stringify(
        (buildListingsQuery({ sort: 'newest', limit: 20, lifestyle }).membership ?? []).map(
          (m) => m.field,
        ),
      );
    const represented = new Set(LIFESTYLE_SETS.map(fieldsOf));
    expect(represented.size).toBe(4);
    for (let mask = 0; mask < 1 << LIFESTYLE_PREFERENCES.length; mask++) {
      const lifestyle = LIFESTYLE_PREFERENCES.filter((_, i) => mask & (1 << i));
      expect(represented.has(fieldsOf(lifestyle)), lifestyle.join('+')).toBe(true);
    }
  });

  it(`when the file is read, then the lists need 64 indexes (4 sorts × 2 scopes × 2 location cases × 4 lifestyle cases) and the whole file stays within the budget of ${INDEX_BUDGET}`, () => {
    const listIndexes = file.indexes.filter((index) =>
      shapes.some(({ shape }) => serves(index, shape)),
    );
    expect(listIndexes).toHaveLength(4 * 2 * 2 * 4);
    const publicIndexes = listIndexes.filter((index) =>
      index.fields.some((f) => f.fieldPath === 'status'),
    );
    expect(publicIndexes).toHaveLength(32);
    expect(file.indexes.length).toBeLessThanOrEqual(INDEX_BUDGET);
  });

  it('when the file is read, then every index in it serves at least one query (nothing stale)', () => {
    const seekerShapes = withCursors(allSeekerNeeds().needs);
    const inbox = inboxQueryShape('uid-1', 20);
    const sweep = sweepQueryShape(200);
    const expiring = expiringQueryShape('uid-1');
    const unused = file.indexes.filter(
      (index) =>
        !serves(index, inbox) &&
        !serves(index, likedQueryShape('uid-1', 20)) &&
        !serves(index, sweep) &&
        !serves(index, expiring) &&
        !servesEqualities(index, activeListingsQueryShape('uid-1')) &&
        // Saved-search candidates, notifications, unread notifications.
        !servesEqualities(index, locatedCandidatesQueryShape('brooklyn', 'Studio')) &&
        !servesEqualities(index, anyLocationCandidatesQueryShape('Studio', 'Available')) &&
        !serves(index, notificationsQueryShape('uid-1', 20)) &&
        !servesEqualities(index, unreadQueryShape('uid-1')) &&
        // Matching people for a room (the rooms for an ad are browse's queries).
        !serves(index, matchingPeopleQueryShape(['brooklyn'], PEOPLE_LISTING, 100, 0)) &&
        // Room wanted: the list, the caller's newest ad, the ads' sweep.
        !seekerShapes.some(({ shape }) => serves(index, shape)) &&
        !serves(index, mineQueryShape('uid-1')) &&
        !serves(index, sweepQueryShape(200, 0, WANTED_ADS)) &&
        // E-mail: the scheduled sender's due query.
        !serves(index, dueMailQueryShape(50)) &&
        // Viewings: the two lists, a thread's, the reminder job's.
        !serves(index, upcomingQueryShape('uid-1', 10)) &&
        !serves(index, pastQueryShape('uid-1', 10)) &&
        !serves(index, threadQueryShape('conv-1', 'uid-1')) &&
        !serves(index, reminderQueryShape(200)) &&
        !shapes.some(({ shape }) => serves(index, shape)),
    );
    expect(unused).toEqual([]);
  });

  it("when the match lists and alerts look for candidates, then the people query keeps the limits and is served, and the rooms queries are browse's own", () => {
    // People for a room: one query per chunk of its prefixes and cells,
    // whatever the room type (a known one is a range, an unknown one none) and rent.
    const point = { lat: 40.714, lng: -73.961 };
    const chunks = prefixChunks({ location: 'Williamsburg, Brooklyn, NY', point });
    expect(chunks.flat()).toEqual(expect.arrayContaining(cellTerms(point)));
    for (const listing of [PEOPLE_LISTING, { rentAmount: 0, roomType: '' }]) {
      for (const chunk of chunks) {
        expect(chunk.length).toBeLessThanOrEqual(AREA_TERM_CHUNK);
        const shape = matchingPeopleQueryShape(chunk, listing, 100, Date.now());
        expect(queryLimitProblems(shape)).toEqual([]);
        expect(file.indexes.some((i) => serves(i, shape))).toBe(true);
      }
    }
    // Rooms for an ad: browse's list for each area, with its facts as filters:
    // its location search for a name, its near search's cells for a point.
    const known = new Set(needs.map(({ shape }) => indexNeed(shape)));
    for (const couple of [false, true]) {
      const rooms = matchingRoomsQueryShapes(
        {
          areas: [
            ...areasNamed('Brooklyn', 'Queens, NY', 'Hoboken').map((a) => ({
              ...a,
              point: null,
            })),
            { name: 'Williamsburg', km: 1, point: { lat: 40.714, lng: -73.961 } },
            { name: 'Austin', km: 10, point: { lat: 30.267, lng: -97.743 } },
          ],
          budget: 1200,
          moveInDate: '2026-09-01',
          stayMonths: 6,
          couple,
        },
        '2026-05-01',
        20,
      );
      const cells = rooms.filter((shape) =>
        shape.arrayContains?.value.toString().startsWith('geo:'),
      );
      expect(rooms.length - cells.length).toBe(5);
      expect(cells.length).toBeGreaterThanOrEqual(2);
      for (const shape of rooms) expect(known.has(indexNeed(shape))).toBe(true);
    }
  });

  it('when the matcher sees a field out of place, a wrong direction or a missing field, then it refuses the index', () => {
    const shape = buildListingsQuery({
      sort: 'soonest',
      limit: 5,
      location: 'x',
      lifestyle: ['pets'],
      stay: 6,
    });
    const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
    const ordered = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID).map((o) => o.field);
    const good: Index = {
      collectionGroup: 'posts',
      queryScope: 'COLLECTION',
      fields: [
        // Equalities and `in`s in any order; public lists ask for active listings only.
        asc('status'),
        asc('lifestyleHouse'),
        { fieldPath: 'locationPrefixes', arrayConfig: 'CONTAINS' },
        ...ordered.map(asc),
      ],
    };
    expect(ordered[0]).toBe('search.from');
    expect(serves(good, shape)).toBe(true);
    const swapped = [good.fields[1]!, good.fields[0]!, ...good.fields.slice(2)];
    expect(serves({ ...good, fields: swapped }, shape)).toBe(true);
    const without = (i: number) => good.fields.filter((_, j) => j !== i);
    const variants: [string, IndexField[]][] = [
      [
        'a wrong direction',
        [...good.fields.slice(0, -1), { ...good.fields.at(-1)!, order: 'DESCENDING' }],
      ],
      ['no status', without(0)],
      ['no lifestyle field', without(1)],
      ['no array-contains', without(2)],
      ['a range field missing', without(5)],
      ['array-contains before an equality', [good.fields[2]!, ...without(2)]],
      [
        'order fields swapped',
        [...good.fields.slice(0, 3), good.fields[4]!, good.fields[3]!, ...good.fields.slice(5)],
      ],
      ['an extra field', [...good.fields, asc('title')]],
    ];
    for (const [what, fields] of variants) {
      expect(serves({ ...good, fields }, shape), what).toBe(false);
    }
    expect(serves({ ...good, collectionGroup: 'users' }, shape)).toBe(false);
    // An explicit id last must run with the query's tie-break.
    expect(serves({ ...good, fields: [...good.fields, asc(DOCUMENT_ID)] }, shape)).toBe(true);
    const descId = { fieldPath: DOCUMENT_ID, order: 'DESCENDING' as const };
    expect(serves({ ...good, fields: [...good.fields, descId] }, shape)).toBe(false);
    // And the limits check names what Firestore would refuse.
    expect(
      queryLimitProblems({
        ...shape,
        range: [...shape.range, { field: 'title', op: '>=', value: '' }],
      }),
    ).toEqual(['11 range fields', 'title filtered but not ordered']);
  });

  it('when an account is deleted, then its likes are found by a collection-group index on likes.uid', () => {
    const overrides = file.fieldOverrides as {
      collectionGroup: string;
      fieldPath: string;
      indexes: { order?: string; queryScope: string }[];
    }[];
    const likesUid = overrides.find((o) => o.collectionGroup === 'likes' && o.fieldPath === 'uid');
    expect(likesUid?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
  });

  it("when an account is deleted, then its reports are found by a collection-group index on reports.reporterKey, and a member's own report of a listing by the collection-scope one", () => {
    const overrides = file.fieldOverrides as {
      collectionGroup: string;
      fieldPath: string;
      indexes: { order?: string; queryScope: string }[];
    }[];
    const reporterKey = overrides.find(
      (o) => o.collectionGroup === 'reports' && o.fieldPath === 'reporterKey',
    );
    expect(reporterKey?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
    // An override replaces the automatic indexes: the equality query per listing needs this one back.
    expect(reporterKey?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
  });

  it("when the inbox lists a member's conversations (with or without a cursor), then an index serves it", () => {
    const shape = inboxQueryShape('uid-1', 20);
    expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it("when an owner lists a listing's likers (newest first, with or without a cursor), then the automatic single-field index on likes.createdAt serves it", () => {
    const plain = likersQueryShape(20);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'uid-1' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(21);
      expect(servedBySingleFieldIndex(shape)).toBe(true);
    }
    // An override would replace the automatic index: none may touch likes.createdAt.
    const overrides = file.fieldOverrides as { collectionGroup: string; fieldPath: string }[];
    expect(
      overrides.filter((o) => o.collectionGroup === 'likes' && o.fieldPath === 'createdAt'),
    ).toEqual([]);
  });

  it('when a member lists the listings they liked (newest like first, with or without a cursor), then a collection-group index on likes (uid, createdAt desc) serves it', () => {
    const plain = likedQueryShape('uid-1', 20);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'post-1' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(21);
      expect(shape.scope).toBe('COLLECTION_GROUP');
      expect(servedBySingleFieldIndex(shape)).toBe(false);
      expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
    }
    // The matcher itself: the same fields at collection scope don't serve a collection-group query.
    const index = file.indexes.find((i) => serves(i, plain))!;
    expect(index).toEqual({
      collectionGroup: 'likes',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'uid', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    });
    expect(serves({ ...index, queryScope: 'COLLECTION' }, plain)).toBe(false);
    expect(serves(index, { ...plain, scope: undefined })).toBe(false);
  });

  it('when the expiry sweep looks for active listings past their expiry, then an index serves it', () => {
    const shape = sweepQueryShape(200);
    expect(shape.equality).toEqual([{ field: 'status', value: 'active' }]);
    expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it('when the daily e-mail job looks for active listings expiring in three days (with or without a cursor), then an index serves it, limited to limit + 1', () => {
    const plain = expiryReminderQueryShape(200);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'post-1' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(201);
      expect(queryLimitProblems(shape)).toEqual([]);
      expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
    }
  });

  it('when the scheduled sender looks for e-mail due now (with or without a cursor), then an index on status and sendAfter serves it, limited to limit + 1', () => {
    const plain = dueMailQueryShape(50);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'msg_c1_m1' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(51);
      expect(queryLimitProblems(shape)).toEqual([]);
      expect(servedBySingleFieldIndex(shape)).toBe(false);
      expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
    }
  });

  it("when a member lists their upcoming or past viewings, a thread its viewings, or the reminder job the next day's (with or without a cursor), then each keeps the limits and an index serves it", () => {
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'viewing-1' };
    const shapes = [
      upcomingQueryShape('uid-1', 10),
      pastQueryShape('uid-1', 10),
      threadQueryShape('conv-1', 'uid-1'),
      reminderQueryShape(200),
    ];
    expect(shapes.map((shape) => shape.limit)).toEqual([11, 11, 20, 201]);
    for (const plain of shapes) {
      for (const shape of [plain, { ...plain, startAfter: position }]) {
        expect(queryLimitProblems(shape)).toEqual([]);
        expect(servedBySingleFieldIndex(shape)).toBe(false);
        expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
      }
    }
  });

  it("when the navbar asks how many of the owner's listings expire soon, then an index serves it", () => {
    const shape = expiringQueryShape('uid-1');
    expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it("when a listing's details count its poster's active listings (trust badges), then a composite index on ownerId and status serves the count", () => {
    const shape = activeListingsQueryShape('uid-1');
    expect(shape.equality).toEqual([
      { field: 'ownerId', value: 'uid-1' },
      { field: 'status', value: 'active' },
    ]);
    expect(file.indexes.some((index) => servesEqualities(index, shape))).toBe(true);
    // The matcher itself: a missing field or another collection doesn't serve it.
    const posts = (fields: IndexField[]): Index => ({
      collectionGroup: 'posts',
      queryScope: 'COLLECTION',
      fields,
    });
    expect(servesEqualities(posts([{ fieldPath: 'ownerId', order: 'ASCENDING' }]), shape)).toBe(
      false,
    );
    expect(
      servesEqualities(
        {
          ...posts([
            { fieldPath: 'ownerId', order: 'ASCENDING' },
            { fieldPath: 'status', order: 'ASCENDING' },
          ]),
          collectionGroup: 'users',
        },
        shape,
      ),
    ).toBe(false);
  });
});

// Moderation: the queue's one query (GET /moderation/reports).
describe('the moderation queue query', () => {
  it('when its shape is checked, then it is limited, tie-broken by id and served by a single-field index', () => {
    const shape: QueryShape = moderationQueueShape(20);
    expect(shape.limit).toBe(21);
    expect(shape.orderBy.map((o) => o.field)).toEqual(['lastReportedAt', DOCUMENT_ID]);
    expect(servedBySingleFieldIndex(shape)).toBe(true);
  });
});

// Photos: the copy check's candidate lookup (POST /photos) and the held
// photos' list (GET /moderation/photos).
describe('the photo copy queries', () => {
  /** Whether fieldOverrides turn off a single-field index Firestore would otherwise keep. */
  const overridden = (collection: string, field: string) =>
    (file.fieldOverrides as { collectionGroup: string; fieldPath: string }[]).some(
      (o) => o.collectionGroup === collection && o.fieldPath === field,
    );

  it('when the copy check looks for candidates, then it is one array-contains-any on the 4 bands, bounded, with no order: served by the automatic array index', () => {
    const shape = copyCandidatesQueryShape(['0:aaaa', '1:bbbb', '2:cccc', '3:dddd']);
    expect(shape.limit).toBe(COPY_CANDIDATES);
    expect(shape.limit).toBeLessThanOrEqual(30);
    expect(shape.arrayContainsAny.values).toHaveLength(4);
    expect(shape).not.toHaveProperty('orderBy');
    expect(overridden(shape.collection, shape.arrayContainsAny.field)).toBe(false);
  });

  it('when moderators list held photos, then it is limited, tie-broken by id and served by a single-field index', () => {
    const shape: QueryShape = heldPhotosQueryShape(20);
    expect(shape.limit).toBe(21);
    expect(shape.orderBy.map((o) => o.field)).toEqual(['held.since', DOCUMENT_ID]);
    expect(servedBySingleFieldIndex(shape)).toBe(true);
    expect(overridden(shape.collection, 'held.since')).toBe(false);
    expect(overridden(shape.collection, 'held')).toBe(false);
  });
});

// Saved searches and alerts: the trigger's candidate query, the
// notifications list and the unread count / "Mark all read".
describe('the saved-search and notification queries', () => {
  it("when the trigger looks for a listing's candidate searches, then each query (by location chunk, or without a location) has an equality-only composite index (`in`s, ascending id order)", () => {
    const located = locatedCandidatesQueryShape('brooklyn', 'Studio');
    const anyLocation = anyLocationCandidatesQueryShape('Studio', 'Available');
    expect(located.equality.map((e) => e.field).sort()).toEqual(['locationKey', 'roomTypeKey']);
    expect(anyLocation.equality.map((e) => e.field).sort()).toEqual([
      'availabilityKey',
      'locationKey',
      'roomTypeKey',
    ]);
    expect(anyLocation.equality.find((e) => e.field === 'locationKey')?.value).toBe('*');
    // Firestore's limit of 30 disjunctions: a chunk of prefixes × two room type keys.
    expect(LOCATION_CHUNK * 2).toBeLessThanOrEqual(30);
    for (const shape of [located, anyLocation]) {
      expect(shape.range).toEqual([]);
      // Only the id: an equality-only index ends in __name__ ascending.
      expect(shape.orderBy).toEqual([{ field: DOCUMENT_ID, direction: 'asc' }]);
      expect(shape.limit).toBe(200);
      expect(file.indexes.some((index) => servesEqualities(index, shape))).toBe(true);
    }
  });

  it("when the trigger looks for a listing's near searches, then it is one array-contains-any on the listing's 4 cells, paged by id: served by the automatic array index", () => {
    const shape = nearCandidatesQueryShape(['geo:dr5', 'geo:dr5r', 'geo:dr5rs', 'geo:dr5rsj']);
    expect(shape.arrayContainsAny.values).toHaveLength(CELL_PRECISIONS.length);
    // Firestore's limit of 30 disjunctions.
    expect(CELL_PRECISIONS.length).toBeLessThanOrEqual(30);
    expect(shape.orderBy).toEqual([{ field: DOCUMENT_ID, direction: 'asc' }]);
    expect(shape.limit).toBe(CANDIDATE_PAGE);
    const overrides = file.fieldOverrides as { collectionGroup: string; fieldPath: string }[];
    expect(overrides.some((o) => o.fieldPath === shape.arrayContainsAny.field)).toBe(false);
  });

  it('when a member lists their notifications (newest first, with or without a cursor), then an index serves it, limited to limit + 1', () => {
    const plain = notificationsQueryShape('uid-1', 20);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'a_b' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(21);
      expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
    }
  });

  it('when the bell counts unread notifications or all are marked read, then a composite index on ownerId and read serves it', () => {
    const shape = unreadQueryShape('uid-1');
    expect(shape.equality.map((e) => e.field)).toEqual(['ownerId', 'read']);
    expect(file.indexes.some((index) => servesEqualities(index, shape))).toBe(true);
  });

  it("when a member's saved searches are listed or counted, then no composite index is needed (one equality on ownerId) and no override removes it", () => {
    const overrides = file.fieldOverrides as { collectionGroup: string; fieldPath: string }[];
    expect(overrides.filter((o) => o.collectionGroup === 'savedSearches')).toEqual([]);
  });
});

// Room wanted: the public list and its count, the caller's newest ad and
// the ads' expiry sweep (docs/search-design.md, "Wanted ads").
describe('the Room wanted queries', () => {
  const { needs, queries, problems } = allSeekerNeeds();
  const shapes = withCursors(needs);

  it("when every sort, area case, lifestyle case, facet set and room type is built, then each query keeps Firestore's limits and they need only 16 indexes", () => {
    expect(queries).toBe(2 * 2 * 4 * 2 ** 4 * 6);
    expect(problems).toEqual([]);
    expect(needs).toHaveLength(2 * 2 * 4);
    for (const { shape } of needs) {
      expect(shape.collection).toBe('seekerAds');
      expect(shape.equality).toEqual([{ field: 'status', value: 'active' }]);
      // All seven search fields always, whatever is chosen.
      expect(new Set(shape.range.map((r) => r.field))).toEqual(new Set(SEEKER_RANGE_FIELDS));
    }
  });

  it('when each query need is checked (with and without a cursor), then an index in the file serves it', () => {
    const uncovered = shapes
      .filter(({ shape }) => !file.indexes.some((index) => serves(index, shape)))
      .map(({ label }) => label);
    expect(uncovered).toEqual([]);
  });

  it('when the list is counted with any filters, then it is the list query without its limit, served by the same index', () => {
    for (const { shape } of needs) {
      const { limit: _limit, startAfter: _after, ...list } = shape;
      expect(file.indexes.some((index) => serves(index, list))).toBe(true);
    }
    const filters = {
      sort: 'soonest',
      now: 5,
      area: 'ny',
      minBudget: 900,
      roomType: '2 Bedroom',
    } as const;
    const { limit: _limit, ...list } = buildWantedAdsQuery({ ...filters, limit: 20 });
    expect(buildWantedAdCountQuery(filters)).toEqual(list);
  });

  it('when the file is read, then the Room wanted list has 16 indexes, and with the mine, sweep and matching people ones the whole file stays within the budget', () => {
    const listIndexes = file.indexes.filter((index) =>
      shapes.some(({ shape }) => serves(index, shape)),
    );
    expect(listIndexes).toHaveLength(2 * 2 * 4);
    const seekerIndexes = file.indexes.filter((index) => index.collectionGroup === 'seekerAds');
    expect(seekerIndexes).toHaveLength(16 + 3);
    expect(file.indexes.length).toBeLessThanOrEqual(INDEX_BUDGET);
  });

  it('when a member asks for their newest ad, or the sweep looks for active ads past their expiry, then an index serves each', () => {
    const mine = mineQueryShape('uid-1');
    expect(mine.limit).toBe(1);
    expect(file.indexes.some((index) => serves(index, mine))).toBe(true);
    const sweep = sweepQueryShape(200, 0, WANTED_ADS);
    expect(sweep.collection).toBe('seekerAds');
    expect(file.indexes.some((index) => serves(index, sweep))).toBe(true);
  });
});
