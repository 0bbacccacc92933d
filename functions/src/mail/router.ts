// /mail: the unsubscribe link's API. No sign-in (a mail client posts to it on
// its own, RFC 8058): the signed token (unsubscribe-token.ts) names the member
// and the kind. Mounted before App Check (app.ts): neither mail clients nor a
// link opened from an e-mail can send its token.
//   GET  /mail/unsubscribe?token=…  → { kind, subscribed }: what the link would change, nothing written
//   POST /mail/unsubscribe?token=…  → turns that kind off (the body is ignored: RFC 8058's
//        `List-Unsubscribe=One-Click` form, JSON, or none)
//   POST /mail/resubscribe?token=…  → turns it back on ("Undo" on /unsubscribe)
// A bad token is 400, an expired one 410, a member who deleted the account 404.
import express, { Router, type Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { UNSUBSCRIBE_EXPIRED, UNSUBSCRIBE_INVALID } from '../contract/email';
import { db as defaultDb } from '../lib/firebase';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { BODY_LIMIT_BYTES, bodyLimit } from '../middleware/body-limit';
import { mailConfig } from './config';
import { setSubscription, subscriptionOf } from './subscription';
import { verifyUnsubscribeToken, type UnsubscribePayload } from './unsubscribe-token';

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

  function linkOf(req: Request): UnsubscribePayload {
    const token = req.query.token;
    if (typeof token !== 'string' || !token) throw badRequest(UNSUBSCRIBE_INVALID);
    const check = verifyUnsubscribeToken(token, secret(), now());
    if (check.ok) return check.payload;
    throw check.reason === 'expired'
      ? new HttpError(410, UNSUBSCRIBE_EXPIRED)
      : badRequest(UNSUBSCRIBE_INVALID);
  }

  router.get('/unsubscribe', async (req, res) => {
    const answer = await subscriptionOf(db(), linkOf(req));
    if (!answer) throw notFound(MEMBER_GONE);
    res.json(answer);
  });

  router.post('/unsubscribe', async (req, res) => {
    const answer = await setSubscription(db(), linkOf(req), false);
    if (!answer) throw notFound(MEMBER_GONE);
    res.json(answer);
  });

  router.post('/resubscribe', async (req, res) => {
    const answer = await setSubscription(db(), linkOf(req), true);
    if (!answer) throw notFound(MEMBER_GONE);
    res.json(answer);
  });

  return router;
}
