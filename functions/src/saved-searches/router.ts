// /users/me/saved-searches: the signed-in caller's saved browse
// filters. Every route acts on the caller's own searches only (the uid comes
// from the verified token); another user's id answers the same 404 as a
// missing one.
import { Router } from 'express';
import { callerOf, requireAuth } from '../middleware/auth';
import { parseOr400, requireJsonObject } from '../lib/validation';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  renameSavedSearch,
} from './repository';
import { createSchema, parseSearchId, renameSchema } from './schema';

export function savedSearchesRouter(): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json({ searches: await listSavedSearches(callerOf(req).uid) });
  });

  router.post('/', async (req, res) => {
    const { name, filters } = parseOr400(createSchema, requireJsonObject(req.body));
    res.status(201).json({ search: await createSavedSearch(callerOf(req), name, filters) });
  });

  router.put('/:id', async (req, res) => {
    const id = parseSearchId(req.params.id);
    const { name } = parseOr400(renameSchema, requireJsonObject(req.body));
    res.json({ search: await renameSavedSearch(callerOf(req), id, name) });
  });

  router.delete('/:id', async (req, res) => {
    await deleteSavedSearch(callerOf(req).uid, parseSearchId(req.params.id));
    res.status(204).end();
  });

  return router;
}
