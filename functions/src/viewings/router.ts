// Viewings: proposed and booked inside a conversation about a listing. Every
// route needs a signed-in participant (anyone else: 404); the ones that
// reach the other side (propose, accept, decline, cancel, and the outcome,
// which the other side and the poster's "Viewings held" show) a verified e-mail.
import { Router, type Request } from 'express';
import { decodeCursor } from '../lib/cursor';
import { sendPage } from '../lib/paging';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { HttpError } from '../lib/http-error';
import { callerOf, requireAuth, requireVerified } from '../middleware/auth';
import { parseConversationId } from '../conversations/schema';
import { VIEWING_NOT_CONFIRMED } from '../contract/viewings';
import { mailConfig } from '../mail/config';
import { publicOrigin } from '../share/shell';
import { viewingCalendar } from './calendar';
import {
  acceptViewing,
  cancelViewing,
  declineViewing,
  getViewing,
  listConversationViewings,
  listViewings,
  proposeViewing,
  recordOutcome,
  viewingsOrder,
} from './repository';
import {
  acceptSchema,
  cancelSchema,
  declineSchema,
  listQuerySchema,
  outcomeSchema,
  parseViewingId,
  proposalSchema,
} from './schema';

const viewingIdOf = (req: Request) => parseViewingId(req.params.id);

/** POST and GET /conversations/:id/viewings (mounted before the conversations router). */
export function conversationViewingsRouter(): Router {
  const router = Router();
  router.post('/:id/viewings', requireVerified, async (req, res) => {
    const id = parseConversationId(req.params.id);
    const input = parseOr400(proposalSchema, requireJsonObject(req.body));
    res.status(201).json(await proposeViewing(callerOf(req), id, input));
  });
  router.get('/:id/viewings', requireAuth, async (req, res) => {
    const id = parseConversationId(req.params.id);
    res.json(await listConversationViewings(callerOf(req), id));
  });
  return router;
}

/** The site's origin for links in a calendar file: the e-mails' (APP_URL), else the public one. */
function appUrl(): string {
  try {
    return mailConfig().appUrl;
  } catch {
    return publicOrigin() ?? 'http://127.0.0.1:5050';
  }
}

/** /viewings: the caller's lists, the answers to a proposal, outcomes and the calendar file. */
export function viewingsRouter(): Router {
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    const { when, limit, cursor } = parseOr400(listQuerySchema, req.query);
    const after = cursor ? decodeCursor(cursor, viewingsOrder(when)) : undefined;
    const page = await listViewings(callerOf(req), when, limit, after);
    sendPage(res, page.viewings, page.nextCursor);
  });

  router.post('/:id/accept', requireVerified, async (req, res) => {
    const id = viewingIdOf(req);
    const { slot } = parseOr400(acceptSchema, requireJsonObject(req.body));
    res.json(await acceptViewing(callerOf(req), id, slot));
  });

  router.post('/:id/decline', requireVerified, async (req, res) => {
    const id = viewingIdOf(req);
    const input = parseOr400(declineSchema, requireJsonObject(req.body ?? {}));
    res.json(await declineViewing(callerOf(req), id, input));
  });

  router.post('/:id/cancel', requireVerified, async (req, res) => {
    const id = viewingIdOf(req);
    const { reason } = parseOr400(cancelSchema, requireJsonObject(req.body ?? {}));
    res.json(await cancelViewing(callerOf(req), id, reason || undefined));
  });

  router.post('/:id/outcome', requireVerified, async (req, res) => {
    const id = viewingIdOf(req);
    const { outcome } = parseOr400(outcomeSchema, requireJsonObject(req.body));
    res.json(await recordOutcome(callerOf(req), id, outcome));
  });

  router.get('/:id/calendar.ics', requireAuth, async (req, res) => {
    const viewing = await getViewing(callerOf(req), viewingIdOf(req));
    if (viewing.status !== 'confirmed') throw new HttpError(409, VIEWING_NOT_CONFIRMED);
    res
      .status(200)
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="roomly-viewing-${viewing.id}.ics"`,
        'Cache-Control': 'private, no-store',
      })
      .send(viewingCalendar(viewing, appUrl()));
  });

  return router;
}
