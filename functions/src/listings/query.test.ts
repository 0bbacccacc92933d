import { describe, expect, it } from 'vitest';
import { dayNumber } from '../contract/listing-facts';
import { DOCUMENT_ID } from '../lib/query-shape';
import { buildCountQuery, buildListingsQuery, orderFor, SEARCH_RANGE_FIELDS } from './query';
import { NO_MOVE_IN } from './search-fields';

const fieldsOf = (shape: { orderBy: { field: string; direction: string }[] }) =>
  shape.orderBy.map((o) => `${o.field} ${o.direction}`);
const bounds = (shape: ReturnType<typeof buildListingsQuery>) =>
  shape.range.map((r) => `${r.field} ${r.op} ${JSON.stringify(r.value)}`);

describe('buildListingsQuery', () => {
  it('when no filter is given, then every search field still gets a bound every listing meets, newest first with an id tie-break and one extra document', () => {
    const shape = buildListingsQuery({ sort: 'newest', limit: 20 });
    expect(shape.collection).toBe('posts');
    expect(shape.equality).toEqual([{ field: 'status', value: 'active' }]);
    expect(shape.arrayContains).toBeUndefined();
    expect(shape.membership).toBeUndefined();
    expect(bounds(shape)).toEqual([
      'search.room >= ""',
      'search.rent >= 0',
      'search.from <= 999999',
      'search.stayMin <= 99',
      'search.stayMax >= 0',
      'search.bath >= 0',
      'search.couples >= 0',
      'search.bills >= 0',
      'search.furnished >= 0',
      'search.avail >= ""',
    ]);
    expect(fieldsOf(shape)).toEqual([
      'createdAt desc',
      ...SEARCH_RANGE_FIELDS.map((field) => `${field} desc`),
      `${DOCUMENT_ID} desc`,
    ]);
    expect(shape.limit).toBe(21);
  });

  it('when every filter is given, then each becomes bounds on its own search field of the one query', () => {
    const shape = buildListingsQuery({
      sort: 'rent-asc',
      limit: 6,
      availability: 'Available',
      roomType: 'Studio',
      location: 'austin',
      minRent: 100,
      maxRent: 900,
      moveInBy: '2026-09-01',
      stay: 6,
      bills: true,
      furnished: true,
      privateBath: true,
      couples: true,
    });
    expect(shape.equality).toEqual([{ field: 'status', value: 'active' }]);
    expect(shape.arrayContains).toEqual({ field: 'locationPrefixes', value: 'austin' });
    expect(bounds(shape)).toEqual([
      'search.room >= "Studio"',
      'search.room <= "Studio"',
      'search.rent >= 100',
      'search.rent <= 900',
      `search.from <= ${dayNumber('2026-09-01')}`,
      'search.stayMin <= 6',
      'search.stayMax >= 6',
      'search.bath >= 1',
      'search.couples >= 1',
      'search.bills >= 2',
      'search.furnished >= 2',
      'search.avail >= "Available"',
      'search.avail <= "Available"',
    ]);
    expect(shape.limit).toBe(7);
  });

  it('when facets are chosen or not, then the query names the same fields in the same order (a facet needs no index of its own)', () => {
    const plain = buildListingsQuery({ sort: 'soonest', limit: 5 });
    const faceted = buildListingsQuery({
      sort: 'soonest',
      limit: 5,
      roomType: 'Studio',
      stay: 12,
      couples: true,
    });
    expect(faceted.orderBy).toEqual(plain.orderBy);
    expect(new Set(faceted.range.map((r) => r.field))).toEqual(
      new Set(plain.range.map((r) => r.field)),
    );
  });

  it("when a sort is chosen, then its field leads, the other search fields follow in the sort's direction, and the id breaks ties last", () => {
    expect(fieldsOf({ orderBy: orderFor('rent-asc') })).toEqual([
      'search.rent asc',
      ...SEARCH_RANGE_FIELDS.filter((f) => f !== 'search.rent').map((f) => `${f} asc`),
      `${DOCUMENT_ID} asc`,
    ]);
    expect(fieldsOf({ orderBy: orderFor('rent-desc') })).toEqual([
      'search.rent desc',
      ...SEARCH_RANGE_FIELDS.filter((f) => f !== 'search.rent').map((f) => `${f} desc`),
      `${DOCUMENT_ID} desc`,
    ]);
    // Soonest available: listings without facts hold the largest day number, so they come last.
    expect(fieldsOf({ orderBy: orderFor('soonest') })).toEqual([
      'search.from asc',
      ...SEARCH_RANGE_FIELDS.filter((f) => f !== 'search.from').map((f) => `${f} asc`),
      `${DOCUMENT_ID} asc`,
    ]);
    // Firestore allows range filters on at most 10 fields: all of them are taken.
    expect(SEARCH_RANGE_FIELDS).toHaveLength(10);
  });

  it("when the list is public, then it asks for active listings only; the owner's own list has every status and takes every filter, lifestyle included", () => {
    expect(buildListingsQuery({ sort: 'newest', limit: 5, roomType: 'Studio' }).equality).toEqual([
      { field: 'status', value: 'active' },
    ]);
    const own = buildListingsQuery({
      sort: 'newest',
      limit: 5,
      ownerId: 'uid-1',
      lifestyle: ['pets'],
      bills: true,
    });
    expect(own.equality).toEqual([{ field: 'ownerId', value: 'uid-1' }]);
    expect(own.membership).toEqual([{ field: 'lifestyleHouse', values: ['pets', 'pets+smoking'] }]);
    expect(bounds(own)).toContain('search.bills >= 2');
  });

  it('when lifestyle preferences are chosen, then each group they touch adds one `in` clause of its supersets', () => {
    const shape = buildListingsQuery({
      sort: 'newest',
      limit: 5,
      location: 'austin',
      lifestyle: ['pets', 'smoking', 'quiet'],
    });
    expect(shape.membership).toEqual([
      { field: 'lifestyleHouse', values: ['pets+smoking'] },
      {
        field: 'lifestyleRhythm',
        values: [
          'quiet',
          'nightOwl+quiet',
          'earlyBird+quiet',
          'nightOwl+earlyBird+quiet',
          'quiet+social',
          'nightOwl+quiet+social',
          'earlyBird+quiet+social',
          'nightOwl+earlyBird+quiet+social',
        ],
      },
    ]);
    // The location keeps the query's one array-contains.
    expect(shape.arrayContains).toEqual({ field: 'locationPrefixes', value: 'austin' });
    expect(
      buildListingsQuery({ sort: 'newest', limit: 5, lifestyle: [] }).membership,
    ).toBeUndefined();
  });

  it('when the move-in date is far in the future, then its bound stays below the value of listings without facts', () => {
    const shape = buildListingsQuery({ sort: 'newest', limit: 5, moveInBy: '9999-12-31' });
    const from = shape.range.find((r) => r.field === 'search.from')!;
    expect(from.op).toBe('<=');
    expect(from.value).toBe(NO_MOVE_IN - 1);
  });
});

describe('buildCountQuery', () => {
  it("when filters are counted, then the query is the list's first page without limit or cursor", () => {
    const filters = {
      sort: 'rent-desc' as const,
      roomType: 'Studio' as const,
      location: 'austin',
      minRent: 100,
      lifestyle: ['nightOwl' as const],
      moveInBy: '2026-05-01',
      furnished: true as const,
    };
    const { limit, ...list } = buildListingsQuery({ ...filters, limit: 20 });
    expect(limit).toBe(21);
    expect(buildCountQuery(filters)).toEqual(list);
    expect(buildCountQuery(filters)).not.toHaveProperty('limit');
    expect(buildCountQuery(filters)).not.toHaveProperty('startAfter');
  });
});
