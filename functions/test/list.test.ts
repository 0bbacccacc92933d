// GET /posts: filters, sorts, limits and cursors. Posts are written straight
// to Firestore with many ties in time and rent, so only a correct tie-break
// returns every post exactly once across pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { compareByOrder } from '../src/lib/query-shape';
import { ROOM_TYPES, type ListingFields, type Sort } from '../src/listings/fields';
import { orderFor } from '../src/listings/query';
import { searchFields, type SearchFields } from '../src/listings/search-fields';
import { api, bearer, insertPosts, resetEmulators, signUp, type TestUser } from './helpers';

type Seeded = {
  id: string;
  ownerEmail: string;
  createdAt: Date;
  fields: Pick<ListingFields, 'location' | 'rentAmount' | 'roomType' | 'availability'>;
};

const OWNERS = ['ana@example.com', 'ben@example.com'];
const LOCATIONS = [
  'Brooklyn, NY',
  'Williamsburg, Brooklyn, NY',
  'Austin, TX',
  'San Francisco, CA',
  'New York, NY',
];
const RENTS = [500, 800, 800, 1200, 1500];
const BASE = Date.parse('2026-01-01T00:00:00Z');

const seeded: Seeded[] = Array.from({ length: 30 }, (_, i) => ({
  // Ids deliberately out of step with insertion order.
  id: `post${String((i * 7) % 30).padStart(2, '0')}`,
  ownerEmail: OWNERS[i % 2]!,
  createdAt: new Date(BASE + (i % 7) * 60_000),
  fields: {
    location: LOCATIONS[Math.floor(i / 6) % 5]!,
    rentAmount: RENTS[i % 5]!,
    roomType: ROOM_TYPES[i % 6]!,
    availability: i % 3 === 0 ? 'Not Available' : 'Available',
  },
}));

type Filters = {
  email?: string;
  availability?: string;
  roomType?: string;
  location?: string;
  minRent?: number;
  maxRent?: number;
};

/** An independent reading of the contract: what a query must return, in order. */
function expected(filters: Filters, sort: string): string[] {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const matchesLocation = (location: string, term: string) => {
    const text = words(location);
    return text.split(' ').some((_, i, all) => all.slice(i).join(' ').startsWith(words(term)));
  };
  const rows = seeded.filter(
    (p) =>
      (!filters.email || p.ownerEmail === filters.email) &&
      (!filters.availability || p.fields.availability === filters.availability) &&
      (!filters.roomType || p.fields.roomType === filters.roomType) &&
      (!filters.location || matchesLocation(p.fields.location, filters.location)) &&
      (filters.minRent === undefined || p.fields.rentAmount >= filters.minRent) &&
      (filters.maxRent === undefined || p.fields.rentAmount <= filters.maxRent),
  );
  // The sort's field, ties broken by the stored search fields in the query's
  // order (listings/query.ts `orderFor`), then the id.
  const valueOf = (p: Seeded, field: string) =>
    field === 'createdAt'
      ? p.createdAt
      : searchFields(p.fields).search[field.slice('search.'.length) as keyof SearchFields];
  return rows.sort(compareByOrder(orderFor(sort as Sort), valueOf, (p) => p.id)).map((p) => p.id);
}

/** Signed-up owners by e-mail: "My listings" (`email=`) needs the owner's own token. */
const owners = new Map<string, TestUser>();

/** Follows X-Next-Cursor to the end; answers the ids in order and the number of pages. */
async function walk(query: Record<string, string | number>, limit: number) {
  const owner = typeof query.email === 'string' ? owners.get(query.email) : undefined;
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await api()
      .get('/posts')
      .set(owner ? bearer(owner) : {})
      .query({ ...query, limit, ...(cursor ? { cursor } : {}) })
      .expect(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    ids.push(...response.body.map((p: { _id: string }) => p._id));
    cursor = response.headers['x-next-cursor'];
    pages += 1;
    if (pages > 40) throw new Error('Pagination does not end');
  } while (cursor);
  return { ids, pages };
}

