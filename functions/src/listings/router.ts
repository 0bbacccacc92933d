import { Router, type Request } from 'express';
import { sendCount } from '../ads/count-route';
import { forbidden, unauthorized } from '../lib/http-error';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, optionalAuth, requireAuth, requireVerified } from '../middleware/auth';
import { requireVerifiedPhone } from '../phone/require-phone';
import { decodeCursor } from '../lib/cursor';
import { pageQuerySchema, sendPage } from '../lib/paging';
import { ownerFor } from './owner';
import { listLiked } from './liked';
import { LIKED_ORDER } from './liked-query';
import { LIKERS_ORDER, listLikers } from './likers';
import { LIFECYCLE_ACTIONS } from './lifecycle';
import { changeListingStatus, countExpiringSoon } from './lifecycle-repository';
import {
  buildCountQuery,
  buildListingsQuery,
  buildNearCountQueries,
  buildNearQueries,
  buildNearestRings,
} from './query';
import { decodeNearestCursor } from '../ads/nearest-page';
import { NEAREST_SORT, type ListSort, type Sort } from '../contract/listing';
import { nearOf } from '../contract/browse-filters-schema';
import { within } from '../places/near';
import { recordView, viewerOf } from './views';
import { visibleTo } from './visibility';
import {
  createListing,
  getListingFor,
  likeListing,
  LISTING_STORE,
  unlikeListing,
  updateListing,
} from './repository';
import { countQuerySchema, listQuerySchema, parseListingId, listingInputSchema } from './schema';

const postId = (req: Request) => parseListingId(req.params.id);

/** The list query's order: nearest first reads its cells newest first and sorts them itself. */
const listSort = (sort: ListSort): Sort => (sort === NEAREST_SORT ? 'newest' : sort);

