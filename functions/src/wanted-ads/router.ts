// /seeker-ads: "Room wanted" ads (the web app's /room-wanted). Public reads
// of active ads; the writer's own ad in any status; writes by a verified
// member, rate limited, one active ad at a time. Identity comes from the
// token only, the name and photo from the member's profile, never the body.
import { Router, type Request } from 'express';
import { decodeCursor } from '../lib/cursor';
import { sendPage } from '../lib/paging';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, optionalAuth, requireAuth, requireVerified } from '../middleware/auth';
import { wantedAdInputSchema } from '../contract/wanted-ad-schema';
import { sendCount } from '../ads/count-route';
import { shownAs } from '../users/shown-as';
import type { Caller } from '../middleware/auth';
import { isPhoneVerified } from '../phone/verified';
import { requireVerifiedPhone } from '../phone/require-phone';
import { WANTED_AD_ACTIONS } from './lifecycle';
import { nearOf } from '../contract/browse-filters-schema';
import {
  buildWantedAdsQuery,
  buildWantedAdCountQuery,
  buildWantedNearCountQueries,
  buildWantedNearQueries,
  withinAreas,
} from './query';
import {
  changeWantedAdStatus,
  createWantedAd,
  getMyWantedAd,
  WANTED_AD_STORE,
  updateWantedAd,
} from './repository';
import { parseWantedAdId, wantedAdCountQuerySchema, wantedAdListQuerySchema } from './schema';

const adId = (req: Request) => parseWantedAdId(req.params.id);

/** The writer as their ad shows them: name, photo and "Phone verified", from the token and Auth. */
async function writerOf(caller: Caller) {
  const [shown, phoneVerified] = await Promise.all([shownAs(caller), isPhoneVerified(caller.uid)]);
  return { ...shown, phoneVerified };
}

export function wantedAdsRouter(): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    const {
      cursor,
      near,
      km,
      place: _place,
      ...filters
    } = parseOr400(wantedAdListQuerySchema, req.query);
    const reach = nearOf({ near, km });
    const listFilters = { ...filters, now: Date.now() };
    // A near search: one query per cell, merged (ads/near-page.ts); else the list's one query.
    const shapes = reach
      ? buildWantedNearQueries(listFilters, reach)
      : [buildWantedAdsQuery(listFilters)];
    const after = cursor ? decodeCursor(cursor, shapes[0]!.orderBy) : undefined;
    for (const shape of shapes) shape.startAfter = after;
    const started = performance.now();
    const { ads, nextCursor, reads } = reach
      ? await WANTED_AD_STORE.listNear(shapes, withinAreas(reach.center, reach.km), req.caller)
      : await WANTED_AD_STORE.list(shapes[0]!, req.caller);
    // As GET /posts: the query's time and documents read (at most limit + 1; a
    // near search's bound is ads/near-page.ts's).
    const ms = (performance.now() - started).toFixed(1);
    res.set('Server-Timing', `firestore;dur=${ms};desc="${reads} reads"`);
    sendPage(res, ads, nextCursor);
  });

  // "{n} people looking": one count() over the list's own query. Before '/:id'.
  router.get('/count', optionalAuth, async (req, res) => {
    const { near, km, place: _place, ...filters } = parseOr400(wantedAdCountQuerySchema, req.query);
    const reach = nearOf({ near, km });
    const countFilters = { ...filters, now: Date.now() };
    await sendCount(res, () =>
      reach
        ? WANTED_AD_STORE.countNear(
            buildWantedNearCountQueries(countFilters, reach),
            withinAreas(reach.center, reach.km),
          )
        : WANTED_AD_STORE.count(buildWantedAdCountQuery(countFilters)),
    );
  });

  // The caller's own ad, newest, whatever its status. Before '/:id'.
  router.get('/mine', requireAuth, async (req, res) => {
    res.json({ ad: await getMyWantedAd(callerOf(req)) });
  });

  router.get('/:id', optionalAuth, async (req, res) => {
    res.json(await WANTED_AD_STORE.get(adId(req), req.caller));
  });

  // A new ad needs a verified phone too; edits and the lifecycle only the e-mail.
  router.post('/', requireVerifiedPhone, async (req, res) => {
    const caller = callerOf(req);
    const input = parseOr400(wantedAdInputSchema(), requireJsonObject(req.body));
    res.status(201).json(await createWantedAd(input, caller, await writerOf(caller)));
  });

  // A full replacement, same schema as create; without `age` the stored one stays.
  router.put('/:id', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const id = adId(req);
    const body = requireJsonObject(req.body);
    const input = parseOr400(wantedAdInputSchema(), body);
    const keepAge = !Object.hasOwn(body, 'age');
    res.json(await updateWantedAd(id, caller, input, { keepAge, owner: await writerOf(caller) }));
  });

  router.delete('/:id', requireVerified, async (req, res) => {
    await WANTED_AD_STORE.delete(adId(req), callerOf(req));
    res.json({ message: 'Room wanted ad deleted' });
  });

  // The owner's lifecycle actions: POST /seeker-ads/:id/{renew,pause,resume}.
  for (const action of WANTED_AD_ACTIONS) {
    router.post(`/:id/${action}`, requireVerified, async (req, res) => {
      const caller = callerOf(req);
      const id = adId(req);
      const owner = action === 'renew' ? await writerOf(caller) : undefined;
      res.json(await changeWantedAdStatus(id, caller, action, owner));
    });
  }

  return router;
}
