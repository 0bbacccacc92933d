// Every kind of ad's "{n} found" (GET /posts/count, GET /seeker-ads/count).
import type { Response } from 'express';

/** Browsers 15 s, Hosting's CDN 60 s. */
export const COUNT_CACHE_CONTROL = 'public, max-age=15, s-maxage=60';

/**
 * Answers a list's "{n} found" with one count() (`count`), its time in
 * Server-Timing. The same whoever asks (the caller changes nothing), so
 * Hosting's CDN may keep it briefly: a burst of visitors on one search costs
 * one aggregation a minute. A few seconds stale is fine for a headline
 * number, and a list never shows fewer than it has loaded (web browse-listings.tsx).
 */
export async function sendCount(
  res: Response,
  count: () => Promise<number | { count: number; more: boolean }>,
): Promise<void> {
  const started = performance.now();
  const counted = await count();
  const { count: n, more } =
    typeof counted === 'number' ? { count: counted, more: false } : counted;
  const ms = (performance.now() - started).toFixed(1);
  res.set('Server-Timing', `firestore;dur=${ms};desc="count"`);
  res.set('Cache-Control', COUNT_CACHE_CONTROL);
  res.json(more ? { count: n, more: true } : { count: n });
}
