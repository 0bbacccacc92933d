// What the near-search tests of both lists (near-search.test.ts: listings,
// wanted-near.test.ts: Room wanted ads) share: seeded random points, walking
// every page of a list, and the check that a near search answers exactly the
// same list filtered by a brute-force distance, in its order.
import { expect } from 'vitest';
import type { NearKm } from '../src/contract/near';
import { NEAR_ROUNDS } from '../src/ads/near-page';
import { MAX_NEAR_CELLS, roundPoint, shownKm, type Point } from '../src/places/near';
import { api } from './helpers';
import type { Query } from './near-refusals';

export const BROOKLYN = { lat: 40.65, lng: -73.95 };
export const AUSTIN = { lat: 30.267, lng: -97.743 };

/** Points up to `km` from `center`, in a direction `next` (a seeded random) picks, on the stored grid. */
export const aroundWith =
  (next: () => number) =>
  (center: Point, km: number): Point => {
    const d = km * Math.sqrt(next());
    const bearing = next() * 2 * Math.PI;
    return roundPoint({
      lat: center.lat + (d / 111.32) * Math.cos(bearing),
      lng: center.lng + (d / (111.32 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(bearing),
    });
  };

export type Found = { _id: string; distanceKm?: number };

/** Every page of GET `path` for `query`, `limit` at a time, with each page's reads; `check` sees each item. */
export async function walkPages<T extends Found>(
  path: string,
  query: Query,
  limit: number,
  check: (item: T) => void = () => undefined,
) {
  const found: T[] = [];
  const reads: number[] = [];
  let cursor: string | undefined;
  do {
    const response = await api()
      .get(path)
      .query({ ...query, limit, ...(cursor ? { cursor } : {}) });
    expect(response.status, response.text).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    for (const item of response.body as T[]) check(item);
    reads.push(Number(/desc="(\d+) reads"/.exec(response.headers['server-timing'] ?? '')?.[1]));
    found.push(...(response.body as T[]));
    cursor = response.headers['x-next-cursor'];
    if (reads.length > 60) throw new Error('Pagination does not end');
  } while (cursor);
  return { found, reads };
}

/**
 * The near search within `km` of `center` on the list at `path` (with
 * `filters`) answers the same list without near, filtered by `distanceOf`
 * (brute force), in its order, each with its shown distance; every page reads
 * at most NEAR_ROUNDS × cells × (limit + 1) documents; `<path>/count` says how many.
 */
export async function expectNearAsBruteForce(options: {
  path: string;
  filters: Query;
  center: Point;
  km: NearKm;
  limit: number;
  distanceOf: (id: string, center: Point) => number;
  check?: (item: Found) => void;
}) {
  const { path, filters, center, km, limit, distanceOf, check } = options;
  const all = await walkPages(path, filters, limit, check);
  expect(all.found.every((item) => item.distanceKm === undefined)).toBe(true);
  const expected = all.found.map((item) => item._id).filter((id) => distanceOf(id, center) <= km);
  const nearQuery = { ...filters, near: `${center.lat},${center.lng}`, km };
  const near = await walkPages(path, nearQuery, limit, check);
  expect(near.found.map((item) => item._id)).toEqual(expected);
  for (const item of near.found)
    expect(item.distanceKm).toBe(shownKm(distanceOf(item._id, center)));
  for (const reads of near.reads) {
    expect(reads).toBeLessThanOrEqual(NEAR_ROUNDS * MAX_NEAR_CELLS * (limit + 1));
  }
  const count = await api().get(`${path}/count`).query(nearQuery);
  expect(count.body).toEqual({ count: expected.length });
}
