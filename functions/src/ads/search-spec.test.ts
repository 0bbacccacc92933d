// One declaration, two readings: for generated stored documents and filters
// of each kind of ad, the spec's in-memory predicate (what the alerts run)
// accepts exactly the documents Firestore would return for the spec's query,
// read with Firestore's semantics written apart (test/search-spec-support.ts).
// test/search-spec.test.ts runs a few of these cases on the emulator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationSearchTerm } from '../contract/browse-filters';
import { buildCountQuery, POST_SEARCH } from '../posts/query';
import { matchesSavedSearch } from '../saved-searches/match';
import { buildSeekerCountQuery, SEEKER_AD_SEARCH } from '../seeker-ads/query';
import {
  adDocument,
  adFilters,
  firestoreFinds,
  listingDocument,
  listingFilters,
  listingSort,
  NOW,
  TERMS,
} from '../../test/search-spec-support';
import { matchesSearch } from './search-spec';

describe('a search spec, as a query and as a predicate', () => {
  it('when the generated terms are normalized as browse normalizes a location, then they are unchanged', () => {
    for (const term of TERMS) expect(locationSearchTerm(term)).toBe(term);
  });

  it("when listings and saved searches are generated, then the saved-search matcher accepts exactly the listings the public list query returns, and the listing spec's predicate is its query's filters whatever the list's scope", () => {
    fc.assert(
      fc.property(listingDocument, listingFilters, listingSort, (doc, filters, sort) => {
        const shape = buildCountQuery({ ...filters, sort });
        expect(matchesSavedSearch(filters, doc, NOW)).toBe(firestoreFinds(shape, doc));
        expect(matchesSearch(POST_SEARCH, filters, doc)).toBe(
          firestoreFinds({ ...shape, equality: [] }, doc),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("when Room wanted ads and filters are generated, then the ad spec's predicate on an active ad is exactly what the list query returns", () => {
    fc.assert(
      fc.property(adDocument, adFilters, (doc, filters) => {
        const shape = buildSeekerCountQuery(filters);
        expect(doc.status === 'active' && matchesSearch(SEEKER_AD_SEARCH, filters, doc)).toBe(
          firestoreFinds(shape, doc),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('when cases are generated, then they often match and often do not, for each kind', () => {
    const share = <T>(cases: T[], found: (c: T) => boolean) =>
      cases.filter(found).length / cases.length;
    const listings = fc.sample(fc.tuple(listingDocument, listingFilters), {
      numRuns: 1000,
      seed: 1,
    });
    const ads = fc.sample(fc.tuple(adDocument, adFilters), { numRuns: 1000, seed: 1 });
    const listingShare = share(listings, ([doc, filters]) => matchesSavedSearch(filters, doc, NOW));
    const adShare = share(ads, ([doc, filters]) => matchesSearch(SEEKER_AD_SEARCH, filters, doc));
    for (const found of [listingShare, adShare]) {
      expect(found).toBeGreaterThan(0.02);
      expect(found).toBeLessThan(0.98);
    }
  });
});
