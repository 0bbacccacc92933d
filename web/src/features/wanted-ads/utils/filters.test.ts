import {
  EMPTY_WANTED_AD_DRAFT,
  readWantedAdDraft,
  toWantedAdApiQuery,
  toWantedAdFilters,
  writeWantedAdDraft,
} from './filters';

const draftOf = (query: string) => readWantedAdDraft(new URLSearchParams(query));

describe("the Room wanted list's URL", () => {
  it('when a link names a room type and an occupation, then both are filters and the API gets them by the same names', () => {
    const filters = toWantedAdFilters(draftOf('roomType=Studio&occupation=student&stay=6'));
    expect(filters).toEqual({ stay: 6, roomType: 'Studio', occupation: 'student', sort: 'newest' });
    expect(toWantedAdApiQuery(filters)).toMatchObject({
      roomType: 'Studio',
      occupation: 'student',
    });
  });

  it('when a link holds a value no choice has, then that filter is dropped and the rest still apply', () => {
    expect(toWantedAdFilters(draftOf('occupation=pilot&roomType=Castle&area=Austin'))).toEqual({
      area: 'Austin',
      sort: 'newest',
    });
  });

  it('when filters are written back, then empty ones and the default sort are left out, in the declared order', () => {
    const draft = { ...EMPTY_WANTED_AD_DRAFT, occupation: 'other', area: 'Lisbon', sort: 'newest' };
    expect(writeWantedAdDraft(draft).toString()).toBe('area=Lisbon&occupation=other');
  });
});
