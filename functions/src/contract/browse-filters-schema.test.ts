// The server's reading of the listing-fact filters: GET /posts and
// GET /posts/count take them as query parameters, a saved search as JSON, with
// the same names, checks and messages.
import { describe, expect, it } from 'vitest';
import {
  filterQuerySchema,
  NEAREST_NEEDS_NEAR,
  searchFiltersSchema,
  unknownPreferenceMessage,
} from './browse-filters-schema';

const firstMessage = (
  schema: typeof filterQuerySchema | typeof searchFiltersSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : result.error.issues[0]?.message;
};

describe('the fact filters as query parameters', () => {
  it('when every fact filter is given, then each is read into its value', () => {
    expect(
      filterQuerySchema.parse({
        moveInBy: '2027-03-01',
        stay: '6',
        bills: '1',
        furnished: 'true',
        privateBath: '1',
        couples: '1',
        sort: 'soonest',
      }),
    ).toEqual({
      moveInBy: '2027-03-01',
      stay: 6,
      bills: true,
      furnished: true,
      privateBath: true,
      couples: true,
      sort: 'soonest',
    });
  });

  it('when a fact filter is empty, then it is no filter', () => {
    expect(filterQuerySchema.parse({ moveInBy: '', stay: '', bills: '', couples: '' })).toEqual({
      sort: 'newest',
    });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    [
      'the date is not a calendar day',
      { moveInBy: '2027-02-30' },
      'moveInBy must be a date (YYYY-MM-DD)',
    ],
    [
      'the date is in another format',
      { moveInBy: '1/3/2027' },
      'moveInBy must be a date (YYYY-MM-DD)',
    ],
    ['the stay is zero', { stay: '0' }, 'stay must be a whole number of months from 1 to 24'],
    [
      'the stay is over two years',
      { stay: '25' },
      'stay must be a whole number of months from 1 to 24',
    ],
    [
      'the stay is a fraction',
      { stay: '1.5' },
      'stay must be a whole number of months from 1 to 24',
    ],
    ['a flag is 0', { bills: '0' }, 'bills must be 1'],
    ['a flag is a word', { privateBath: 'yes' }, 'privateBath must be 1'],
    ['a flag is repeated', { couples: ['1', '1'] }, 'couples must be given once, as text'],
    [
      'the sort is unknown',
      { sort: 'latest' },
      'sort must be one of: newest, rent-asc, rent-desc, soonest, nearest',
    ],
    ['the nearest sort has no near', { sort: 'nearest' }, NEAREST_NEEDS_NEAR],
  ];
  for (const [what, query, message] of refused) {
    it(`when ${what}, then the answer is '${message}'`, () => {
      expect(firstMessage(filterQuerySchema, query)).toBe(message);
    });
  }
});

describe("a saved search's fact filters (JSON)", () => {
  it('when a search keeps fact filters, then they are stored as browse reads them; false flags are no filter', () => {
    expect(
      searchFiltersSchema.parse({
        location: 'Brooklyn',
        moveInBy: '2027-03-01',
        stay: 6,
        bills: true,
        furnished: false,
        couples: true,
      }),
    ).toEqual({
      filters: {
        location: 'Brooklyn',
        moveInBy: '2027-03-01',
        stay: 6,
        bills: true,
        couples: true,
      },
      locationTerm: 'brooklyn',
      near: null,
    });
  });

  it('when a fact filter is wrong, then the message is the query parameter’s', () => {
    expect(firstMessage(searchFiltersSchema, { moveInBy: '2027-13-01' })).toBe(
      'moveInBy must be a date (YYYY-MM-DD)',
    );
    expect(firstMessage(searchFiltersSchema, { moveInBy: 20270301 })).toBe(
      'moveInBy must be a date (YYYY-MM-DD)',
    );
    expect(firstMessage(searchFiltersSchema, { stay: 30 })).toBe(
      'stay must be a whole number of months from 1 to 24',
    );
    expect(firstMessage(searchFiltersSchema, { stay: '6' })).toBe(
      'stay must be a whole number of months from 1 to 24',
    );
    expect(firstMessage(searchFiltersSchema, { bills: 1 })).toBe('bills must be true or false');
  });
});

describe('unknownPreferenceMessage', () => {
  it('when the unknown value is an object whose toString is not a function, then the message quotes it as JSON', () => {
    expect(unknownPreferenceMessage({ toString: 1000 })).toBe(
      'Unknown lifestyle preference: {"toString":1000} (allowed: pets, smoking, nightOwl, earlyBird, quiet, social)',
    );
    expect(unknownPreferenceMessage('gym')).toMatch(/^Unknown lifestyle preference: gym \(/);
  });
});
