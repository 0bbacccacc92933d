// The routes every kind of ad has, written once: its count (GET /<kind>/count)
// and its owner's lifecycle actions (POST /<kind>/:id/<action>).
import type { Request, Response, Router } from 'express';
import { callerOf, requireVerified, type Caller } from '../middleware/auth';

/** GET /posts/count and GET /seeker-ads/count: browsers 15 s, Hosting's CDN 60 s. */
export const COUNT_CACHE_CONTROL = 'public, max-age=15, s-maxage=60';

/**
 * Answers a list's "{n} found" with one count() (`count`), its time in
 * Server-Timing. The same whoever asks (the caller changes nothing), so
 * Hosting's CDN may keep it briefly: a burst of visitors on one search costs
 * one aggregation a minute. A few seconds stale is fine for a headline
 * number, and a list never shows fewer than it has loaded (web browse-listings.tsx).
 */
export async function sendCount(res: Response, count: () => Promise<number>): Promise<void> {
  const started = performance.now();
  const n = await count();
  const ms = (performance.now() - started).toFixed(1);
  res.set('Server-Timing', `firestore;dur=${ms};desc="count"`);
  res.set('Cache-Control', COUNT_CACHE_CONTROL);
  res.json({ count: n });
}

/**
 * The owner's lifecycle actions, `POST /:id/<action>` for each of the kind's
 * (its lifecycle.ts has the table; `act` answers 409 when the status doesn't
 * allow it), each by a verified member.
 */
export function ownerActionRoutes<A extends string>(
  router: Router,
  actions: readonly A[],
  act: (req: Request, caller: Caller, action: A) => Promise<unknown>,
): void {
  for (const action of actions) {
    router.post(`/:id/${action}`, requireVerified, async (req, res) => {
      res.json(await act(req, callerOf(req), action));
    });
  }
}
