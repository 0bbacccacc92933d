import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID } from '../lib/query-shape';
import { buildCountQuery, buildPostsQuery, LIFESTYLE_NEEDS_PUBLIC_LIST } from './query';

describe('buildPostsQuery', () => {
  it('when no filter is given, then it is newest first with an id tie-break and one extra document', () => {
    expect(buildPostsQuery({ sort: 'newest', limit: 20 })).toEqual({
      collection: 'posts',
      equality: [{ field: 'status', value: 'active' }],
      arrayContains: undefined,
      range: [],
      orderBy: [
        { field: 'createdAt', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ],
      limit: 21,
    });
  });

  it('when every filter is given, then each becomes one clause of a single query', () => {
    const shape = buildPostsQuery({
      sort: 'rent-asc',
      limit: 6,
      ownerId: 'uid-1',
      availability: 'Available',
      roomType: 'Studio',
      location: 'austin',
      minRent: 100,
      maxRent: 900,
    });
    expect(shape.equality).toEqual([
      { field: 'ownerId', value: 'uid-1' },
      { field: 'availability', value: 'Available' },
      { field: 'roomType', value: 'Studio' },
    ]);
    expect(shape.arrayContains).toEqual({ field: 'locationPrefixes', value: 'austin' });
    expect(shape.range).toEqual([
      { field: 'rentAmount', op: '>=', value: 100 },
      { field: 'rentAmount', op: '<=', value: 900 },
    ]);
    expect(shape.orderBy.map((o) => `${o.field} ${o.direction}`)).toEqual([
      'rentAmount asc',
      '__name__ asc',
    ]);
    expect(shape.limit).toBe(7);
  });

  it('when a rent range is combined with newest, then rent is ordered after time and before the id', () => {
    const shape = buildPostsQuery({ sort: 'newest', limit: 5, minRent: 500 });
    expect(shape.orderBy.map((o) => `${o.field} ${o.direction}`)).toEqual([
      'createdAt desc',
      'rentAmount desc',
      '__name__ desc',
    ]);
  });

  it("when the list is public, then it asks for active listings only; the owner's own list has every status", () => {
    expect(buildPostsQuery({ sort: 'newest', limit: 5, roomType: 'Studio' }).equality).toEqual([
      { field: 'status', value: 'active' },
      { field: 'roomType', value: 'Studio' },
    ]);
    const own = buildPostsQuery({ sort: 'newest', limit: 5, ownerId: 'uid-1' });
    expect(own.equality).toEqual([{ field: 'ownerId', value: 'uid-1' }]);
  });

  it('when lifestyle preferences are chosen, then each group they touch adds one `in` clause of its supersets', () => {
    const shape = buildPostsQuery({
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
    expect(buildPostsQuery({ sort: 'newest', limit: 5, lifestyle: [] }).membership).toBeUndefined();
  });

  it("when an owner's own list asks for lifestyle preferences, then the builder refuses (no indexes for it)", () => {
    expect(() =>
      buildPostsQuery({ sort: 'newest', limit: 5, ownerId: 'uid-1', lifestyle: ['pets'] }),
    ).toThrow(LIFESTYLE_NEEDS_PUBLIC_LIST);
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
    };
    const { limit, ...list } = buildPostsQuery({ ...filters, limit: 20 });
    expect(limit).toBe(21);
    expect(buildCountQuery(filters)).toEqual(list);
    expect(buildCountQuery(filters)).not.toHaveProperty('limit');
    expect(buildCountQuery(filters)).not.toHaveProperty('startAfter');
  });
});
