// How well a listing fits the way someone lives: the share of *their*
// lifestyle preferences ("My lifestyle" on the profile) that the listing also
// names. Pure and import-free like the rest of the contract, so the web app
// shows exactly what tests check.
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from './listing';

export type LifestyleMatch = {
  /** The caller's preferences the listing shares, in the contract's order. */
  matched: LifestylePreference[];
  /** How many of the caller's preferences there are (the "of n"). */
  total: number;
};

const known = new Set<string>(LIFESTYLE_PREFERENCES);

/**
 * `null` when the person has no (known) preferences: there is nothing to
 * match, and "Matches 0 of 0" would read as a bad match.
 */
export function lifestyleMatch(
  mine: readonly string[],
  listing: readonly string[],
): LifestyleMatch | null {
  const wanted = new Set(mine.filter((key) => known.has(key)));
  if (wanted.size === 0) return null;
  const offered = new Set(listing);
  const matched = LIFESTYLE_PREFERENCES.filter((key) => wanted.has(key) && offered.has(key));
  return { matched, total: wanted.size };
}

export const lifestyleMatchText = ({ matched, total }: LifestyleMatch) =>
  `Matches ${matched.length} of ${total} of your preferences`;
