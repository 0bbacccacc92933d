// Browse's filters: the browser's tolerant reading of the URL and its writing
// back, the API's parameters (browse-api-query.ts), the words for a saved
// search, and the server's strict validation of the same names
// (browse-filters-schema.ts).
import { describe, expect, it } from 'vitest';
import {
  ANY_LISTING,
  browseQuery,
  describeFilters,
  draftOf,
  hasActiveFilters,
  locationSearchTerm,
  readDraft,
  searchFiltersOf,
  toFilters,
  writeDraft,
  type BrowseFilters,
} from './browse-filters';
import { toApiQuery } from './browse-api-query';
import { suggestedName } from './saved-search-name';
import { filterQuerySchema, searchFiltersSchema } from './browse-filters-schema';
import { SAVED_SEARCH_NAME_MAX } from './saved-searches';

const draftOfQuery = (query: string) => readDraft(new URLSearchParams(query));

/** The first message the server would answer with, or 'ok'. */
const strictMessage = (
  schema: typeof filterQuerySchema | typeof searchFiltersSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : result.error.issues[0]?.message;
};

describe('the browse URL', () => {
  it('when a URL with every filter is read and written back, then the same URL comes out', () => {
    const url =
      'location=Lisbon&roomType=Studio&availability=Available&minRent=500&maxRent=900.5&sort=rent-asc&lifestyle=pets%2Cquiet';
    const filters = toFilters(draftOfQuery(url));
    expect(filters).toEqual({
      location: 'Lisbon',
      roomType: 'Studio',
      availability: 'Available',
      minRent: 500,
      maxRent: 900.5,
      sort: 'rent-asc',
      lifestyle: ['pets', 'quiet'],
    });
    expect(writeDraft(draftOf(filters)).toString()).toBe(url);
  });

  it('when filters are written and read back, then they are the same filters', () => {
    const filters: BrowseFilters = {
      location: 'New York',
      roomType: '1 Bedroom',
      minRent: 0,
      lifestyle: ['nightOwl', 'social'],
      sort: 'newest',
    };
    expect(toFilters(readDraft(writeDraft(draftOf(filters))))).toEqual(filters);
  });

  it('when the URL has a near search, then its place replaces a typed location and the API takes it as sent', () => {
    const filters = toFilters(
      draftOfQuery('location=Brooklyn&near=40.6501%2C+-73.9499&km=10&place=Brooklyn%2C+NY'),
    );
    expect(filters).toEqual({
      near: '40.65,-73.95',
      km: 10,
      place: 'Brooklyn, NY',
      sort: 'newest',
    });
    expect(hasActiveFilters(filters)).toBe(true);
    // A saved search keeps it (not the sort), and reads it in words.
    expect(searchFiltersOf(filters)).toEqual({
      near: '40.65,-73.95',
      km: 10,
      place: 'Brooklyn, NY',
    });
    expect(describeFilters(filters)).toBe('Within 10 km of Brooklyn, NY');
    expect(browseQuery(filters)).toBe('near=40.65%2C-73.95&km=10&place=Brooklyn%2C+NY');
    // Nearest first only with a place to measure from.
    expect(toFilters(draftOfQuery('near=40.65,-73.95&sort=nearest')).sort).toBe('nearest');
    expect(toFilters(draftOfQuery('location=Brooklyn&sort=nearest')).sort).toBe('newest');
    // As HTTP sends it: every value as text.
    const sent = Object.entries(toApiQuery(filters)).filter(([, value]) => value !== undefined);
    expect(
      strictMessage(filterQuerySchema, Object.fromEntries(sent.map(([k, v]) => [k, String(v)]))),
    ).toBe('ok');
    expect(toFilters(readDraft(writeDraft(draftOf(filters))))).toEqual(filters);
  });

  it('when the URL has a near search that is not a point, or a distance not offered, then they are dropped', () => {
    expect(toFilters(draftOfQuery('near=Brooklyn&km=5&place=Brooklyn'))).toEqual({
      sort: 'newest',
    });
    expect(toFilters(draftOfQuery('near=95,10'))).toEqual({ sort: 'newest' });
    expect(toFilters(draftOfQuery('near=40.65,-73.95&km=3'))).toEqual({
      near: '40.65,-73.95',
      sort: 'newest',
    });
  });

  it('when the URL has unknown values and other parameters, then the values are dropped and the others kept', () => {
    const draft = draftOfQuery('roomType=Castle&lifestyle=vegan&page=2&minRent=abc');
    expect(toFilters(draft)).toEqual({ sort: 'newest' });
    expect(hasActiveFilters(toFilters(draft))).toBe(false);
    expect(
      writeDraft({ ...draft, roomType: '', minRent: '' }, new URLSearchParams('page=2')).toString(),
    ).toBe('page=2&lifestyle=vegan');
  });

  it('when the rent bound is zero, then it still narrows the list', () => {
    expect(hasActiveFilters(toFilters(draftOfQuery('minRent=0')))).toBe(true);
  });
});

