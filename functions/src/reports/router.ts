// POST /posts/:id/report: mounted beside the posts router.
import { Router } from 'express';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireVerified } from '../middleware/auth';
import { parsePostId } from '../posts/schema';
import { reportPost } from './repository';
import { reportInputSchema } from './schema';

export function reportsRouter(): Router {
  const router = Router();

  // A verified member who doesn't own the listing; 201 for a new report, 200
  // when it replaced the caller's earlier report of the same listing.
  router.post('/:id/report', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const postId = parsePostId(req.params.id);
    const input = parseOr400(reportInputSchema, requireJsonObject(req.body));
    const { created } = await reportPost(postId, caller, input);
    res.status(created ? 201 : 200).json({ reported: true });
  });

  return router;
}