export function listingsRouter(): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    const {
      cursor,
      email,
      near,
      km,
      place: _place,
      ...filters
    } = parseOr400(listQuerySchema, req.query);
    const reach = nearOf({ near, km });
    // "My listings": only your own, found by your uid. An e-mail is contact
    // information, so nobody can look up whose listings are whose by address.
    if (email !== undefined) {
      if (!req.caller) throw unauthorized();
      if (email !== req.caller.email) throw forbidden('You can only list your own posts');
    }
    const { sort, ...rest } = filters;
    const listFilters = { ...rest, sort: listSort(sort), ownerId: email && req.caller?.uid };
    const started = performance.now();
    const { ads, nextCursor, reads } = await (async () => {
      if (reach && sort === NEAREST_SORT) {
        // Nearest first: rings of cells, sorted in memory (ads/nearest-page.ts).
        const after = cursor ? decodeNearestCursor(cursor) : undefined;
        const near = buildNearestRings(listFilters, reach);
        return LISTING_STORE.listNearest(near, within(reach.center, reach.km), after, req.caller);
      }
      // A near search: one query per cell, merged (ads/near-page.ts); else the list's one query.
      const shapes = reach
        ? buildNearQueries(listFilters, reach)
        : [buildListingsQuery(listFilters)];
      const after = cursor ? decodeCursor(cursor, shapes[0]!.orderBy) : undefined;
      for (const shape of shapes) shape.startAfter = after;
      return reach
        ? LISTING_STORE.listNear(shapes, within(reach.center, reach.km), req.caller)
        : LISTING_STORE.list(shapes[0]!, req.caller);
    })();
    // Standard Server-Timing (shown in browser dev tools; read by `npm run
    // bench`): the query's time and how many documents it read, which must
    // stay at most limit + 1 however many listings exist.
    const ms = (performance.now() - started).toFixed(1);
    res.set('Server-Timing', `firestore;dur=${ms};desc="${reads} reads"`);
    sendPage(res, ads, nextCursor);
  });

  // Browse's exact "{n} listings found": how many active listings
  // match the public list's filters, by one count() over the list's own query
  // (listings/query.ts `buildCountQuery`). Before '/:id' (no post id is this word).
  // optionalAuth: the count doesn't depend on who asks, but a bad token sent
  // to a public route still gets 401, as everywhere (README, API reference).
  router.get('/count', optionalAuth, async (req, res) => {
    const { near, km, place: _place, sort, ...rest } = parseOr400(countQuerySchema, req.query);
    const filters = { ...rest, sort: listSort(sort) };
    const reach = nearOf({ near, km });
    await sendCount(res, () =>
      reach
        ? LISTING_STORE.countNear(
            buildNearCountQueries(filters, reach),
            within(reach.center, reach.km),
          )
        : LISTING_STORE.count(buildCountQuery(filters)),
    );
  });

  // The navbar notice: how many of your active listings expire within
  // 3 days, and which expires first. Before '/:id' (no post id is this word:
  // Firestore ids are 20 characters).
  router.get('/expiring-soon', requireAuth, async (req, res) => {
    res.json(await countExpiringSoon(callerOf(req)));
  });

  // Liked Listings: the caller's liked listings, newest like first
  // (listings/liked.ts). Before '/:id' (no post id is this word).
  router.get('/liked', requireAuth, async (req, res) => {
    const caller = callerOf(req);
    const { limit, cursor } = parseOr400(pageQuerySchema, req.query);
    const after = cursor ? decodeCursor(cursor, LIKED_ORDER) : undefined;
    const page = await listLiked(caller, limit, after);
    res.set('Server-Timing', `firestore;desc="${page.reads} reads"`);
    // As GET /posts/:id: a listing under review shows others only that it is.
    const posts = page.posts.map((post) => ({ ...visibleTo(post, caller), liked: true }));
    sendPage(res, posts, page.nextCursor);
  });

  router.get('/:id', optionalAuth, async (req, res) => {
    // Moderation: others see only that a listing is under review.
    // getListingFor applies what others may see of a listing under review.
    res.json(await getListingFor(postId(req), req.caller));
  });

  // A new listing needs a verified phone too; edits and the lifecycle only the e-mail.
  router.post('/', requireVerifiedPhone, async (req, res) => {
    const caller = callerOf(req);
    const input = parseOr400(listingInputSchema, requireJsonObject(req.body));
    res.status(201).json(await createListing(input, await ownerFor(caller)));
  });

  // A full replacement of the editable fields: same schema as create.
  router.put('/:id', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const id = postId(req);
    const input = parseOr400(listingInputSchema, requireJsonObject(req.body));
    res.json(await updateListing(id, caller, input));
  });

  router.delete('/:id', requireVerified, async (req, res) => {
    await LISTING_STORE.delete(postId(req), callerOf(req));
    res.json({ ok: true });
  });

  router.post('/:id/like', requireVerified, async (req, res) => {
    res.json(await likeListing(postId(req), callerOf(req)));
  });

  router.delete('/:id/like', requireVerified, async (req, res) => {
    res.json(await unlikeListing(postId(req), callerOf(req)));
  });

  // The owner's lifecycle actions: POST /posts/:id/{renew,pause,resume,let}
  // (listings/lifecycle.ts has the table; 409 when the status doesn't allow it).
  for (const action of LIFECYCLE_ACTIONS) {
    router.post(`/:id/${action}`, requireVerified, async (req, res) => {
      res.json(await changeListingStatus(postId(req), callerOf(req), action));
    });
  }

  // Poster insight: the details page reports a view once it has
  // rendered. Anyone may call it; not a write others see, so no token or rate
  // limit is needed: listings/views.ts counts each viewer once a day in one
  // capped document per listing, and never for the owner.
  router.post('/:id/view', optionalAuth, async (req, res) => {
    res.json({ counted: await recordView(postId(req), viewerOf(req)) });
  });

  // Who liked the listing: its owner only (listings/likers.ts).
  router.get('/:id/likes', requireAuth, async (req, res) => {
    const id = postId(req);
    const { limit, cursor } = parseOr400(pageQuerySchema, req.query);
    const after = cursor ? decodeCursor(cursor, LIKERS_ORDER) : undefined;
    const page = await listLikers(id, callerOf(req), limit, after);
    res.set('Server-Timing', `firestore;desc="${page.reads} reads"`);
    sendPage(res, page.likers, page.nextCursor);
  });

  return router;
}
