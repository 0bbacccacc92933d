import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MODERATORS_ONLY } from '../contract/moderation';
import { auth } from '../lib/firebase';
import { forbidden, unauthorized } from '../lib/http-error';

/**
 * The verified caller. `email` is lowercased: together with `uid` it identifies
 * the owner of a listing (see docs/security-model.md).
 */
export type Caller = {
  uid: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
  /**
   * The `moderator: true` custom claim. Only the Admin SDK sets
   * custom claims (scripts/moderator.mjs); a client can't put it in a token.
   */
  moderator?: boolean;
  /** How this token was obtained (`password`, `google.com`…): the "Google account" badge. */
  signInProvider?: string;
};

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

const INVALID_TOKEN = 'Invalid or expired token';
export const VERIFY_EMAIL_FIRST = 'Please verify your e-mail address first';

/**
 * `checkRevoked` asks Auth whether the account was disabled, deleted or signed
 * out everywhere since the token was issued (one extra round trip). Routes that
 * act for the caller pay it; public reads don't.
 */
async function verify(header: string, checkRevoked: boolean): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('Authorization header must be "Bearer <token>"');
  let decoded;
  try {
    decoded = await auth().verifyIdToken(match[1]!, checkRevoked);
  } catch {
    throw unauthorized(INVALID_TOKEN);
  }
  // Ownership is by e-mail (the spec's model), so an account without one
  // (anonymous or phone sign-in) can't act here.
  if (typeof decoded.email !== 'string' || !decoded.email) {
    throw forbidden('Your account needs an e-mail address to use Roomly');
  }
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : undefined,
    picture: typeof decoded.picture === 'string' ? decoded.picture : undefined,
    moderator: decoded.moderator === true,
    signInProvider:
      typeof decoded.firebase?.sign_in_provider === 'string'
        ? decoded.firebase.sign_in_provider
        : undefined,
  };
}

/** Routes for signed-in users: 401 without a valid, unrevoked token. */
export const requireAuth: RequestHandler = async (
  req: Request,
  _res: Response,
  next: NextFunction,
) => {
  const header = req.get('authorization');
  if (!header) throw unauthorized();
  req.caller = await verify(header, true);
  next();
};

/**
 * Routes whose writes reach other people (listings, likes): a signed-in caller
 * whose e-mail is verified, so nobody acts under an address they don't own.
 */
export const requireVerified: RequestHandler = async (req, res, next) => {
  await requireAuth(req, res, () => undefined);
  if (!req.caller!.emailVerified) throw forbidden(VERIFY_EMAIL_FIRST);
  next();
};

/**
 * Public routes that answer more to a signed-in caller. A token that is sent
 * but bad still gets 401, so a client with a stale session finds out instead
 * of silently seeing the anonymous view.
 */
export const optionalAuth: RequestHandler = async (
  req: Request,
  _res: Response,
  next: NextFunction,
) => {
  const header = req.get('authorization');
  if (header) req.caller = await verify(header, false);
  next();
};

/** The caller on a route behind `requireAuth`. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/**
 * Moderation routes: a verified caller whose ID token carries the
 * `moderator: true` custom claim; everyone else gets 403. The claim comes only
 * from the verified token, never from a profile or a request body.
 */
export const requireModerator: RequestHandler = async (req, res, next) => {
  await requireVerified(req, res, () => undefined);
  if (req.caller!.moderator !== true) throw forbidden(MODERATORS_ONLY);
  next();
};
