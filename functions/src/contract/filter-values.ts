// The lifestyle and stay filters' URL values (`lifestyle=pets,quiet`,
// `stay=6`), which browse's filters (browse-filters.ts, which exports them too)
// and Room wanted's share. On their own so that the Room wanted page reads its
// links without downloading browse's filters. Imports nothing beyond the contract.
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from './listing';
import { FACT_LIMITS } from './listing-facts';

/** The stays browse offers (months); the API takes any whole number from 1 to 24. */
export const STAY_CHOICES = [1, 3, 6, 9, 12, 18, 24] as const;

/** Every key once, in contract order (unknown ones dropped): what the API keeps of a choice. */
export const canonicalLifestyle = (chosen: readonly string[]): LifestylePreference[] =>
  LIFESTYLE_PREFERENCES.filter((key) => chosen.includes(key));

/** The known lifestyle keys of `lifestyle=` text, once each, in contract order (unknown ones dropped). */
export function parseLifestyle(text: string): LifestylePreference[] {
  return canonicalLifestyle(text.split(',').map((key) => key.trim()));
}

/** The `lifestyle=` text with `key` switched on or off. */
export function toggleLifestyle(text: string, key: LifestylePreference): string {
  const chosen = parseLifestyle(text);
  return LIFESTYLE_PREFERENCES.filter((k) =>
    k === key ? !chosen.includes(k) : chosen.includes(k),
  ).join(',');
}

/** A stay in months (1–24), or undefined when the text isn't one. */
export function parseStay(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  const { min, max } = FACT_LIMITS.stayMonths;
  return months >= min && months <= max ? months : undefined;
}
