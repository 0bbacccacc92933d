import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_NAME_MAX } from '../types';
import {
  ANY_LISTING,
  browseQuery,
  describeFilters,
  searchFiltersOf,
  suggestedName,
} from './filters';

describe('saved search filters', () => {
  it('when filters are described, then each chosen one reads as a short phrase in browse order', () => {
    expect(describeFilters({ location: 'Brooklyn', roomType: 'Studio', maxRent: 1500 })).toBe(
      'Brooklyn · Studio · up to $1,500',
    );
    expect(
      describeFilters({
        availability: 'Available',
        minRent: 500,
        maxRent: 1250.5,
        lifestyle: ['quiet', 'pets'],
      }),
    ).toBe('Available · $500–$1,250.5 · Pets Allowed, Quiet Environment');
    expect(describeFilters({ minRent: 800 })).toBe('from $800');
    expect(describeFilters({})).toBe(ANY_LISTING);
  });

  it("when browse's filters carry a sort and empty values, then the search keeps only the filters", () => {
    const browse = { location: '  Lisbon ', sort: 'rent-asc', lifestyle: [] };
    expect(searchFiltersOf(browse)).toEqual({ location: 'Lisbon' });
  });

  it('when a link to browse is built, then it uses the browse parameter names and comma-joined lifestyle keys in contract order', () => {
    const query = browseQuery({
      location: 'New York',
      roomType: '1 Bedroom',
      availability: 'Available',
      minRent: 0,
      maxRent: 2000,
      lifestyle: ['quiet', 'pets'],
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      location: 'New York',
      roomType: '1 Bedroom',
      availability: 'Available',
      minRent: '0',
      maxRent: '2000',
      lifestyle: 'pets,quiet',
    });
    expect(browseQuery({})).toBe('');
  });

  it('when the summary is longer than a name may be, then the suggested name is cut with an ellipsis', () => {
    const name = suggestedName({
      location: 'A very long neighbourhood name somewhere in Brooklyn',
      roomType: '3+ Bedroom',
      lifestyle: ['pets', 'quiet'],
    });
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(suggestedName({ roomType: 'Studio' })).toBe('Studio');
  });
});
