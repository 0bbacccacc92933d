// /users/me/notifications: the signed-in caller's in-app alerts
// (saved-search matches, with each listing as it is now, and a moderator's
// removal of one of their listings), their unread count for the navbar bell, "Mark all
// read", and marking one read as it is opened. Only the caller's own: every query is on their verified uid.
import { Router } from 'express';
import { NOTIFICATION_NOT_FOUND, NOTIFICATIONS_PAGE_SIZE } from '../contract/saved-searches';
import { notFound } from '../lib/http-error';
import { parseOr400 } from '../lib/validation';
import { callerOf, requireAuth } from '../middleware/auth';
import { decodeCursor } from '../lib/cursor';
import { pageQuery } from '../lib/paging';
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATIONS_ORDER,
  unreadCount,
} from './repository';

const listQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE);
/** `{searchId}_{postId}`: letters, digits, `_` and `-`, never an id Firestore refuses (`..`, `__x__`). */
const ALERT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export function notificationsRouter(): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const { limit, cursor } = parseOr400(listQuery, req.query);
    const after = cursor ? decodeCursor(cursor, NOTIFICATIONS_ORDER) : undefined;
    const page = await listNotifications(callerOf(req).uid, limit, after);
    // Documents read, as GET /posts reports them: limit + 1 alerts at most,
    // then at most one listing per alert, in one batch.
    res.set(
      'Server-Timing',
      `firestore;desc="${page.reads} reads", listings;desc="${page.listingReads} reads"`,
    );
    // The one list that answers its cursor in the body (null on the last
    // page) instead of X-Next-Cursor: the web app reads this shape, so it
    // stays (lib/paging.ts, docs/paging.md).
    res.json({ notifications: page.notifications, nextCursor: page.nextCursor });
  });

  router.get('/unread-count', async (req, res) => {
    res.json({ count: await unreadCount(callerOf(req).uid) });
  });

  // Touches only the caller's own alerts, so it isn't rate limited: it can
  // write no more than the trigger already wrote for them.
  router.post('/read-all', async (req, res) => {
    res.json({ updated: await markAllRead(callerOf(req).uid) });
  });

  // Opening an alert: the caller's own only; anyone else's (or none) is the same 404.
  router.post('/:id/read', async (req, res) => {
    const notification = ALERT_ID.test(req.params.id)
      ? await markRead(callerOf(req).uid, req.params.id)
      : null;
    if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
    res.json({ notification });
  });

  return router;
}
