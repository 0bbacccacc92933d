// "Within N km": GET /posts and GET /posts/count with near= against a
// brute-force distance filter. 90 listings at seeded random points around
// Brooklyn (and a few in Austin), with rents and room types that tie; each
// near search, paged a few at a time, must answer exactly the listings the
// same list without near answers whose stored point is within the distance,
// in that list's order, each with its distance, every page reading at most
// NEAR_ROUNDS × cells × (limit + 1) documents; the count its length.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NearKm } from '../src/contract/near';
import { ROOM_TYPES, type Sort } from '../src/contract/listing';
import { db } from '../src/lib/firebase';
import { NEAREST_READS } from '../src/ads/nearest-page';
import { locationFields } from '../src/listings/document';
import { migrateSearchFields } from '../src/maintenance/migrate-search';
import {
  cellTerms,
  distanceKm,
  nearCellTerms,
  nearestRings,
  shownKm,
  type Point,
} from '../src/places/near';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  insertPosts,
  postInput,
  resetEmulators,
  signUp,
} from './helpers';
import { expectRefused, malformedNear, type Query } from './near-refusals';
import {
  AUSTIN,
  BROOKLYN,
  aroundWith,
  expectNearAsBruteForce,
  walkPages,
  type Found,
} from './near-support';
import { random } from './seeded-random';

const next = random(43);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const LIMIT = 4;
const around = aroundWith(next);

const listings = Array.from({ length: 90 }, (_, i) => ({
  id: `near${String((i * 29) % 90).padStart(2, '0')}`,
  createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') + (i % 13) * 3600_000),
  point: i % 15 === 7 ? around(AUSTIN, 10) : around(BROOKLYN, i % 3 === 0 ? 4 : 30),
  paused: i % 17 === 5,
  fields: {
    location: 'Somewhere, NY',
    rentAmount: pick([700, 900, 900, 1200, 1500]),
    roomType: pick(ROOM_TYPES.slice(0, 3)),
  },
}));

const point = (id: string) => listings.find((l) => l.id === id)!.point;
const walk = (query: Query) => walkPages<Found & { point: Point | null }>('/posts', query, LIMIT);

