// Browse's lifestyle filter as Firestore can index it. A listing
// matches a filter when it has ALL the chosen preferences. The list query's one
// `array-contains` is taken by the location search (locationPrefixes), so the
// preferences can't be another array-contains. Instead each listing stores, per
// group of keys, one string naming its exact subset of that group; a filter
// becomes, per group it touches, `field in [every superset of the chosen part]`.
// An `in` is an equality for index purposes, so an index gains at most these
// two ascending fields: the public indexes grow ×4 at most (none, house,
// rhythm, both), never per chosen set. Two groups keep each `in` small (≤ 2 and
// ≤ 8 values) and their product, the query's disjunctive normal form, at ≤ 16
// terms, under Firestore's limit of 30. Pure: the seeder reuses it through
// document.ts, and a unit test checks it against a plain "has all" filter.
import type { LifestylePreference } from './fields';

/** The two groups, each in contract order; together they hold every key once. */
export const LIFESTYLE_GROUPS = {
  lifestyleHouse: ['pets', 'smoking'],
  lifestyleRhythm: ['nightOwl', 'earlyBird', 'quiet', 'social'],
} as const satisfies Record<string, readonly LifestylePreference[]>;

export type LifestyleField = keyof typeof LIFESTYLE_GROUPS;
export const LIFESTYLE_FIELDS = Object.keys(LIFESTYLE_GROUPS) as LifestyleField[];

/** The stored value for a listing with none of a group's keys. */
export const NO_LIFESTYLE = 'none';

/**
 * The canonical key of a subset of one group: its keys in contract order joined
 * by '+', or 'none'. Keys outside the group (or unknown strings from an old
 * document) are ignored, and the order and repeats of the input don't matter.
 */
export function lifestyleKey(field: LifestyleField, prefs: readonly unknown[]): string {
  const chosen = LIFESTYLE_GROUPS[field].filter((key) => prefs.includes(key));
  return chosen.length ? chosen.join('+') : NO_LIFESTYLE;
}

/** The two derived fields a listing stores, from its `lifestylePreferences`. */
export function lifestyleFields(prefs: readonly unknown[]): Record<LifestyleField, string> {
  return {
    lifestyleHouse: lifestyleKey('lifestyleHouse', prefs),
    lifestyleRhythm: lifestyleKey('lifestyleRhythm', prefs),
  };
}

/** The keys of every subset of `field`'s group that holds all of `chosen` (in the group's order). */
export function supersetKeys(
  field: LifestyleField,
  chosen: readonly LifestylePreference[],
): string[] {
  const group = LIFESTYLE_GROUPS[field];
  const required = group.filter((key) => chosen.includes(key));
  const optional = group.filter((key) => !chosen.includes(key));
  const keys: string[] = [];
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    const subset = [...required, ...optional.filter((_, i) => mask & (1 << i))];
    keys.push(lifestyleKey(field, subset));
  }
  return keys;
}

/**
 * The `in` clauses for a filter: one per group the filter touches (none for an
 * empty filter), each listing every superset of the chosen part of that group.
 */
export function lifestyleMembership(
  chosen: readonly LifestylePreference[],
): { field: LifestyleField; values: string[] }[] {
  return LIFESTYLE_FIELDS.filter((field) =>
    LIFESTYLE_GROUPS[field].some((key) => chosen.includes(key)),
  ).map((field) => ({ field, values: supersetKeys(field, chosen) }));
}

/** Every key once, in contract order: what the API keeps of a filter (the contract's). */
export { canonicalLifestyle } from '../contract/browse-filters';
