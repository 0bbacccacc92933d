import { describe, expect, it } from 'vitest';
import { hasActiveFilters, readDraft, rentProblems, toFilters, writeDraft } from './filters';

const draftOf = (query: string) => readDraft(new URLSearchParams(query));

describe('browse filters in the URL', () => {
  it('when the URL has filters, then they become the API query with the same names', () => {
    const filters = toFilters(
      draftOf(
        'location=Lisbon&roomType=Studio&availability=Available&minRent=500&maxRent=900&sort=rent-asc',
      ),
    );
    expect(filters).toEqual({
      location: 'Lisbon',
      roomType: 'Studio',
      availability: 'Available',
      minRent: 500,
      maxRent: 900,
      sort: 'rent-asc',
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('when values are unknown, then they are dropped and the sort falls back to newest', () => {
    expect(toFilters(draftOf('roomType=Castle&availability=Soon&sort=random&minRent=abc'))).toEqual(
      {
        sort: 'newest',
      },
    );
    expect(hasActiveFilters(toFilters(draftOf('sort=rent-desc')))).toBe(false);
  });

  it('when min rent is above max rent, then neither is sent and max rent explains why', () => {
    const draft = draftOf('minRent=900&maxRent=500');
    expect(rentProblems(draft)).toEqual({ maxRent: 'Max rent must not be below min rent' });
    expect(toFilters(draft)).toEqual({ sort: 'newest' });
  });

  it('when a draft is written back, then empty values and the default sort stay out of the URL', () => {
    const params = writeDraft(
      {
        location: ' Porto ',
        roomType: '',
        availability: '',
        minRent: '',
        maxRent: '700',
        sort: 'newest',
      },
      new URLSearchParams('location=Lisbon&page=2'),
    );
    expect(params.toString()).toBe('location=Porto&page=2&maxRent=700');
  });
});
