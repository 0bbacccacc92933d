// /users/me/saved-searches: CRUD of a member's saved browse
// filters, at most 10 each (also under concurrent saves), only ever their own,
// validated like GET /posts's filters; refused requests write nothing.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../src/lib/firebase';
import { nearCellTerms } from '../src/places/near';
import {
  api,
  backgroundTriggers,
  bearer,
  dumpDatabase,
  resetEmulators,
  signUpCast,
  type TestUser,
} from './helpers';

// The deployed triggers (alerts on listing writes, the e-mail sender) would
// race this file's transactions (its save race among them) and database dumps.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

let leo: TestUser;
let maya: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner: leo, other: maya } = await signUpCast());
});

afterEach(() => {
  delete process.env.RATE_LIMIT_SAVED_SEARCHES_PER_HOUR;
});

const PATH = '/users/me/saved-searches';
const save = (user: TestUser, body: unknown) =>
  api()
    .post(PATH)
    .set(bearer(user))
    .send(body as object);
const list = (user: TestUser) => api().get(PATH).set(bearer(user));

const QUIET_BROOKLYN = {
  location: '  Brooklyn ',
  roomType: 'Single Room',
  maxRent: 1200,
  lifestyle: ['quiet', 'pets', 'quiet'],
};

describe('POST /users/me/saved-searches', () => {
  it('when a member saves a named search, then 201 with it normalized, and it is stored with its query keys and browse term', async () => {
    const { body } = await save(leo, {
      name: '  Quiet rooms in Brooklyn ',
      filters: QUIET_BROOKLYN,
    }).expect(201);
    expect(body).toEqual({
      search: {
        id: expect.any(String),
        name: 'Quiet rooms in Brooklyn',
        // Lifestyle in contract order, deduplicated; the location as typed, trimmed.
        filters: {
          location: 'Brooklyn',
          roomType: 'Single Room',
          maxRent: 1200,
          lifestyle: ['pets', 'quiet'],
        },
        createdAt: expect.any(String),
      },
    });
    const stored = (await db().collection('savedSearches').doc(body.search.id).get()).data()!;
    expect(stored).toMatchObject({
      ownerId: leo.uid,
      name: 'Quiet rooms in Brooklyn',
      locationTerm: 'brooklyn',
      locationKey: 'brooklyn',
      roomTypeKey: 'Single Room',
      availabilityKey: '*',
    });
  });

  it('when a member saves a near search, then it keeps its centre, distance and place, and is stored with its cells and the near key', async () => {
    const { body } = await save(leo, {
      name: 'Near Brooklyn',
      filters: { near: '40.6501,-73.9499', place: ' Brooklyn, NY ', roomType: 'Studio' },
    }).expect(201);
    // The distance written out (the API's default), the centre to 3 decimals.
    expect(body.search.filters).toEqual({
      near: '40.65,-73.95',
      km: 5,
      place: 'Brooklyn, NY',
      roomType: 'Studio',
    });
    const stored = (await db().collection('savedSearches').doc(body.search.id).get()).data()!;
    expect(stored).toMatchObject({
      locationTerm: null,
      locationKey: 'near:',
      nearCells: nearCellTerms({ lat: 40.65, lng: -73.95 }, 5),
      roomTypeKey: 'Studio',
    });
    expect((await list(leo)).body.searches[0].filters).toEqual(body.search.filters);
    // A rename keeps it found by its cells, not by a location term.
    await api()
      .put(`${PATH}/${body.search.id}`)
      .set(bearer(leo))
      .send({ name: 'Renamed' })
      .expect(200);
    expect(
      (await db().collection('savedSearches').doc(body.search.id).get()).get('locationKey'),
    ).toBe('near:');
  });

  it('when a near search is malformed, then 400 names the problem and nothing is written', async () => {
    const before = await dumpDatabase();
    const cases: [Record<string, unknown>, string][] = [
      [{ near: 'Brooklyn' }, 'near must be a latitude and longitude, e.g. near=40.65,-73.95'],
      [{ near: [40.65, -73.95] }, 'near must be a latitude and longitude, e.g. near=40.65,-73.95'],
      [{ near: '40.65,-73.95', km: 3 }, 'km must be one of: 1, 2, 5, 10, 25, 50'],
      [{ km: 5 }, 'km needs near'],
      [{ place: 'Brooklyn' }, 'place needs near'],
      [
        { near: '40.65,-73.95', location: 'Queens' },
        'Search near a place or by location, not both',
      ],
      [{ near: '40.65,-73.95', place: 'x'.repeat(81) }, 'place must be at most 80 characters'],
    ];
    for (const [filters, error] of cases) {
      const response = await save(leo, { name: 'Bad', filters });
      expect({ filters, status: response.status, body: response.body }).toEqual({
        filters,
        status: 400,
        body: { error },
      });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the filters are empty or missing, then the search is saved and matches everything', async () => {
    const a = await save(leo, { name: 'Anything', filters: {} }).expect(201);
    const b = await save(leo, { name: 'Anything else' }).expect(201);
    expect(a.body.search.filters).toEqual({});
    expect(b.body.search.filters).toEqual({});
  });

  it.each([
    [{ name: '', filters: {} }, 'Name is required'],
    [{ name: '   ', filters: {} }, 'Name is required'],
    [{ filters: {} }, 'Name is required'],
    [{ name: 'x'.repeat(61), filters: {} }, 'Name must be at most 60 characters'],
    [{ name: 7, filters: {} }, 'Name must be a string'],
    [
      { name: 'A', filters: { minRent: 900, maxRent: 500 } },
      'minRent must not be greater than maxRent',
    ],
    [{ name: 'A', filters: { minRent: -1 } }, 'minRent must be a number from 0 to 1,000,000'],
    [
      { name: 'A', filters: { maxRent: 2_000_000 } },
      'maxRent must be a number from 0 to 1,000,000',
    ],
    [{ name: 'A', filters: { maxRent: '900' } }, 'maxRent must be a number from 0 to 1,000,000'],
    [{ name: 'A', filters: { roomType: 'Castle' } }, 'roomType must be one of'],
    [
      { name: 'A', filters: { availability: 'Soon' } },
      'availability must be Available or Not Available',
    ],
    [
      { name: 'A', filters: { location: 'x'.repeat(121) } },
      'location must be at most 120 characters',
    ],
    [
      { name: 'A', filters: { lifestyle: ['pets', 'parties'] } },
      'Unknown lifestyle preference: parties',
    ],
    [{ name: 'A', filters: { lifestyle: 'pets' } }, 'lifestyle must be a list'],
    [{ name: 'A', filters: { sort: 'newest' } }, 'Unknown filter(s): sort'],
    [{ name: 'A', filters: {}, ownerId: 'someone' }, 'Unknown field(s): ownerId'],
    [{ name: 'A', filters: 'Brooklyn' }, 'Filters must be an object'],
    [{ name: 'A', filters: ['Brooklyn'] }, 'Filters must be an object'],
    [['A'], 'Request body must be a JSON object'],
  ])('when the body is %j, then 400 "%s" and nothing is written', async (body, message) => {
    const before = await dumpDatabase();
    const { body: answer } = await save(leo, body).expect(400);
    expect(answer.error).toContain(message);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when signed out, then 401 and nothing is written', async () => {
    const before = await dumpDatabase();
    await api().post(PATH).send({ name: 'A', filters: {} }).expect(401);
    await api().get(PATH).expect(401);
    await api().put(`${PATH}/abc`).send({ name: 'B' }).expect(401);
    await api().delete(`${PATH}/abc`).expect(401);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a member has 10 searches, then the 11th is refused with 409 and nothing is written', async () => {
    for (let i = 1; i <= 10; i++) await save(leo, { name: `Search ${i}`, filters: {} }).expect(201);
    const before = await dumpDatabase();
    const { body } = await save(leo, { name: 'Eleven', filters: {} }).expect(409);
    expect(body).toEqual({ error: 'You can save up to 10 searches' });
    expect(await dumpDatabase()).toEqual(before);
    // Another member's limit is their own.
    await save(maya, { name: 'Mine', filters: {} }).expect(201);
    // After a delete there is room again.
    const { body: listed } = await list(leo).expect(200);
    await api().delete(`${PATH}/${listed.searches[0].id}`).set(bearer(leo)).expect(204);
    await save(leo, { name: 'Eleven', filters: {} }).expect(201);
  });

  it('when 11 saves race from zero, then exactly 10 succeed and 10 are stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) => save(leo, { name: `Race ${i}`, filters: {} })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    const stored = await db().collection('savedSearches').where('ownerId', '==', leo.uid).get();
    expect(stored.size).toBe(10);
  });

  it('when a member saves or renames past the hourly limit, then 429 and nothing is written', async () => {
    process.env.RATE_LIMIT_SAVED_SEARCHES_PER_HOUR = '2';
    const { body } = await save(leo, { name: 'One', filters: {} }).expect(201);
    await api().put(`${PATH}/${body.search.id}`).set(bearer(leo)).send({ name: 'Uno' }).expect(200);
    const before = await dumpDatabase();
    await save(leo, { name: 'Two', filters: {} }).expect(429);
    await api()
      .put(`${PATH}/${body.search.id}`)
      .set(bearer(leo))
      .send({ name: 'Eins' })
      .expect(429);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('GET /users/me/saved-searches', () => {
  it('when a member lists, then only their own searches come back, newest first', async () => {
    await save(leo, { name: 'First', filters: { roomType: 'Studio' } }).expect(201);
    await save(maya, { name: "Maya's", filters: {} }).expect(201);
    await save(leo, { name: 'Second', filters: { availability: 'Available' } }).expect(201);
    const { body } = await list(leo).expect(200);
    expect(body.searches.map((s: { name: string }) => s.name)).toEqual(['Second', 'First']);
    expect(body.searches[1]).toEqual({
      id: expect.any(String),
      name: 'First',
      filters: { roomType: 'Studio' },
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('ownerId');
  });

  it('when a member has none, then an empty list', async () => {
    expect((await list(maya).expect(200)).body).toEqual({ searches: [] });
  });
});

describe('PUT and DELETE /users/me/saved-searches/:id', () => {
  let id: string;
  beforeEach(async () => {
    id = (await save(leo, { name: 'Brooklyn', filters: QUIET_BROOKLYN }).expect(201)).body.search
      .id;
  });

  it('when the owner renames it, then 200 with the new name and the same filters', async () => {
    const { body } = await api()
      .put(`${PATH}/${id}`)
      .set(bearer(leo))
      .send({ name: ' Cosy Brooklyn ' })
      .expect(200);
    expect(body.search).toMatchObject({
      id,
      name: 'Cosy Brooklyn',
      filters: { location: 'Brooklyn' },
    });
    expect((await list(leo)).body.searches[0].name).toBe('Cosy Brooklyn');
  });

  it('when a search stored before locationKey existed is renamed, then its locationKey is written', async () => {
    const ref = db().collection('savedSearches').doc(id);
    await ref.update({ locationKey: FieldValue.delete() });
    await api().put(`${PATH}/${id}`).set(bearer(leo)).send({ name: 'Renamed' }).expect(200);
    expect((await ref.get()).get('locationKey')).toBe('brooklyn');
  });

  it('when the new name is invalid or filters are sent, then 400 and nothing changes', async () => {
    const before = await dumpDatabase();
    for (const body of [{ name: '' }, { name: 'x'.repeat(61) }, { name: 'A', filters: {} }, {}]) {
      await api().put(`${PATH}/${id}`).set(bearer(leo)).send(body).expect(400);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when another member renames or deletes it, then 404 as for a missing one, and nothing changes', async () => {
    const before = await dumpDatabase();
    for (const target of [id, 'doesNotExist1234', 'bad%20id', '..']) {
      const put = await api()
        .put(`${PATH}/${target}`)
        .set(bearer(target === id ? maya : leo))
        .send({ name: 'Mine now' });
      expect(put.status).toBe(404);
      expect(put.body).toEqual({ error: 'Saved search not found' });
      const del = await api()
        .delete(`${PATH}/${target}`)
        .set(bearer(target === id ? maya : leo));
      expect(del.status).toBe(404);
      expect(del.body).toEqual({ error: 'Saved search not found' });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the owner deletes it, then 204, it is gone, and deleting again is 404', async () => {
    await api().delete(`${PATH}/${id}`).set(bearer(leo)).expect(204);
    expect((await list(leo)).body.searches).toEqual([]);
    await api().delete(`${PATH}/${id}`).set(bearer(leo)).expect(404);
  });
});

describe('account deletion', () => {
  it("when a member deletes their account, then their saved searches and alerts go, and others' stay", async () => {
    await save(leo, { name: 'Mine', filters: {} }).expect(201);
    const kept = (await save(maya, { name: "Maya's", filters: {} }).expect(201)).body.search.id;
    const alert = (ownerId: string) => ({ ownerId, read: false, postId: 'p1', searchId: 's' });
    await db().collection('notifications').doc('s1_p1').set(alert(leo.uid));
    await db().collection('notifications').doc('s2_p1').set(alert(maya.uid));

    await api().delete(`/users/${leo.email}`).set(bearer(leo)).expect(200);

    const searches = await db().collection('savedSearches').get();
    expect(searches.docs.map((d) => d.id)).toEqual([kept]);
    const alerts = await db().collection('notifications').get();
    expect(alerts.docs.map((d) => d.id)).toEqual(['s2_p1']);
  });
});
