// The place search (GET /places) as the picker asks it. Answers are the same
// for everyone and change only with the gazetteer, so each query's answer is
// kept for the page's life: typing back over a query answers at once.
import type { Place } from '@contract/places';
import { apiRequest } from '@/lib/api-client';

/** The fewest characters the API searches (PLACE_QUERY.min). */
export const PLACE_SEARCH_MIN = 2;
const LIMIT = 8;
/** Enough for a session of typing; the oldest answer goes first. */
const CACHE_SIZE = 200;

const answers = new Map<string, Place[]>();

const tidy = (query: string) => query.trim().replace(/\s+/g, ' ');
/**
 * The key a query's answer is kept under: the API compares names in lower
 * case with runs of spaces as one, so "new  York " is "New York".
 */
const cacheKey = (query: string) => tidy(query).toLowerCase();

/** The kept answer for this query, if it was asked before. */
export const cachedPlaces = (query: string): Place[] | undefined => answers.get(cacheKey(query));

export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const key = cacheKey(query);
  const kept = answers.get(key);
  if (kept) return kept;
  const { data } = await apiRequest<Place[]>('/places', {
    query: { q: tidy(query), limit: LIMIT },
    auth: 'none',
    signal,
  });
  answers.set(key, data);
  if (answers.size > CACHE_SIZE) {
    const oldest = answers.keys().next();
    if (!oldest.done) answers.delete(oldest.value);
  }
  return data;
}
