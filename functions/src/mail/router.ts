// /mail: the unsubscribe link's API. No sign-in (a mail client posts to it on
// its own, RFC 8058): the signed token (unsubscribe-token.ts) names the member
// and the kind. Mounted before App Check (app.ts): neither mail clients nor a
// link opened from an e-mail can send its token.
//   GET  /mail/unsubscribe?token=…  → { kind, subscribed }: what the link would change, nothing written
//   POST /mail/unsubscribe?token=…  → turns that kind off (the body is ignored: RFC 8058's
//        `List-Unsubscribe=One-Click` form, JSON, or none); when that changed the
//        setting, the answer carries an undo token
//   POST /mail/resubscribe?token=<undo token> → turns it back on ("Undo" on
//        /unsubscribe), within UNDO_WINDOW_MINUTES of that unsubscribe. The
//        e-mail's own link can't: whoever holds a forwarded e-mail could undo a
//        member's opt-out for the link's 90 days (403); a late Undo is 410.
// A bad token is 400, an expired one 410, a member who deleted the account 404.
import express, { Router, type Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { RESUBSCRIBE_CLOSED, UNSUBSCRIBE_EXPIRED, UNSUBSCRIBE_INVALID } from '../contract/email';
import { db as defaultDb } from '../lib/firebase';
import { HttpError, badRequest, forbidden, notFound } from '../lib/http-error';
import { BODY_LIMIT_BYTES, bodyLimit } from '../middleware/body-limit';
import { mailConfig } from './config';
import { setSubscription, subscriptionOf } from './subscription';
import {
  createUndoToken,
  verifyUnsubscribeToken,
  type UnsubscribePayload,
} from './unsubscribe-token';

export const MEMBER_GONE = 'This Roomly account no longer exists, so it gets no e-mail.';

export type MailRouterOptions = {
  db?: () => Firestore;
  /** The token key (default: MAIL_TOKEN_SECRET, read per request). */
  secret?: () => string;
  now?: () => Date;
};

export function mailRouter(options: MailRouterOptions = {}): Router {
  const db = options.db ?? defaultDb;
  const secret = options.secret ?? (() => mailConfig().tokenSecret);
  const now = options.now ?? (() => new Date());
  const router = Router();

  // The Functions host has parsed the body already (form, JSON or text);
  // in-process the same parsers read it. Either way only its size matters.
  router.use(
    bodyLimit,
    express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES }),
    express.json({ limit: BODY_LIMIT_BYTES, strict: false }),
  );
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  function checked(req: Request) {
    const token = req.query.token;
    if (typeof token !== 'string' || !token) throw badRequest(UNSUBSCRIBE_INVALID);
    return verifyUnsubscribeToken(token, secret(), now());
  }

  /** The e-mail's own link (an undo token is no link: it only undoes). */
  function linkOf(req: Request): UnsubscribePayload {
    const check = checked(req);
    if (check.ok && !check.payload.undo) return check.payload;
    if (!check.ok && check.reason === 'expired' && !check.payload.undo) {
      throw new HttpError(410, UNSUBSCRIBE_EXPIRED);
    }
    throw badRequest(UNSUBSCRIBE_INVALID);
  }

  /** An undo token within its window. */
  function undoOf(req: Request): UnsubscribePayload {
    const check = checked(req);
    if (check.ok) {
      if (check.payload.undo) return check.payload;
      throw forbidden(RESUBSCRIBE_CLOSED);
    }
    if (check.reason === 'expired') throw new HttpError(410, RESUBSCRIBE_CLOSED);
    throw badRequest(UNSUBSCRIBE_INVALID);
  }

  router.get('/unsubscribe', async (req, res) => {
    const answer = await subscriptionOf(db(), linkOf(req));
    if (!answer) throw notFound(MEMBER_GONE);
    res.json(answer);
  });

  router.post('/unsubscribe', async (req, res) => {
    const link = linkOf(req);
    const result = await setSubscription(db(), link, false);
    if (!result) throw notFound(MEMBER_GONE);
    // Undo only for the unsubscribe this link just did: had the member turned
    // the kind off already (in the profile, or another click), Undo would
    // overrule their own choice.
    res.json(
      result.changed
        ? { ...result.answer, undoToken: createUndoToken(link, secret(), now()) }
        : result.answer,
    );
  });

  router.post('/resubscribe', async (req, res) => {
    const result = await setSubscription(db(), undoOf(req), true);
    if (!result) throw notFound(MEMBER_GONE);
    res.json(result.answer);
  });

  return router;
}
