// Uploaded photos (docs/photos.md). Two routers, mounted apart in app.ts:
// the files, before the API's middleware (an <img> sends no App Check token
// and no body), and the upload and delete, behind it but before the JSON body
// limit (a photo is megabytes, not JSON).
import { Router } from 'express';
import { PHOTO_ID_PATTERN, PHOTO_MESSAGES } from '../contract/photo';
import { HttpError, notFound } from '../lib/http-error';
import { callerOf, optionalAuth, requireVerified } from '../middleware/auth';
import { deleteUnattached } from './repository';
import { servePhoto, type ShownBy } from './serve';
import { uploadPhoto } from './upload';

/** A variant never changes under its URL: a new photo is a new id. */
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Shown to its owner (an unattached upload, a paused ad's) or a moderator only: never kept by a shared cache. */
export const PRIVATE_CACHE = 'private, no-cache';
/** A 404 may become a photo (an ad resumed): not cached, not even by the CDN's 10 minutes for 404s. */
export const NOT_FOUND_CACHE = 'no-store';

/** GET /photos/:id/:file: a variant's bytes to whoever may see it (serve.ts). */
export function photoFilesRouter(shownBy: ShownBy): Router {
  const router = Router();
  router.get('/:id/:file', optionalAuth, async (req, res) => {
    const served = await servePhoto(
      String(req.params.id),
      String(req.params.file),
      req.caller,
      shownBy,
    );
    if (!served.found) {
      res.set('Cache-Control', NOT_FOUND_CACHE).status(404).json({ error: 'Photo not found' });
      return;
    }
    res.set({
      'Content-Type': served.type,
      'Cache-Control': served.audience === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE,
      ETag: served.etag,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(served.bytes);
  });
  return router;
}

/** POST /photos and DELETE /photos/:id. */
export function photosRouter(): Router {
  const router = Router();
  router.post('/', requireVerified, async (req, res) => {
    res.status(201).json(await uploadPhoto(req, res, callerOf(req)));
  });

  // Only an upload no ad shows: one that is shown leaves with its ad.
  router.delete('/:id', requireVerified, async (req, res) => {
    const id = String(req.params.id);
    if (!PHOTO_ID_PATTERN.test(id)) throw notFound('Photo not found');
    const result = await deleteUnattached(id, callerOf(req));
    if (!result) throw notFound('Photo not found');
    if (result === 'attached') throw new HttpError(409, PHOTO_MESSAGES.attached);
    res.json({ ok: true });
  });
  return router;
}
