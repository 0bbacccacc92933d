// /moderation: moderators only (the `moderator: true` custom claim
// in a verified ID token); everyone else gets 403 on every route, before any
// input is looked at.
import { Router } from 'express';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireModerator } from '../middleware/auth';
import { parseListingId } from '../listings/schema';
import { parseWantedAdId } from '../wanted-ads/schema';
import { PHOTO_ID_PATTERN } from '../contract/photo';
import { HELD_PHOTO_NOT_FOUND } from '../contract/moderation';
import { notFound } from '../lib/http-error';
import { clearHeldPhoto, listHeldPhotos, removeHeldPhoto } from './held-photos';
import { dismissReport, listQueue, removeListingAsModerator, restoreListing } from './repository';
import { parseReportId, queueQuerySchema, removeInputSchema } from './schema';
import {
  dismissWantedAdReport,
  removeWantedAdAsModerator,
  restoreWantedAd,
} from './wanted-ad-moderation';

export function moderationRouter(): Router {
  const router = Router();
  router.use(requireModerator);

  // Listings and Room wanted ads with open reports, newest report first (each
  // item's `kind` says which); `X-Next-Cursor` for the next page.
  router.get('/reports', async (req, res) => {
    const { limit, cursor } = parseOr400(queueQuerySchema, req.query);
    const { items, nextCursor } = await listQueue(limit, cursor);
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    res.json(items);
  });

  router.post('/posts/:id/restore', async (req, res) => {
    await restoreListing(parseListingId(req.params.id), callerOf(req));
    res.json({ ok: true });
  });

  router.post('/posts/:id/remove', async (req, res) => {
    const postId = parseListingId(req.params.id);
    const { reason } = parseOr400(removeInputSchema, requireJsonObject(req.body));
    await removeListingAsModerator(postId, callerOf(req), reason);
    res.json({ ok: true });
  });

  router.delete('/posts/:id/reports/:reportId', async (req, res) => {
    const postId = parseListingId(req.params.id);
    res.json(await dismissReport(postId, parseReportId(req.params.reportId), callerOf(req)));
  });

  // The same three actions on a Room wanted ad (wanted-ad-moderation.ts).
  router.post('/seeker-ads/:id/restore', async (req, res) => {
    await restoreWantedAd(parseWantedAdId(req.params.id), callerOf(req));
    res.json({ ok: true });
  });

  router.post('/seeker-ads/:id/remove', async (req, res) => {
    const adId = parseWantedAdId(req.params.id);
    const { reason } = parseOr400(removeInputSchema, requireJsonObject(req.body));
    await removeWantedAdAsModerator(adId, callerOf(req), reason);
    res.json({ ok: true });
  });

  router.delete('/seeker-ads/:id/reports/:reportId', async (req, res) => {
    const adId = parseWantedAdId(req.params.id);
    const reportId = parseReportId(req.params.reportId);
    res.json(await dismissWantedAdReport(adId, reportId, callerOf(req)));
  });

  // Photos held as suspected copies (held-photos.ts), oldest first;
  // `X-Next-Cursor` for the next page.
  router.get('/photos', async (req, res) => {
    const { limit, cursor } = parseOr400(queueQuerySchema, req.query);
    const { items, nextCursor } = await listHeldPhotos(limit, cursor);
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    res.json(items);
  });

  router.post('/photos/:id/clear', async (req, res) => {
    await clearHeldPhoto(parseHeldPhotoId(req.params.id), callerOf(req));
    res.json({ ok: true });
  });

  router.post('/photos/:id/remove', async (req, res) => {
    await removeHeldPhoto(parseHeldPhotoId(req.params.id), callerOf(req));
    res.json({ ok: true });
  });

  return router;
}

/** A photo's id in a URL: anything else is no held photo. */
function parseHeldPhotoId(value: unknown): string {
  if (typeof value !== 'string' || !PHOTO_ID_PATTERN.test(value)) {
    throw notFound(HELD_PHOTO_NOT_FOUND);
  }
  return value;
}
