// /users/me/notifications (issue 13): the signed-in caller's in-app alerts
// (saved-search matches), their unread count for the navbar bell, and "Mark
// all read". Only the caller's own: every query is on their verified uid.
import { Router } from 'express';
import { NOTIFICATIONS_PAGE_SIZE } from '../contract/saved-searches';
import { parseOr400 } from '../lib/validation';
import { callerOf, requireAuth } from '../middleware/auth';
import { decodeCursor } from '../posts/cursor';
import { pageQuery } from '../posts/page-query';
import { listNotifications, markAllRead, NOTIFICATIONS_ORDER, unreadCount } from './repository';

const listQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE);

export function notificationsRouter(): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const { limit, cursor } = parseOr400(listQuery, req.query);
    const after = cursor ? decodeCursor(cursor, NOTIFICATIONS_ORDER) : undefined;
    const page = await listNotifications(callerOf(req).uid, limit, after);
    // Documents read, as GET /posts reports them (limit + 1 at most).
    res.set('Server-Timing', `firestore;desc="${page.reads} reads"`);
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

  return router;
}
