import { describe, expect, it } from 'vitest';
import { dayNumber, defaultFacts, type ListingFacts } from '../contract/listing-facts';
import { newListingDocuments, toListing } from './document';
import type { ListingFields } from './fields';
import { searchFields } from './search-fields';

const facts = (overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  ...defaultFacts('2027-03-01'),
  ...overrides,
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  rentAmount: 950,
  roomType: 'Single Room',
  availability: 'Available',
  facts: facts(),
  ...overrides,
});

const search = (overrides: Record<string, unknown> = {}) => searchFields(listing(overrides)).search;

describe('searchFields', () => {
  it('when a listing states its facts, then each is encoded as browse compares it', () => {
    expect(
      search({
        facts: facts({
          availableFrom: '2027-03-01',
          minStayMonths: 3,
          maxStayMonths: 12,
          bills: 'some',
          billsEstimate: 60,
          furnishing: 'part',
          bathroom: 'private',
          couplesWelcome: true,
        }),
      }),
    ).toEqual({
      rent: 950,
      room: 'Single Room',
      avail: 'Available',
      from: dayNumber('2027-03-01'),
      stayMin: 3,
      stayMax: 12,
      bills: 1,
      furnished: 1,
      bath: 1,
      couples: 1,
    });
  });

  it('when the stay has no maximum, then its maximum reads 99 (above any stay)', () => {
    expect(search({ facts: facts({ maxStayMonths: null }) }).stayMax).toBe(99);
  });

  it.each([
    ['yes', 2],
    ['some', 1],
    ['no', 0],
  ] as const)('when bills are "%s", then search.bills is %i', (bills, expected) => {
    expect(search({ facts: facts({ bills }) }).bills).toBe(expected);
  });

  it.each([
    ['furnished', 2],
    ['part', 1],
    ['unfurnished', 0],
  ] as const)('when furnishing is "%s", then search.furnished is %i', (furnishing, expected) => {
    expect(search({ facts: facts({ furnishing }) }).furnished).toBe(expected);
  });

  it('when the bathroom is shared and couples are not welcome, then both read 0', () => {
    const { bath, couples } = search({
      facts: facts({ bathroom: 'shared', couplesWelcome: false }),
    });
    expect({ bath, couples }).toEqual({ bath: 0, couples: 0 });
  });

  it.each([
    ['null', null],
    ['missing', undefined],
    ['not usable (a bad date)', { ...facts(), availableFrom: 'soon' }],
    ['not usable (half of them)', { bills: 'yes' }],
  ])('when the facts are %s, then the values match no filter and sort last', (_, stored) => {
    expect(search({ facts: stored })).toEqual({
      rent: 950,
      room: 'Single Room',
      avail: 'Available',
      from: 999_999,
      stayMin: 99,
      stayMax: 0,
      bills: 0,
      furnished: 0,
      bath: 0,
      couples: 0,
    });
  });

  it("when the rent is stored the older client's way or not at all, then rent falls back to `rent`, then 0", () => {
    expect(search({ rentAmount: undefined, rent: 700 }).rent).toBe(700);
    expect(search({ rentAmount: 800, rent: 700 }).rent).toBe(800);
    expect(search({ rentAmount: undefined }).rent).toBe(0);
    expect(search({ rentAmount: 'cheap' }).rent).toBe(0);
  });

  it('when room type or availability is missing, then it reads as an empty string', () => {
    const { room, avail } = search({ roomType: undefined, availability: 42 });
    expect({ room, avail }).toEqual({ room: '', avail: '' });
  });

  it('when the facts are what the API reads, then search agrees with toListing', () => {
    const stored = listing({ facts: { ...facts({ bills: 'yes' }), whoLivesHere: '  Two of us ' } });
    const post = toListing('p1', stored);
    expect(search(stored)).toMatchObject({
      from: dayNumber(post.facts!.availableFrom),
      bills: 2,
    });
  });
});

describe('newListingDocuments and search', () => {
  const input = (facts?: ListingFacts | null): ListingFields => ({
    title: 'Room',
    location: 'Brooklyn, NY',
    rentAmount: 1200,
    roomType: 'Studio',
    description: 'A room',
    contactInfo: 'Call me',
    lifestylePreferences: [],
    availability: 'Not Available',
    contactPreference: 'reveal-on-like',
    ...(facts !== undefined ? { facts } : {}),
  });
  const owner = { uid: 'u1', email: 'a@example.com', name: 'A', photo: '' };

  it('when a listing is built, then its search map is derived from the document it stores', () => {
    const { post } = newListingDocuments(input(facts({ minStayMonths: 6 })), owner, 1, 2);
    expect(post.search).toEqual(searchFields(post).search);
    expect(post.search).toMatchObject({ rent: 1200, room: 'Studio', avail: 'Not Available' });
    expect(post.search.stayMin).toBe(6);
  });

  it('when a listing is built without facts (the legacy create), then search says so', () => {
    const { post } = newListingDocuments(input(), owner, 1, 2);
    expect(post.facts).toBeNull();
    expect(post.search).toMatchObject({ from: 999_999, stayMin: 99, stayMax: 0 });
  });
});
