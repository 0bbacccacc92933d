// The search specs against Firestore itself: generated listings and Room
// wanted ads written to the emulator, each generated filter set run as the
// lists run their query (the spec's shape), and what it returns compared with
// the spec's predicate on the documents read back, as the alerts read them.
// The unit tests beside the specs (saved-searches/match.test.ts,
// wanted-ads/query.test.ts) check many more cases in memory.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountShape } from '../src/ads/search-spec';
import { matchesSearch } from '../src/ads/search-spec';
import { db } from '../src/lib/firebase';
import { buildCountQuery } from '../src/listings/query';
import { filteredQuery } from '../src/lib/shape-query';
import { matchesSavedSearch } from '../src/saved-searches/match';
import { buildWantedAdCountQuery, WANTED_AD_SEARCH } from '../src/wanted-ads/query';
import { resetEmulators } from './helpers';
import {
  adDocument,
  adFilters,
  listingDocument,
  listingFilters,
  listingSort,
  NOW,
} from './search-spec-support';

const SAMPLE = { numRuns: 30, seed: 41 };
const CASES = { numRuns: 6, seed: 41 };

/** Writes the documents under ids of their own; returns them as read back. */
async function store(collection: string, docs: Record<string, unknown>[]) {
  const refs = docs.map((_, i) =>
    db()
      .collection(collection)
      .doc(`gen${String(i).padStart(2, '0')}`),
  );
  const batch = db().batch();
  refs.forEach((ref, i) => batch.set(ref, docs[i]!));
  await batch.commit();
  return (await db().getAll(...refs)).map((snap) => ({ id: snap.id, data: snap.data()! }));
}

/** The ids of written documents the query returns (the lists' own query, no limit). */
async function returned(shape: CountShape): Promise<string[]> {
  const { docs } = await filteredQuery(shape).get();
  return docs.map((doc) => doc.id).sort();
}

beforeAll(resetEmulators);

describe('the search specs on the emulator', () => {
  it('when generated listings are queried with generated saved searches, then the list query returns exactly the listings the saved-search matcher accepts', async () => {
    const listings = await store('posts', fc.sample(listingDocument, SAMPLE));
    const cases = fc.sample(fc.tuple(listingFilters, listingSort), CASES);
    let found = 0;
    for (const [filters, sort] of cases) {
      const ids = await returned(buildCountQuery({ ...filters, sort }));
      const accepted = listings.filter(({ data }) => matchesSavedSearch(filters, data, NOW));
      expect(ids, JSON.stringify(filters)).toEqual(accepted.map(({ id }) => id));
      found += ids.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("when generated Room wanted ads are queried with generated filters, then the list query returns exactly the active ads the ad spec's predicate accepts", async () => {
    const ads = await store('seekerAds', fc.sample(adDocument, SAMPLE));
    const cases = fc.sample(adFilters, CASES);
    let found = 0;
    for (const filters of cases) {
      const ids = await returned(buildWantedAdCountQuery(filters));
      const accepted = ads.filter(
        ({ data }) => data.status === 'active' && matchesSearch(WANTED_AD_SEARCH, filters, data),
      );
      expect(ids, JSON.stringify(filters)).toEqual(accepted.map(({ id }) => id));
      found += ids.length;
    }
    expect(found).toBeGreaterThan(0);
  });
});
