// POST /seeker-ads/:id/report: a Room wanted ad is reported as a listing is
// (repository.ts `fileReport`): a verified member whose account is old
// enough, within the daily 'reports' limit, one report per member and ad,
// never their own; enough distinct reporters put it under review. Only an
// active ad can be reported: any other is a 404 to everyone but its writer,
// as GET /seeker-ads/:id answers. Mounted beside the seeker-ads router.
import { Router } from 'express';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireVerified } from '../middleware/auth';
import { seekerAdTarget } from '../moderation/targets';
import { parseSeekerAdId } from '../seeker-ads/schema';
import { fileReport } from './repository';
import { reportInputSchema } from './schema';

export function seekerAdReportsRouter(): Router {
  const router = Router();

  // 201 for a new report, 200 when it replaced the caller's earlier report of the same ad.
  router.post('/:id/report', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const adId = parseSeekerAdId(req.params.id);
    const input = parseOr400(reportInputSchema, requireJsonObject(req.body));
    const { created } = await fileReport(seekerAdTarget(adId), caller, input);
    res.status(created ? 201 : 200).json({ reported: true });
  });

  return router;
}
