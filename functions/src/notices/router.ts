// /users/me/notices: the signed-in owner's own notices, e.g. "a
// moderator removed your listing". Nobody else's are reachable: the document
// read is always the caller's uid.
import { Router } from 'express';
import { badRequest, notFound } from '../lib/http-error';
import { callerOf, requireAuth } from '../middleware/auth';
import { dismissNotice, noticesFor } from './repository';

export function noticesRouter(): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(await noticesFor(callerOf(req).uid));
  });

  router.delete('/:id', async (req, res) => {
    const id = String(req.params.id);
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw badRequest('Invalid notice ID');
    if (!(await dismissNotice(callerOf(req).uid, id))) throw notFound('Notice not found');
    res.json({ ok: true });
  });

  return router;
}