describe('the API parameters', () => {
  it('when filters go to the API, then the names stay and lifestyle keys are comma-joined', () => {
    expect(
      toApiQuery({ location: 'Porto', lifestyle: ['pets', 'quiet'], sort: 'rent-desc' }),
    ).toEqual({
      location: 'Porto',
      lifestyle: 'pets,quiet',
      sort: 'rent-desc',
    });
    expect(toApiQuery({ lifestyle: [] }).lifestyle).toBeUndefined();
  });

  it('when the browser sends what it read from a URL, then the server reads the same filters', () => {
    const filters = toFilters(
      draftOfQuery('location=Brooklyn, NY&minRent=500&maxRent=1500&lifestyle=quiet,pets'),
    );
    const query = Object.fromEntries(
      Object.entries(toApiQuery(filters))
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    expect(filterQuerySchema.parse(query)).toEqual({
      location: locationSearchTerm('Brooklyn, NY'),
      minRent: 500,
      maxRent: 1500,
      lifestyle: ['pets', 'quiet'],
      sort: 'newest',
    });
  });
});

describe('a saved search in words', () => {
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
    const browse = { location: '  Lisbon ', sort: 'rent-asc' as const, lifestyle: [] };
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

  it('when a saved search opens browse, then browse reads back its filters', () => {
    const search = { location: 'Lisbon', availability: 'Available' as const, maxRent: 900 };
    const { sort: _sort, ...read } = toFilters(draftOfQuery(browseQuery(search)));
    expect(read).toEqual(search);
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

describe('strict validation on the server', () => {
  it('when a query value is wrong, then the message names the parameter and what it must be', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ minRent: 'abc' }, 'minRent must be a number from 0 to 1,000,000'],
      [{ maxRent: '1000001' }, 'maxRent must be a number from 0 to 1,000,000'],
      [{ minRent: '900', maxRent: '500' }, 'minRent must not be greater than maxRent'],
      [
        { roomType: 'Castle' },
        'roomType must be one of: Single Room, Shared Room, Studio, 1 Bedroom, 2 Bedroom, 3+ Bedroom',
      ],
      [{ availability: 'Soon' }, 'availability must be Available or Not Available'],
      [{ sort: 'random' }, 'sort must be one of: newest, rent-asc, rent-desc, soonest, nearest'],
      [{ sort: 'nearest' }, 'sort=nearest needs near (a place to measure from)'],
      [{ location: ['a', 'b'] }, 'location must be given once, as text'],
      [{ location: 'x'.repeat(121) }, 'location must be at most 120 characters'],
      [
        { lifestyle: 'pets,vegan' },
        'Unknown lifestyle preference(s): vegan (allowed: pets, smoking, nightOwl, earlyBird, quiet, social)',
      ],
      [{ page: '2' }, 'Unknown query parameter(s): page'],
      [{ minRent: '500', maxRent: '500', lifestyle: '' }, 'ok'],
    ];
    for (const [query, message] of cases)
      expect(strictMessage(filterQuerySchema, query)).toBe(message);
  });

  it("when a saved search's filters are JSON, then they get the query's messages and are stored canonical", () => {
    expect(strictMessage(searchFiltersSchema, { minRent: 900, maxRent: 500 })).toBe(
      'minRent must not be greater than maxRent',
    );
    expect(strictMessage(searchFiltersSchema, { roomType: 'Castle' })).toBe(
      'roomType must be one of: Single Room, Shared Room, Studio, 1 Bedroom, 2 Bedroom, 3+ Bedroom',
    );
    expect(strictMessage(searchFiltersSchema, { sort: 'newest' })).toBe('Unknown filter(s): sort');
    expect(strictMessage(searchFiltersSchema, 'Brooklyn')).toBe('Filters must be an object');
    expect(
      searchFiltersSchema.parse({
        location: ' Brooklyn, NY ',
        lifestyle: ['quiet', 'pets', 'quiet'],
        roomType: '',
      }),
    ).toEqual({
      filters: { location: 'Brooklyn, NY', lifestyle: ['pets', 'quiet'] },
      locationTerm: 'brooklyn ny',
      near: null,
    });
    expect(searchFiltersSchema.parse({ location: ' , ' })).toEqual({
      filters: {},
      locationTerm: null,
      near: null,
    });
    // A near search: its centre to 3 decimals, its distance written out, its place trimmed.
    expect(
      searchFiltersSchema.parse({ near: '40.6501, -73.9499', place: ' Brooklyn, NY ' }),
    ).toEqual({
      filters: { near: '40.65,-73.95', km: 5, place: 'Brooklyn, NY' },
      locationTerm: null,
      near: { center: { lat: 40.65, lng: -73.95 }, km: 5 },
    });
    expect(strictMessage(searchFiltersSchema, { near: 'Brooklyn' })).toBe(
      'near must be a latitude and longitude, e.g. near=40.65,-73.95',
    );
    expect(strictMessage(searchFiltersSchema, { near: '40.65,-73.95', km: 3 })).toBe(
      'km must be one of: 1, 2, 5, 10, 25, 50',
    );
    expect(strictMessage(searchFiltersSchema, { km: 5 })).toBe('km needs near');
    expect(strictMessage(searchFiltersSchema, { near: '40.65,-73.95', location: 'Queens' })).toBe(
      'Search near a place or by location, not both',
    );
  });
});
