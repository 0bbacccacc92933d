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

describe("the Room wanted list's near search", () => {
  it('when a link holds near, km and place, then they are the filters instead of the area, and the API gets them by the same names', () => {
    const filters = toWantedAdFilters(
      draftOf('area=Austin&near=40.71449,-73.9613&km=10&place=Williamsburg%2C+NY&stay=6'),
    );
    expect(filters).toEqual({
      stay: 6,
      near: '40.714,-73.961',
      km: 10,
      place: 'Williamsburg, NY',
      sort: 'newest',
    });
    expect(toWantedAdApiQuery(filters)).toMatchObject({
      near: '40.714,-73.961',
      km: 10,
      place: 'Williamsburg, NY',
    });
    expect(
      writeWantedAdDraft(draftOf('near=40.714,-73.961&km=10&place=Williamsburg')).toString(),
    ).toBe('near=40.714%2C-73.961&km=10&place=Williamsburg');
  });

  it('when near is no point or km no distance the API takes, then the area stays or the API’s own distance is used', () => {
    expect(toWantedAdFilters(draftOf('area=Austin&near=north&km=5'))).toEqual({
      area: 'Austin',
      sort: 'newest',
    });
    expect(toWantedAdFilters(draftOf('near=40.7,-73.9&km=3'))).toEqual({
      near: '40.7,-73.9',
      sort: 'newest',
    });
  });
});