describe('GET /posts near a place, against a brute-force distance filter', () => {
  beforeAll(async () => {
    await resetEmulators();
    const owner = await signUp('near-owner@example.com');
    await insertPosts(
      listings.map(({ id, createdAt, fields }) => ({ id, owner, createdAt, fields })),
    );
    const batch = db().batch();
    for (const l of listings) {
      batch.update(db().doc(`posts/${l.id}`), {
        ...locationFields(l.fields.location, l.point),
        ...(l.paused ? { status: 'paused' } : {}),
      });
    }
    await batch.commit();
  }, 60_000);

  const cases: { center: Point; km: NearKm; sort: Sort; roomType?: string }[] = [
    { center: BROOKLYN, km: 1, sort: 'newest' },
    { center: BROOKLYN, km: 2, sort: 'rent-asc' },
    { center: BROOKLYN, km: 5, sort: 'newest' },
    { center: BROOKLYN, km: 5, sort: 'rent-desc', roomType: ROOM_TYPES[0] },
    { center: { lat: 40.714, lng: -73.961 }, km: 10, sort: 'soonest' },
    { center: BROOKLYN, km: 25, sort: 'newest' },
    { center: AUSTIN, km: 50, sort: 'rent-asc' },
    { center: { lat: 47.6, lng: -122.33 }, km: 5, sort: 'newest' },
  ];

  it.each(cases)(
    'when a visitor searches within $km km of $center.lat,$center.lng by $sort, then they get the list within reach, in its order, with distances',
    async ({ center, km, sort, roomType }) => {
      await expectNearAsBruteForce({
        path: '/posts',
        filters: { sort, ...(roomType ? { roomType } : {}) },
        center,
        km,
        limit: LIMIT,
        distanceOf: (id, from) => distanceKm(from, point(id)),
      });
    },
  );

  const nearestCases: { center: Point; km: NearKm; roomType?: string }[] = [
    { center: BROOKLYN, km: 2 },
    { center: BROOKLYN, km: 5, roomType: ROOM_TYPES[0] },
    { center: { lat: 40.714, lng: -73.961 }, km: 10 },
    { center: BROOKLYN, km: 25 },
    { center: { lat: 40.9, lng: -73.7 }, km: 50 },
    { center: AUSTIN, km: 25 },
    { center: { lat: 47.6, lng: -122.33 }, km: 5 },
  ];

  it.each(nearestCases)(
    'when a visitor searches within $km km of $center.lat,$center.lng nearest first, then every page continues the brute-force set sorted by distance, then id',
    async ({ center, km, roomType }) => {
      const expected = listings
        .filter((l) => !l.paused && (!roomType || l.fields.roomType === roomType))
        .map((l) => ({ id: l.id, km: distanceKm(center, l.point) }))
        .filter((l) => l.km <= km)
        .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
      const near = await walk({
        sort: 'nearest',
        near: `${center.lat},${center.lng}`,
        km,
        ...(roomType ? { roomType } : {}),
      });
      expect(near.found.map((p) => p._id)).toEqual(expected.map((l) => l.id));
      expect(near.found.map((p) => p.distanceKm)).toEqual(expected.map((l) => shownKm(l.km)));
      for (const reads of near.reads) expect(reads).toBeLessThanOrEqual(NEAREST_READS);
    },
  );

  it('when a nearest-first search is wide, then its first page reads only the cells of the rings it needs', async () => {
    const shown = listings.filter((l) => !l.paused);
    // Each cell is read once; a listing in a small ring's cell and a wider one's is read twice.
    const inCells = (cells: string[]) =>
      cells
        .map((cell) => shown.filter((l) => cellTerms(l.point).includes(cell)).length)
        .reduce((a, b) => a + b, 0);
    const rings = nearestRings(25);
    // The first ring that holds a page and one more: the rings up to it are all that is read.
    const needed = rings.findIndex(
      (km) => shown.filter((l) => distanceKm(BROOKLYN, l.point) <= km).length > LIMIT,
    );
    const cells = [
      ...new Set(rings.slice(0, needed + 1).flatMap((km) => nearCellTerms(BROOKLYN, km))),
    ];
    const near = await walk({ sort: 'nearest', near: `${BROOKLYN.lat},${BROOKLYN.lng}`, km: 25 });
    expect(near.reads[0]).toBe(inCells(cells));
    expect(near.reads[0]).toBeLessThan(inCells(nearCellTerms(BROOKLYN, 25)));
  });

  it('when the nearest sort is asked without a near search, or with a cursor of another sort, then a clear 400 says so', async () => {
    for (const path of ['/posts', '/posts/count']) {
      const response = await api().get(path).query({ sort: 'nearest' });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { error: 'sort=nearest needs near (a place to measure from)' },
      });
    }
    const newest = await api()
      .get('/posts')
      .query({ near: `${BROOKLYN.lat},${BROOKLYN.lng}`, km: 25, limit: LIMIT });
    const mixed = await api()
      .get('/posts')
      .query({
        near: `${BROOKLYN.lat},${BROOKLYN.lng}`,
        km: 25,
        sort: 'nearest',
        limit: LIMIT,
        cursor: newest.headers['x-next-cursor'],
      });
    expect({ status: mixed.status, body: mixed.body }).toEqual({
      status: 400,
      body: { error: 'Invalid cursor' },
    });
  });

  it('when the searches are generated, then some find nothing, some one page and some several', async () => {
    const sizes = cases.map(
      ({ center, km }) =>
        listings.filter((l) => !l.paused && distanceKm(center, l.point) <= km).length,
    );
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(sizes.filter((n) => n > 0 && n <= LIMIT).length).toBeGreaterThan(0);
    expect(sizes.filter((n) => n > 3 * LIMIT).length).toBeGreaterThan(1);
  });

  it('when a stored point is finer than the grid, then the answer rounds it to the grid', async () => {
    await db()
      .doc('posts/near00')
      .update({ point: { lat: 40.7123456, lng: -73.9567891 } });
    const response = await api().get('/posts/near00');
    expect(response.body.point).toEqual({ lat: 40.713, lng: -73.956 });
    const list = await api().get('/posts').query({ limit: 100 });
    for (const p of list.body as { point: Point | null }[]) {
      for (const value of [p.point!.lat, p.point!.lng]) {
        expect(Math.abs(Math.round(value * 1000) % 3)).toBe(0);
        expect(String(value)).toMatch(/^-?\d+(\.\d{1,3})?$/);
      }
    }
  });

  it('when a near search is malformed, then a clear 400 names the problem and nothing is written', async () => {
    await expectRefused(['/posts', '/posts/count'], malformedNear('location'));
  });

  it('when a member posts a listing with a chosen point, then it is kept on the grid, found there and kept through edits until the location changes', async () => {
    const poster = await signUp('near-chooser@example.com');
    const id = await createPostAs(poster, {
      location: 'Near the big park',
      point: { lat: 40.7812345, lng: -73.9665432 },
    });
    const stored = await db().doc(`posts/${id}`).get();
    expect(stored.get('point')).toEqual({ lat: 40.782, lng: -73.968 });
    expect(stored.get('pointChosen')).toBe(true);
    // An edit that keeps the location keeps the chosen point; a new location moves it.
    await api()
      .put(`/posts/${id}`)
      .set(bearer(poster))
      .send(postInput({ location: 'Near the big park', rentAmount: 990 }))
      .expect(200);
    expect((await db().doc(`posts/${id}`).get()).get('point')).toEqual({
      lat: 40.782,
      lng: -73.968,
    });
    await migrateSearchFields({ db: db() });
    expect((await db().doc(`posts/${id}`).get()).get('point')).toEqual({
      lat: 40.782,
      lng: -73.968,
    });
    const found = await api().get('/posts').query({ near: '40.781,-73.966', km: 1, limit: 100 });
    expect(found.body.find((p: { _id: string }) => p._id === id)?.point).toEqual({
      lat: 40.782,
      lng: -73.968,
    });
    await api()
      .put(`/posts/${id}`)
      .set(bearer(poster))
      .send(postInput({ location: 'Austin, TX' }))
      .expect(200);
    const moved = await db().doc(`posts/${id}`).get();
    expect(moved.get('point')).toEqual(locationFields('Austin, TX').point);
    expect(moved.get('pointChosen')).toBe(false);
  });

  it('when a listing is posted with a point off the globe or not a point, then a clear 400 says so and nothing is stored', async () => {
    const poster = await signUp('near-bad-point@example.com');
    const before = await dumpDatabase();
    for (const point of [
      { lat: 91, lng: 0 },
      { lat: 0, lng: -181 },
      { lat: '40', lng: 1 },
      [40, -73],
      { lat: 1 },
    ]) {
      const response = await api().post('/posts').set(bearer(poster)).send(postInput({ point }));
      expect({ point, status: response.status, body: response.body }).toEqual({
        point,
        status: 400,
        body: {
          error: 'Point must be a latitude from -90 to 90 and a longitude from -180 to 180',
        },
      });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a member posts and edits a listing with a typed location, then it is found near the place it names', async () => {
    const poster = await signUp('near-poster@example.com');
    const id = await createPostAs(poster, { location: 'Williamsburg, Brooklyn, NY' });
    const williamsburg = '40.714,-73.961';
    const found = await api().get('/posts').query({ near: williamsburg, km: 1, limit: 100 });
    const posted = (found.body as { _id: string; distanceKm: number; point: Point }[]).find(
      (p) => p._id === id,
    );
    expect(posted?.distanceKm).toBeLessThan(1);
    // Moved across the river: no longer within 1 km of Williamsburg, but near New York City's centre.
    await api()
      .put(`/posts/${id}`)
      .set(bearer(poster))
      .send(postInput({ location: 'New York, NY' }))
      .expect(200);
    const after = await api().get('/posts').query({ near: williamsburg, km: 1, limit: 100 });
    expect(after.body.map((p: { _id: string }) => p._id)).not.toContain(id);
    const moved = await api().get('/posts').query({ near: '40.714,-74.006', km: 1, limit: 100 });
    expect(moved.body.map((p: { _id: string }) => p._id)).toContain(id);
  });
});
