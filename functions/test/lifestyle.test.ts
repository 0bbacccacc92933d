// Browse's lifestyle filter on GET /posts: a listing matches when it
// has ALL the chosen preferences, combined with the other filters, paged by the
// usual cursor; every write path keeps the two index fields in step.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import { compareByOrder } from '../src/lib/query-shape';
import type { LifestylePreference, Sort } from '../src/listings/fields';
import { orderFor } from '../src/listings/query';
import { searchFields, type SearchFields } from '../src/listings/search-fields';
import {
  asQuery,
  everyCombination,
  matching,
  seedBrowseData,
  seeded,
  type Filters,
  type Seeded,
} from './browse-data';
import {
  api,
  bearer,
  createPostAs,
  postInput,
  readPost,
  resetEmulators,
  signUp,
  type TestUser,
} from './helpers';

/**
 * The order of a list (listings/query.ts `orderFor`): the sort's field, ties
 * broken by the stored search fields in the query's order, then the id.
 */
function inOrder(rows: Seeded[], sort: string): string[] {
  const valueOf = (p: Seeded, field: string) =>
    field === 'createdAt'
      ? p.createdAt
      : searchFields(p.fields).search[field.slice('search.'.length) as keyof SearchFields];
  return [...rows]
    .sort(compareByOrder(orderFor(sort as Sort), valueOf, (p) => p.id))
    .map((p) => p.id);
}

/** The expected ids of a public list, in order. */
const expectedIds = (filters: Filters, sort: string) => inOrder(matching(filters), sort);

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

  it("when an owner's own list (email=) asks for a lifestyle filter, then it answers the owner's listings of every status with ALL chosen preferences, in order", async () => {
    const { body } = await api()
      .get('/posts')
      .set(bearer(owner))
      .query({ email: owner.email, lifestyle: 'pets,quiet', limit: 100 })
      .expect(200);
    const want = inOrder(
      seeded.filter((p) =>
        ['pets', 'quiet'].every((key) =>
          p.fields.lifestylePreferences.includes(key as LifestylePreference),
        ),
      ),
      'newest',
    );
    // The owner's paused and under-review listings have all six preferences.
    expect(want).toEqual(expect.arrayContaining(['life06', 'life19']));
    expect(body.map((p: { _id: string }) => p._id)).toEqual(want);
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
