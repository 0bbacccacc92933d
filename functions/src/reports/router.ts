// POST /posts/:id/report and POST /seeker-ads/:id/report: any kind of ad is
// reported the same way (repository.ts `fileReport`): a verified member whose
// account is old enough, within the daily 'reports' limit, one report per
// member and ad, never their own; enough distinct reporters put it under
// review. A Room wanted ad that isn't active is a 404 to everyone but its
// writer, as GET /seeker-ads/:id answers. Mounted beside each kind's router.
import { Router } from 'express';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireVerified } from '../middleware/auth';
import { listingTarget, wantedAdTarget, type ReviewTarget } from '../moderation/targets';
import { parseListingId } from '../listings/schema';
import { parseWantedAdId } from '../wanted-ads/schema';
import { fileReport } from './repository';
import { reportInputSchema } from './schema';

/** Each kind of ad: how its id is read from the path, and what a report of it reaches. */
const KINDS = {
  listing: (id: unknown) => listingTarget(parseListingId(id)),
  'seeker-ad': (id: unknown) => wantedAdTarget(parseWantedAdId(id)),
} satisfies Record<string, (id: unknown) => ReviewTarget>;

export function reportsRouter(kind: keyof typeof KINDS): Router {
  const router = Router();

  // 201 for a new report, 200 when it replaced the caller's earlier report of the same ad.
  router.post('/:id/report', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const target = KINDS[kind](req.params.id);
    const input = parseOr400(reportInputSchema, requireJsonObject(req.body));
    const { created } = await fileReport(target, caller, input);
    res.status(created ? 201 : 200).json({ reported: true });
  });

  return router;
}