const filterSets: Filters[] = [
  {},
  { availability: 'Available' },
  { roomType: 'Studio' },
  { location: 'brooklyn' },
  { email: 'ana@example.com' },
  { minRent: 800, maxRent: 1200 },
  { minRent: 800 },
  { location: 'NY', availability: 'Available', maxRent: 1200 },
  {
    email: 'ben@example.com',
    availability: 'Available',
    location: 'san',
    minRent: 500,
    maxRent: 1500,
  },
  {
    email: 'ana@example.com',
    roomType: 'Single Room',
    availability: 'Not Available',
    location: 'brooklyn',
  },
];

describe('GET /posts', () => {
  beforeAll(async () => {
    await resetEmulators();
    for (const email of OWNERS) owners.set(email, await signUp(email));
    await insertPosts(
      seeded.map(({ ownerEmail, ...post }) => ({ ...post, owner: owners.get(ownerEmail)! })),
    );
  });

  for (const sort of ['newest', 'rent-asc', 'rent-desc']) {
    for (const filters of filterSets) {
      it(`when paging ${JSON.stringify(filters)} sorted ${sort} four at a time, then every matching post comes exactly once, in order`, async () => {
        const want = expected(filters, sort);
        const { ids, pages } = await walk(
          { ...filters, sort } as Record<string, string | number>,
          4,
        );
        expect(ids).toEqual(want);
        expect(pages).toBe(Math.max(1, Math.ceil(want.length / 4)));
      });
    }
  }

  it('when no limit is given, then 20 posts come back with a cursor for the rest', async () => {
    const first = await api().get('/posts').expect(200);
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
    expect(first.headers['access-control-expose-headers']).toContain('X-Next-Cursor');
    const second = await api()
      .get('/posts')
      .query({ cursor: first.headers['x-next-cursor'] })
      .expect(200);
    expect(second.body).toHaveLength(10);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('when any list is asked for, then Firestore reads at most one more document than the page size', async () => {
    for (const query of [
      'limit=5',
      'limit=5&sort=rent-asc',
      'limit=5&location=brooklyn',
      'limit=5&minRent=600&availability=Available',
    ]) {
      const response = await api().get(`/posts?${query}`).expect(200);
      const reads = Number(/desc="(\d+) reads"/.exec(response.headers['server-timing'] ?? '')?.[1]);
      expect(response.body.length).toBeLessThanOrEqual(5);
      // 30 posts are stored: a query without its limit would read many more.
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThanOrEqual(6);
    }
  });

  it('when the page is exactly the rest, then there is no next cursor', async () => {
    const response = await api().get('/posts').query({ limit: 30 }).expect(200);
    expect(response.body).toHaveLength(30);
    expect(response.headers['x-next-cursor']).toBeUndefined();
  });

  it('when the home page asks for 6 available listings, then it gets 6 available listings, newest first', async () => {
    const { body } = await api().get('/posts?limit=6&availability=Available').expect(200);
    expect(body.map((p: { _id: string }) => p._id)).toEqual(
      expected({ availability: 'Available' }, 'newest').slice(0, 6),
    );
    for (const post of body) expect(post.availability).toBe('Available');
  });

  it('when a filter value is empty, then it is ignored', async () => {
    const { body } = await api()
      .get('/posts?availability=&roomType=&location=&limit=100')
      .expect(200);
    expect(body).toHaveLength(30);
  });

  const locationCases: [string, string[]][] = [
    ['Brook', ['Brooklyn, NY', 'Williamsburg, Brooklyn, NY']],
    ['BROOKLYN, ny', ['Brooklyn, NY', 'Williamsburg, Brooklyn, NY']],
    ['williamsburg brooklyn', ['Williamsburg, Brooklyn, NY']],
    ['san fran', ['San Francisco, CA']],
    ['francisco, CA', ['San Francisco, CA']],
    ['ny', ['Brooklyn, NY', 'Williamsburg, Brooklyn, NY', 'New York, NY']],
    ['rooklyn', []],
    ['tx austin', []],
  ];
  for (const [term, locations] of locationCases) {
    it(`when searching the location "${term}", then exactly the listings in ${JSON.stringify(locations)} match`, async () => {
      const { body } = await api().get('/posts').query({ location: term, limit: 100 }).expect(200);
      expect(new Set(body.map((p: { location: string }) => p.location))).toEqual(
        new Set(locations),
      );
      expect(body).toHaveLength(seeded.filter((p) => locations.includes(p.fields.location)).length);
    });
  }

  const badQueries: [string, string][] = [
    ['limit=0', 'limit must be an integer from 1 to 100'],
    ['limit=101', 'limit must be an integer from 1 to 100'],
    ['limit=abc', 'limit must be an integer from 1 to 100'],
    ['sort=oldest', 'sort must be one of: newest, rent-asc, rent-desc, soonest'],
    ['availability=Soon', 'availability must be Available or Not Available'],
    ['roomType=Castle', 'roomType must be one of'],
    ['minRent=-5', 'minRent must be a number'],
    ['maxRent=lots', 'maxRent must be a number'],
    ['minRent=900&maxRent=800', 'minRent must not be greater than maxRent'],
    ['sort=newest&sort=rent-asc', 'sort must be one of'],
    ['colour=blue', 'Unknown query parameter(s): colour'],
    ['cursor=not-a-cursor', 'Invalid cursor'],
  ];
  for (const [query, message] of badQueries) {
    it(`when the query is ${query}, then the answer is 400 naming the problem`, async () => {
      const { body } = await api().get(`/posts?${query}`).expect(400);
      expect(body.error).toContain(message);
    });
  }

  it('when a cursor from one sort is used with another, then the answer is 400', async () => {
    const first = await api().get('/posts?limit=2&sort=rent-asc').expect(200);
    const cursor = first.headers['x-next-cursor'];
    const { body } = await api().get('/posts').query({ cursor, sort: 'newest' }).expect(400);
    expect(body).toEqual({ error: 'Invalid cursor' });
  });

  it('when an item of a list is read, then it has no owner e-mail and isOwner is false for a visitor', async () => {
    const { body, text } = await api().get('/posts?limit=100').expect(200);
    for (const email of OWNERS) expect(text).not.toContain(email);
    for (const post of body) {
      expect(post).not.toHaveProperty('userEmail');
      expect(post).not.toHaveProperty('ownerId');
      expect(post.isOwner).toBe(false);
    }
  });

  it("when an owner lists with a token, then isOwner is true on exactly that owner's listings", async () => {
    const ana = owners.get('ana@example.com')!;
    const { body } = await api().get('/posts?limit=100').set(bearer(ana)).expect(200);
    const mine = body
      .filter((p: { isOwner: boolean }) => p.isOwner)
      .map((p: { _id: string }) => p._id);
    expect(mine.sort()).toEqual(
      seeded
        .filter((p) => p.ownerEmail === 'ana@example.com')
        .map((p) => p.id)
        .sort(),
    );
  });

  it("when someone asks for another e-mail's listings, then it is refused (401 anonymous, 403 signed in) and reveals nothing", async () => {
    const anonymous = await api().get('/posts?email=ana%40example.com').expect(401);
    expect(anonymous.body).toEqual({ error: 'Authentication required' });
    const ben = owners.get('ben@example.com')!;
    const other = await api().get('/posts?email=ana%40example.com').set(bearer(ben)).expect(403);
    expect(other.body).toEqual({ error: 'You can only list your own posts' });
    // Not even "does this address have listings": an unknown address answers the same.
    const unknown = await api()
      .get('/posts?email=nobody%40example.com')
      .set(bearer(ben))
      .expect(403);
    expect(unknown.body).toEqual(other.body);
  });

  it('when the email filter is not an e-mail address, then the answer is 400', async () => {
    const ben = owners.get('ben@example.com')!;
    const { body } = await api().get('/posts?email=not-an-email').set(bearer(ben)).expect(400);
    expect(body.error).toContain('email must be an e-mail address');
  });
});
