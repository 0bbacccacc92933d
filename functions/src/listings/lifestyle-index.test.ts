import { describe, expect, it } from 'vitest';
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from './fields';
import {
  canonicalLifestyle,
  LIFESTYLE_FIELDS,
  LIFESTYLE_GROUPS,
  lifestyleFields,
  lifestyleKey,
  lifestyleMembership,
  supersetKeys,
} from './lifestyle-index';

/** Every subset of the six keys, each in contract order. */
const allSubsets = (): LifestylePreference[][] =>
  Array.from({ length: 1 << LIFESTYLE_PREFERENCES.length }, (_, mask) =>
    LIFESTYLE_PREFERENCES.filter((_, i) => mask & (1 << i)),
  );

describe('lifestyle index fields', () => {
  it('when the groups are read, then together they hold every contract key exactly once, in contract order', () => {
    const keys = LIFESTYLE_FIELDS.flatMap((field) => [...LIFESTYLE_GROUPS[field]]);
    expect([...keys].sort()).toEqual([...LIFESTYLE_PREFERENCES].sort());
    for (const field of LIFESTYLE_FIELDS) {
      const group = LIFESTYLE_GROUPS[field] as readonly LifestylePreference[];
      expect(group).toEqual(LIFESTYLE_PREFERENCES.filter((key) => group.includes(key)));
    }
  });

  it('when a subset is keyed, then the key is its keys in contract order joined by "+", or "none"', () => {
    expect(lifestyleKey('lifestyleHouse', [])).toBe('none');
    expect(lifestyleKey('lifestyleHouse', ['smoking', 'pets'])).toBe('pets+smoking');
    expect(lifestyleKey('lifestyleHouse', ['quiet'])).toBe('none');
    expect(lifestyleKey('lifestyleRhythm', ['quiet', 'nightOwl', 'pets', 'quiet'])).toBe(
      'nightOwl+quiet',
    );
    // Odd stored values from old documents are ignored.
    expect(lifestyleKey('lifestyleRhythm', ['social', 42, null, 'loud'])).toBe('social');
  });

  it("when a listing's preferences are stored, then each field holds the key of its exact subset of the group", () => {
    expect(lifestyleFields(['quiet', 'pets'])).toEqual({
      lifestyleHouse: 'pets',
      lifestyleRhythm: 'quiet',
    });
    expect(lifestyleFields([])).toEqual({ lifestyleHouse: 'none', lifestyleRhythm: 'none' });
    expect(lifestyleFields(LIFESTYLE_PREFERENCES)).toEqual({
      lifestyleHouse: 'pets+smoking',
      lifestyleRhythm: 'nightOwl+earlyBird+quiet+social',
    });
  });

  it('when supersets are listed, then there are 2^(group size - chosen) distinct keys, each containing the chosen part', () => {
    expect(supersetKeys('lifestyleHouse', ['pets'])).toEqual(['pets', 'pets+smoking']);
    expect(supersetKeys('lifestyleHouse', ['pets', 'smoking'])).toEqual(['pets+smoking']);
    expect(supersetKeys('lifestyleRhythm', ['quiet'])).toHaveLength(8);
    expect(supersetKeys('lifestyleRhythm', ['quiet', 'nightOwl'])).toEqual([
      'nightOwl+quiet',
      'nightOwl+earlyBird+quiet',
      'nightOwl+quiet+social',
      'nightOwl+earlyBird+quiet+social',
    ]);
    // Chosen keys of the other group don't widen or narrow this one.
    expect(supersetKeys('lifestyleHouse', ['smoking', 'quiet'])).toEqual([
      'smoking',
      'pets+smoking',
    ]);
  });

  it('when every filter is matched against every listing (64 × 64), then the `in` clauses accept exactly the listings that have all chosen preferences', () => {
    for (const filter of allSubsets()) {
      const clauses = lifestyleMembership(filter);
      // At most 2 × 8 disjunctions: under Firestore's 30.
      expect(clauses.reduce((n, c) => n * c.values.length, 1)).toBeLessThanOrEqual(16);
      for (const listing of allSubsets()) {
        const stored = lifestyleFields(listing);
        const matchedByIndex = clauses.every((c) =>
          c.values.includes(stored[c.field as keyof typeof stored]),
        );
        const hasAll = filter.every((key) => listing.includes(key));
        expect(matchedByIndex, `${filter.join('+')} vs ${listing.join('+')}`).toBe(hasAll);
      }
    }
  });

  it('when a filter touches one group or none, then only that field (or nothing) is queried', () => {
    expect(lifestyleMembership([])).toEqual([]);
    expect(lifestyleMembership(['smoking']).map((c) => c.field)).toEqual(['lifestyleHouse']);
    expect(lifestyleMembership(['earlyBird', 'social']).map((c) => c.field)).toEqual([
      'lifestyleRhythm',
    ]);
    expect(lifestyleMembership(['social', 'pets']).map((c) => c.field)).toEqual([
      'lifestyleHouse',
      'lifestyleRhythm',
    ]);
  });

  it('when a filter is canonicalized, then repeats collapse and the order is the contract’s', () => {
    expect(canonicalLifestyle(['social', 'pets', 'social'])).toEqual(['pets', 'social']);
    expect(canonicalLifestyle([])).toEqual([]);
  });
});
