// The match lists, each for its owner only (matches/repository.ts):
// GET /posts/:id/matching-people and GET /seeker-ads/:id/matches, both
// `?limit=&cursor=`, answering `{ matches, nextCursor }` (null on the last
// page), best first. Mounted at the root: the paths belong to the listings'
// and the ads' resources, whose routers don't take them.
import { Router } from 'express';
import { decodeCursor } from '../lib/cursor';
import { pageQuerySchema } from '../lib/paging';
import { parseOr400 } from '../lib/validation';
import { callerOf, requireAuth } from '../middleware/auth';
import { parseListingId } from '../listings/schema';
import { parseWantedAdId } from '../wanted-ads/schema';
import { listMatchingPeople, listMatchingRooms, MATCH_ORDER } from './repository';

export function matchesRouter(): Router {
  const router = Router();

  router.get('/posts/:id/matching-people', requireAuth, async (req, res) => {
    const id = parseListingId(req.params.id);
    const { limit, cursor } = parseOr400(pageQuerySchema, req.query);
    const after = cursor ? decodeCursor(cursor, MATCH_ORDER) : undefined;
    const { reads, ...page } = await listMatchingPeople(id, callerOf(req), limit, after);
    // Documents read: the bounded candidates, whatever the page (docs/search-design.md).
    res.set('Server-Timing', `firestore;desc="${reads} reads"`);
    res.json(page);
  });

  router.get('/seeker-ads/:id/matches', requireAuth, async (req, res) => {
    const id = parseWantedAdId(req.params.id);
    const { limit, cursor } = parseOr400(pageQuerySchema, req.query);
    const after = cursor ? decodeCursor(cursor, MATCH_ORDER) : undefined;
    const { reads, ...page } = await listMatchingRooms(id, callerOf(req), limit, after);
    res.set('Server-Timing', `firestore;desc="${reads} reads"`);
    res.json(page);
  });

  return router;
}
