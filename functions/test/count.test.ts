// GET /posts/count: browse's exact "{n} listings found". One count()
// over the public list's own query, so for every filter combination it must
// equal what a plain filter over the seeded listings says, and what the list
// itself returns.
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CACHE_CONTROL } from '../src/ads/count-route';
import { asQuery, everyCombination, matching, seedBrowseData } from './browse-data';
import { api, dumpDatabase, resetEmulators } from './helpers';

describe('GET /posts/count', () => {
  beforeAll(async () => {
    await resetEmulators();
    await seedBrowseData();
  });

  it('when no filter is given, then it counts every active listing (not paused or under review)', async () => {
    const { body } = await api().get('/posts/count').expect(200);
    expect(body).toEqual({ count: 30 });
  });

  it('when every combination of location, room type, availability, rent and lifestyle is counted, then each count is exact and equals the full list', async () => {
    const combinations = everyCombination();
    expect(combinations).toHaveLength(128);
    const counts = [];
    for (const filters of combinations) {
      const want = matching(filters).length;
      const { body } = await api().get('/posts/count').query(asQuery(filters)).expect(200);
      expect(body, JSON.stringify(filters)).toEqual({ count: want });
      counts.push(want);
    }
    // The data is not trivial: counts vary, down to a single listing.
    expect(new Set(counts).size).toBeGreaterThan(5);
    expect(Math.min(...counts)).toBeLessThanOrEqual(1);
    // And the count is the list's length (each list fits one page of 100).
    for (const filters of combinations.filter((_, i) => i % 7 === 0)) {
      const list = await api()
        .get('/posts')
        .query({ ...asQuery(filters), limit: 100 })
        .expect(200);
      const { body } = await api().get('/posts/count').query(asQuery(filters)).expect(200);
      expect(body.count, JSON.stringify(filters)).toBe(list.body.length);
    }
  });

  it('when a sort is given, then it counts the same; empty values are no filter; repeated lifestyle keys collapse', async () => {
    const base = (await api().get('/posts/count').query({ lifestyle: 'pets,quiet' })).body.count;
    expect(base).toBe(matching({ lifestyle: ['pets', 'quiet'] }).length);
    for (const query of [
      { lifestyle: 'quiet,pets,quiet', sort: 'rent-asc' },
      { lifestyle: ' pets , quiet ', sort: 'rent-desc' },
      { lifestyle: 'quiet,pets', roomType: '', location: '', minRent: '' },
    ]) {
      const { body } = await api().get('/posts/count').query(query).expect(200);
      expect(body.count, JSON.stringify(query)).toBe(base);
    }
    const { body } = await api().get('/posts/count?lifestyle=&availability=').expect(200);
    expect(body.count).toBe(30);
  });

  it('when a bad token is sent, then the answer is 401, as on every public route', async () => {
    await api().get('/posts/count').set({ Authorization: 'Bearer not-a-token' }).expect(401);
  });

  it('when counted, then the answer may be cached briefly by browsers and the CDN', async () => {
    const response = await api().get('/posts/count?location=austin').expect(200);
    expect(response.headers['cache-control']).toBe(COUNT_CACHE_CONTROL);
    expect(COUNT_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  });

  const badQueries: [string, string][] = [
    [
      'lifestyle=pets,loud',
      'Unknown lifestyle preference(s): loud (allowed: pets, smoking, nightOwl, earlyBird, quiet, social)',
    ],
    ['lifestyle=Pets', 'Unknown lifestyle preference(s): Pets'],
    ['lifestyle=pets&lifestyle=quiet', 'lifestyle must be given once, as text'],
    ['minRent=900&maxRent=800', 'minRent must not be greater than maxRent'],
    ['maxRent=lots', 'maxRent must be a number'],
    ['roomType=Castle', 'roomType must be one of'],
    ['availability=Soon', 'availability must be Available or Not Available'],
    ['sort=oldest', 'sort must be one of: newest, rent-asc, rent-desc, soonest'],
    ['limit=5', 'Unknown query parameter(s): limit'],
    ['cursor=abc', 'Unknown query parameter(s): cursor'],
    ['email=ana%40example.com', 'Unknown query parameter(s): email'],
    ['colour=blue', 'Unknown query parameter(s): colour'],
  ];
  for (const [query, message] of badQueries) {
    it(`when the query is ${query}, then the answer is 400 naming the problem and nothing is written`, async () => {
      const before = await dumpDatabase();
      const { body } = await api().get(`/posts/count?${query}`).expect(400);
      expect(body.error).toContain(message);
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});
