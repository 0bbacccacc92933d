// Browse's lifestyle filter on GET /posts: a listing matches when it
// has ALL the chosen preferences, combined with the other filters, paged by the
// usual cursor; every write path keeps the two index fields in step.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import type { LifestylePreference } from '../src/posts/fields';
import {
  asQuery,
  everyCombination,
  matching,
  seedBrowseData,
  type Filters,
  type Seeded,
} from './browse-data';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  readPost,
  resetEmulators,
  signUp,
  type TestUser,
} from './helpers';

const byId = (a: Seeded, b: Seeded) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The expected order of a public list (posts/query.ts `orderFor`). */
function expectedIds(filters: Filters, sort: string): string[] {
  const ranged = filters.minRent !== undefined || filters.maxRent !== undefined;
  const compare: Record<string, (a: Seeded, b: Seeded) => number> = {
    newest: (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() ||
      (ranged ? b.fields.rentAmount - a.fields.rentAmount : 0) ||
      byId(b, a),
    'rent-asc': (a, b) => a.fields.rentAmount - b.fields.rentAmount || byId(a, b),
    'rent-desc': (a, b) => b.fields.rentAmount - a.fields.rentAmount || byId(b, a),
  };
  return matching(filters)
    .sort(compare[sort])
    .map((p) => p.id);
}

/** Follows X-Next-Cursor to the end, `limit` at a time. */
async function walk(query: Record<string, string | number>, limit: number) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await api()
      .get('/posts')
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

describe('GET /posts?lifestyle=', () => {
  let owner: TestUser;

  beforeAll(async () => {
    await resetEmulators();
    owner = await seedBrowseData();
  });

  it('when every combination with location, room type, availability and rent is listed, then exactly the listings with ALL chosen preferences come back, in order', async () => {
    for (const filters of everyCombination().filter((f) => f.lifestyle)) {
      const { body } = await api()
        .get('/posts')
        .query({ ...asQuery(filters), limit: 100 })
        .expect(200);
      expect(
        body.map((p: { _id: string }) => p._id),
        JSON.stringify(filters),
      ).toEqual(expectedIds(filters, 'newest'));
      for (const post of body as { lifestylePreferences: string[] }[]) {
        expect(post.lifestylePreferences).toEqual(expect.arrayContaining(filters.lifestyle!));
      }
    }
  });

  const exact: [Filters, number][] = [
    [{ lifestyle: ['pets'] }, 15],
    [{ lifestyle: ['pets', 'smoking', 'nightOwl', 'earlyBird', 'quiet', 'social'] }, 1],
    [{ lifestyle: ['quiet', 'social'], location: 'brooklyn' }, 4],
    [{ lifestyle: ['smoking'], location: 'tx', minRent: 800, maxRent: 1200 }, 5],
  ];
  for (const [filters, size] of exact) {
    it(`when filtering ${JSON.stringify(filters)}, then exactly the ${size} expected listings match`, async () => {
      const want = expectedIds(filters, 'newest');
      expect(want).toHaveLength(size);
      const { body } = await api()
        .get('/posts')
        .query({ ...asQuery(filters), limit: 100 })
        .expect(200);
      expect(body.map((p: { _id: string }) => p._id)).toEqual(want);
    });
  }

  for (const sort of ['newest', 'rent-asc', 'rent-desc']) {
    for (const filters of [
      { lifestyle: ['quiet'] },
      { lifestyle: ['pets', 'earlyBird'], minRent: 500 },
      { lifestyle: ['smoking'], location: 'brooklyn' },
    ] as Filters[]) {
      it(`when paging ${JSON.stringify(filters)} sorted ${sort} one at a time, then exactly the expected ids come, in order`, async () => {
        const want = expectedIds(filters, sort);
        expect(want.length).toBeGreaterThan(1);
        const { ids, pages } = await walk({ ...asQuery(filters), sort }, 1);
        expect(ids).toEqual(want);
        expect(pages).toBe(want.length);
      });
    }
  }

  it("when an owner's own list (email=) asks for a lifestyle filter, then the answer is 400 and nothing is written", async () => {
    const before = await dumpDatabase();
    const { body } = await api()
      .get('/posts')
      .set(bearer(owner))
      .query({ email: owner.email, lifestyle: 'pets' })
      .expect(400);
    expect(body).toEqual({
      error: 'The lifestyle filter is for public lists only, not with email',
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a lifestyle key is unknown, then the list answers 400 naming it', async () => {
    const { body } = await api().get('/posts?lifestyle=quiet,vegan').expect(400);
    expect(body.error).toBe(
      'Unknown lifestyle preference(s): vegan (allowed: pets, smoking, nightOwl, earlyBird, quiet, social)',
    );
  });
});

describe('the lifestyle index fields on every write path', () => {
  let poster: TestUser;

  beforeAll(async () => {
    await resetEmulators();
    poster = await signUp('writer@example.com', 'Wren Writer');
  });

  const fieldsOf = async (id: string) => {
    const stored = await readPost(id);
    return { house: stored?.lifestyleHouse, rhythm: stored?.lifestyleRhythm };
  };

  it('when a listing is created, edited and edited through the old form, then both fields follow its preferences', async () => {
    const id = await createPostAs(poster, {
      lifestylePreferences: ['social', 'smoking', 'social'],
    });
    expect(await fieldsOf(id)).toEqual({ house: 'smoking', rhythm: 'social' });

    await api()
      .put(`/posts/${id}`)
      .set(bearer(poster))
      .send(postInput({ lifestylePreferences: ['earlyBird', 'pets', 'quiet'] }))
      .expect(200);
    expect(await fieldsOf(id)).toEqual({ house: 'pets', rhythm: 'earlyBird+quiet' });

    await api().put(`/api/posts/${id}`).set(bearer(poster)).send({ title: 'Renamed' }).expect(200);
    expect(await fieldsOf(id)).toEqual({ house: 'pets', rhythm: 'earlyBird+quiet' });
  });

  it('when a listing written before the filter existed is edited through the old form, then it gains the fields and the filter finds it', async () => {
    const id = await createPostAs(poster, {
      lifestylePreferences: ['nightOwl'],
      location: 'Oldtown',
    });
    const { FieldValue } = await import('firebase-admin/firestore');
    await db()
      .collection('posts')
      .doc(id)
      .update({ lifestyleHouse: FieldValue.delete(), lifestyleRhythm: FieldValue.delete() });
    const search = { location: 'oldtown', lifestyle: 'nightOwl' };
    // Not findable by lifestyle while it lacks the fields (README: older documents).
    expect((await api().get('/posts').query(search).expect(200)).body).toEqual([]);
    expect(
      (await api().get('/posts').query({ location: 'oldtown' }).expect(200)).body,
    ).toHaveLength(1);

    await api().put(`/api/posts/${id}`).set(bearer(poster)).send({ rent: 700 }).expect(200);
    expect(await fieldsOf(id)).toEqual({ house: 'none', rhythm: 'nightOwl' });
    const found = await api().get('/posts').query(search).expect(200);
    expect(found.body.map((p: { _id: string }) => p._id)).toEqual([id]);
    const count = await api().get('/posts/count').query(search).expect(200);
    expect(count.body).toEqual({ count: 1 });
  });

  it('when the chosen preferences are in no listing, then nothing matches', async () => {
    const lifestyle: LifestylePreference[] = [
      'pets',
      'smoking',
      'nightOwl',
      'earlyBird',
      'quiet',
      'social',
    ];
    const { body } = await api()
      .get('/posts')
      .query({ lifestyle: lifestyle.join(',') })
      .expect(200);
    expect(body).toEqual([]);
  });
});
