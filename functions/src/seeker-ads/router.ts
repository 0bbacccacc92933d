// /seeker-ads: "Room wanted" ads (the web app's /room-wanted). Public reads
// of active ads; the writer's own ad in any status; writes by a verified
// member, rate limited, one active ad at a time. Identity comes from the
// token only, the name and photo from the member's profile, never the body.
import { Router, type Request } from 'express';
import { decodeCursor } from '../lib/cursor';
import { sendPage } from '../lib/paging';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, optionalAuth, requireAuth, requireVerified } from '../middleware/auth';
import { seekerAdInputSchema } from '../contract/seeker-ad-schema';
import { sendCount } from '../ads/count-route';
import { shownAs } from '../users/shown-as';
import { SEEKER_AD_ACTIONS } from './lifecycle';
import { buildSeekerAdsQuery, buildSeekerCountQuery } from './query';
import {
  changeSeekerAdStatus,
  createSeekerAd,
  getMySeekerAd,
  SEEKER_AD_STORE,
  updateSeekerAd,
} from './repository';
import { parseSeekerAdId, seekerCountQuerySchema, seekerListQuerySchema } from './schema';

const adId = (req: Request) => parseSeekerAdId(req.params.id);

export function seekerAdsRouter(): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    const { cursor, ...filters } = parseOr400(seekerListQuerySchema, req.query);
    const shape = buildSeekerAdsQuery({ ...filters, now: Date.now() });
    if (cursor) shape.startAfter = decodeCursor(cursor, shape.orderBy);
    const started = performance.now();
    const { ads, nextCursor, reads } = await SEEKER_AD_STORE.list(shape, req.caller);
    // As GET /posts: the query's time and documents read (at most limit + 1).
    const ms = (performance.now() - started).toFixed(1);
    res.set('Server-Timing', `firestore;dur=${ms};desc="${reads} reads"`);
    sendPage(res, ads, nextCursor);
  });

  // "{n} people looking": one count() over the list's own query. Before '/:id'.
  router.get('/count', optionalAuth, async (req, res) => {
    const filters = parseOr400(seekerCountQuerySchema, req.query);
    await sendCount(res, () =>
      SEEKER_AD_STORE.count(buildSeekerCountQuery({ ...filters, now: Date.now() })),
    );
  });

  // The caller's own ad, newest, whatever its status. Before '/:id'.
  router.get('/mine', requireAuth, async (req, res) => {
    res.json({ ad: await getMySeekerAd(callerOf(req)) });
  });

  router.get('/:id', optionalAuth, async (req, res) => {
    res.json(await SEEKER_AD_STORE.get(adId(req), req.caller));
  });

  router.post('/', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const input = parseOr400(seekerAdInputSchema(), requireJsonObject(req.body));
    res.status(201).json(await createSeekerAd(input, caller, await shownAs(caller)));
  });

  // A full replacement, same schema as create; without `age` the stored one stays.
  router.put('/:id', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const id = adId(req);
    const body = requireJsonObject(req.body);
    const input = parseOr400(seekerAdInputSchema(), body);
    const keepAge = !Object.hasOwn(body, 'age');
    res.json(await updateSeekerAd(id, caller, input, { keepAge, owner: await shownAs(caller) }));
  });

  router.delete('/:id', requireVerified, async (req, res) => {
    await SEEKER_AD_STORE.delete(adId(req), callerOf(req));
    res.json({ message: 'Room wanted ad deleted' });
  });

  // The owner's lifecycle actions: POST /seeker-ads/:id/{renew,pause,resume}.
  for (const action of SEEKER_AD_ACTIONS) {
    router.post(`/:id/${action}`, requireVerified, async (req, res) => {
      const caller = callerOf(req);
      const id = adId(req);
      const owner = action === 'renew' ? await shownAs(caller) : undefined;
      res.json(await changeSeekerAdStatus(id, caller, action, owner));
    });
  }

  return router;
}
