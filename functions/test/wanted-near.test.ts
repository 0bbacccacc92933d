// "Within N km" on the Room wanted list: GET /seeker-ads and its count with
// near= against a brute-force distance filter. 48 ads, each with one to three
// areas at seeded random points around Brooklyn (a few in Austin, some known
// by name only), with move-in dates and budgets that tie; each near search,
// paged a few at a time, must answer exactly the ads the same list without
// near answers that have an area point within the distance, in that list's
// order, each once with the distance to its nearest area point, every page
// reading at most NEAR_ROUNDS × cells × (limit + 1) documents; the count its
// length.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '../src/contract/listing-facts';
import type { NearKm } from '../src/contract/near';
import { areasNamed, type WantedAdInput, type WantedAreaInput } from '../src/contract/wanted-ad';
import { wantedAdSchema } from '../src/contract/wanted-ad-schema';
import type { WantedAdSort } from '../src/contract/wanted-ad-filters';
import { db } from '../src/lib/firebase';
import { distanceKm, type Point } from '../src/places/near';
import { newWantedAdDocument } from '../src/wanted-ads/document';
import { resetEmulators } from './helpers';
import { expectRefused, malformedNear } from './near-refusals';
import { AUSTIN, BROOKLYN, aroundWith, expectNearAsBruteForce } from './near-support';
import { random } from './seeded-random';

const next = random(4343);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const LIMIT = 3;
const around = aroundWith(next);
const DAY = 24 * 60 * 60 * 1000;
const today = isoDay();

const BASE: WantedAdInput = {
  headline: 'Looking for a room',
  aboutMe: 'Tidy and friendly.',
  budget: 1000,
  areas: areasNamed('Brooklyn'),
  moveInDate: addDays(today, 10),
  stayMonths: 6,
  roomTypes: ['Single Room'],
  wantsBills: 'any',
  wantsFurnished: 'any',
  wantsPrivateBath: 'any',
  lifestyle: [],
  couple: false,
  age: null,
  occupation: null,
};

const ads = Array.from({ length: 48 }, (_, i) => {
  const areas: WantedAreaInput[] = Array.from({ length: 1 + (i % 3) }, (_, j) =>
    // Every seventh area is a name the gazetteer doesn't know: no point, never near anything.
    (i + j) % 7 === 3
      ? { name: `Nowhere Lane ${i}`, km: 2 }
      : {
          name: `Spot ${i}-${j}`,
          km: pick([1, 2, 5, 10] as const),
          point: i % 12 === 5 ? around(AUSTIN, 10) : around(BROOKLYN, j === 0 ? 4 : 25),
        },
  );
  return {
    id: `wnear${String((i * 31) % 48).padStart(2, '0')}`,
    createdAt: Date.now() - 50 * DAY + (i % 11) * 3600_000,
    paused: i % 13 === 6,
    input: {
      ...BASE,
      areas,
      budget: pick([700, 1000, 1000, 1500]),
      moveInDate: addDays(today, pick([5, 10, 10, 30])),
    },
  };
});

/** An ad's distance from `center`: its nearest area point's. */
function nearest(id: string, center: Point): number {
  const { areas } = ads.find((ad) => ad.id === id)!.input;
  return Math.min(...areas.flatMap((a) => (a.point ? [distanceKm(center, a.point)] : [])));
}

describe('GET /seeker-ads near a place, against a brute-force distance filter', () => {
  beforeAll(async () => {
    await resetEmulators();
    const batch = db().batch();
    for (const ad of ads) {
      const doc = newWantedAdDocument(
        ad.input,
        { uid: `uid-${ad.id}`, name: `Seeker ${ad.id}`, photo: '' },
        Timestamp.fromMillis(ad.createdAt),
        Timestamp.fromMillis(Date.now() + 10 * DAY),
      );
      batch.set(db().doc(`seekerAds/${ad.id}`), {
        ...doc,
        status: ad.paused ? 'paused' : 'active',
      });
    }
    await batch.commit();
  }, 60_000);

  const cases: { center: Point; km: NearKm; sort: WantedAdSort; minBudget?: number }[] = [
    { center: BROOKLYN, km: 1, sort: 'newest' },
    { center: BROOKLYN, km: 2, sort: 'soonest' },
    { center: BROOKLYN, km: 5, sort: 'newest' },
    { center: BROOKLYN, km: 5, sort: 'soonest', minBudget: 1000 },
    { center: { lat: 40.714, lng: -73.961 }, km: 10, sort: 'newest' },
    { center: BROOKLYN, km: 25, sort: 'soonest' },
    { center: AUSTIN, km: 50, sort: 'newest' },
    // Around one ad's area in Austin: it and few others.
    { center: ads[5]!.input.areas[0]!.point!, km: 1, sort: 'soonest' },
    { center: { lat: 47.6, lng: -122.33 }, km: 5, sort: 'newest' },
  ];

  it.each(cases)(
    'when a visitor searches ads within $km km of $center.lat,$center.lng by $sort, then they get the list within reach, in its order, each once with its nearest distance',
    async ({ center, km, sort, minBudget }) => {
      await expectNearAsBruteForce({
        path: '/seeker-ads',
        filters: { sort, ...(minBudget ? { minBudget } : {}) },
        center,
        km,
        limit: LIMIT,
        distanceOf: nearest,
        check: (ad) => wantedAdSchema.parse(ad),
      });
    },
  );

  it('when the searches are generated, then some find nothing, some one page and some several, and some ads are found by a second area', () => {
    const live = ads.filter((ad) => !ad.paused);
    const sizes = cases.map(
      ({ center, km }) => live.filter((ad) => nearest(ad.id, center) <= km).length,
    );
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(sizes.filter((n) => n > 0 && n <= LIMIT).length).toBeGreaterThan(0);
    expect(sizes.filter((n) => n > 3 * LIMIT).length).toBeGreaterThan(1);
    const bySecondArea = live.filter((ad) => {
      const [first, ...rest] = ad.input.areas;
      const far = (a?: WantedAreaInput) => !a?.point || distanceKm(BROOKLYN, a.point) > 25;
      return far(first) && rest.some((a) => !far(a));
    });
    expect(bySecondArea.length).toBeGreaterThan(0);
  });

  it('when a near search is malformed, then a clear 400 names the problem and nothing is written', async () => {
    await expectRefused(['/seeker-ads', '/seeker-ads/count'], malformedNear('area'));
  });
});
