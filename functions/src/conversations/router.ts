import { Router, type Request } from 'express';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireAuth, requireVerified } from '../middleware/auth';
import { requireVerifiedPhone } from '../phone/require-phone';
import { decodeCursor } from '../lib/cursor';
import { pageQuerySchema, sendPage } from '../lib/paging';
import {
  INBOX_ORDER,
  findConversation,
  getConversation,
  listConversations,
  markRead,
  sendMessage,
  setBlocked,
  shareContact,
  startConversation,
  unreadCount,
} from './repository';
import { aboutSchema, messageSchema, parseConversationId, startSchema } from './schema';

const conversationIdOf = (req: Request) => parseConversationId(req.params.id);

/**
 * Messages between seekers and posters. Sending needs a verified e-mail (it
 * reaches someone else); reading, marking read and blocking need only a
 * signed-in participant.
 */
export function conversationsRouter(): Router {
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    const { limit, cursor } = parseOr400(pageQuerySchema, req.query);
    const after = cursor ? decodeCursor(cursor, INBOX_ORDER) : undefined;
    const page = await listConversations(callerOf(req), limit, after);
    sendPage(res, page.conversations, page.nextCursor);
  });

  router.get('/unread-count', requireAuth, async (req, res) => {
    res.json({ count: await unreadCount(callerOf(req)) });
  });

  // Starting a conversation needs a verified phone too; replies only the e-mail.
  router.post('/', requireVerifiedPhone, async (req, res) => {
    const input = parseOr400(startSchema, requireJsonObject(req.body));
    res.status(201).json(await startConversation(callerOf(req), input));
  });

  // Asked by every listing page a member opens ("continue the conversation"):
  // none yet is the usual answer, so it is a 200 with null rather than a 404.
  // A stranger's question gets the same null whether or not one exists.
  router.get('/about/:postId', requireAuth, async (req, res) => {
    const { postId, with: seekerId } = parseOr400(aboutSchema, {
      postId: req.params.postId,
      ...req.query,
    });
    const caller = callerOf(req);
    res.json(await findConversation(caller, postId, seekerId ?? caller.uid));
  });

  router.get('/:id', requireAuth, async (req, res) => {
    res.json(await getConversation(callerOf(req), conversationIdOf(req)));
  });

  router.post('/:id/messages', requireVerified, async (req, res) => {
    const id = conversationIdOf(req);
    const { text } = parseOr400(messageSchema, requireJsonObject(req.body));
    res.status(201).json(await sendMessage(callerOf(req), id, text));
  });

  router.post('/:id/share-contact', requireVerified, async (req, res) => {
    res.status(201).json(await shareContact(callerOf(req), conversationIdOf(req)));
  });

  router.post('/:id/read', requireAuth, async (req, res) => {
    res.json(await markRead(callerOf(req), conversationIdOf(req)));
  });

  router.post('/:id/block', requireAuth, async (req, res) => {
    res.json(await setBlocked(callerOf(req), conversationIdOf(req), true));
  });

  router.delete('/:id/block', requireAuth, async (req, res) => {
    res.json(await setBlocked(callerOf(req), conversationIdOf(req), false));
  });

  return router;
}
