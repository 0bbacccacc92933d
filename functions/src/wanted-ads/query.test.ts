// The Room wanted search, one declaration read two ways: for generated
// stored ads and filters, its in-memory predicate (ads/search-spec.ts
// `matchesSearch`) on an active ad accepts exactly what the list query returns,
// read with Firestore's semantics written apart (test/search-spec-support.ts).
// test/search-spec.test.ts runs a few such cases on the emulator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from '../ads/search-spec';
import { adDocument, adFilters, firestoreFinds } from '../../test/search-spec-support';
import { buildWantedAdCountQuery, WANTED_AD_SEARCH } from './query';

describe("the Room wanted search's query and predicate", () => {
  it('when ads and filters are generated, then the predicate on an active ad is exactly what the list query returns', () => {
    fc.assert(
      fc.property(adDocument, adFilters, (doc, filters) => {
        expect(doc.status === 'active' && matchesSearch(WANTED_AD_SEARCH, filters, doc)).toBe(
          firestoreFinds(buildWantedAdCountQuery(filters), doc),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('when cases are generated, then they often match and often do not', () => {
    const cases = fc.sample(fc.tuple(adDocument, adFilters), { numRuns: 1000, seed: 1 });
    const found = cases.filter(([doc, filters]) => matchesSearch(WANTED_AD_SEARCH, filters, doc));
    expect(found.length / cases.length).toBeGreaterThan(0.02);
    expect(found.length / cases.length).toBeLessThan(0.98);
  });
});
