import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  describeFilters,
  hasActiveFilters,
  parseLifestyle,
  readDraft,
  rentProblems,
  toFilters,
  toggleLifestyle,
  writeDraft,
} from '@contract/browse-filters';
import { committableDraft, RENT_KEPT, RENT_LEFT_OUT, rentNote } from './filters';

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

  it('when the typed rent range is impossible, then the searched rent bounds are kept and the rest follows the draft', () => {
    const committed = draftOf('location=Lisbon&minRent=500');
    const typed = draftOf('location=Porto&minRent=500&maxRent=100');
    expect(committableDraft(typed, committed)).toEqual(draftOf('location=Porto&minRent=500'));
    expect(rentNote(typed, committed)).toBe(RENT_KEPT);
  });

  it('when the typed rent range is fine, then it is committed as typed with no note', () => {
    const typed = draftOf('minRent=500&maxRent=1000');
    expect(committableDraft(typed, draftOf('minRent=500'))).toEqual(typed);
    expect(rentNote(typed, draftOf('minRent=500'))).toBeNull();
  });

  it('when the URL itself has an impossible rent range, then the note says rent is left out', () => {
    const shared = draftOf('minRent=900&maxRent=500');
    expect(rentNote(shared, shared)).toBe(RENT_LEFT_OUT);
  });

  it('when a draft is written back, then empty values and the default sort stay out of the URL', () => {
    const params = writeDraft(
      { ...EMPTY_DRAFT, location: ' Porto ', maxRent: '700', sort: 'newest' },
      new URLSearchParams('location=Lisbon&page=2'),
    );
    expect(params.toString()).toBe('location=Porto&page=2&maxRent=700');
  });

  it('when the URL has lifestyle keys, then the known ones are sent once each, in contract order', () => {
    const filters = toFilters(draftOf('lifestyle=quiet,vegan,pets,quiet&location=Porto'));
    expect(filters).toEqual({ location: 'Porto', lifestyle: ['pets', 'quiet'], sort: 'newest' });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(toFilters(draftOf('lifestyle=')))).toBe(false);
    expect(toFilters(draftOf('lifestyle=vegan'))).toEqual({ sort: 'newest' });
  });

  it('when a chip is toggled, then the lifestyle text gains or loses its key and stays in contract order', () => {
    expect(toggleLifestyle('', 'quiet')).toBe('quiet');
    expect(toggleLifestyle('quiet', 'pets')).toBe('pets,quiet');
    expect(toggleLifestyle('pets,quiet', 'pets')).toBe('quiet');
    expect(toggleLifestyle('quiet', 'quiet')).toBe('');
    expect(parseLifestyle(' social , nightOwl ')).toEqual(['nightOwl', 'social']);
    const params = writeDraft(
      { ...draftOf('location=Lisbon'), lifestyle: toggleLifestyle('social', 'smoking') },
      new URLSearchParams('location=Lisbon'),
    );
    // URLSearchParams writes the comma as %2C; both spellings read back the same.
    expect(params.toString()).toBe('location=Lisbon&lifestyle=smoking%2Csocial');
    expect(readDraft(params).lifestyle).toBe('smoking,social');
  });

  it('when the URL has a move-in date, a stay and yes/no facts, then they are sent with the same names and read back the same', () => {
    const query =
      'location=Porto&sort=soonest&moveInBy=2027-03-01&stay=6&bills=1&furnished=1&privateBath=1&couples=1';
    const filters = toFilters(draftOf(query));
    expect(filters).toEqual({
      location: 'Porto',
      sort: 'soonest',
      moveInBy: '2027-03-01',
      stay: 6,
      bills: true,
      furnished: true,
      privateBath: true,
      couples: true,
    });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(writeDraft(draftOf(query)).toString()).toBe(query);
    expect(describeFilters(filters)).toBe(
      'Porto · by Mar 1, 2027 · 6+ months · bills included · furnished · private bathroom · couples welcome',
    );
  });

  it('when the move-in date, stay or a yes/no fact is not a usable value, then it is dropped rather than sent', () => {
    expect(toFilters(draftOf('moveInBy=2027-02-30&stay=0&bills=yes&furnished=0&couples='))).toEqual(
      { sort: 'newest' },
    );
    expect(toFilters(draftOf('moveInBy=tomorrow&stay=25'))).toEqual({ sort: 'newest' });
    expect(hasActiveFilters(toFilters(draftOf('sort=soonest')))).toBe(false);
  });

  it('when the draft is cleared, then no filter, old or new, is left in the URL', () => {
    const params = writeDraft(
      EMPTY_DRAFT,
      new URLSearchParams('location=Porto&moveInBy=2027-03-01&stay=3&bills=1&privateBath=1&page=2'),
    );
    expect(params.toString()).toBe('page=2');
  });
});
