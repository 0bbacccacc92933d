import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { auth } from '../lib/firebase';
import { forbidden, unauthorized } from '../lib/http-error';

/** The verified caller. `email` is lowercased: it keys profiles and owns posts. */
export type Caller = { uid: string; email: string; name?: string; picture?: string };

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

const INVALID_TOKEN = 'Invalid or expired token';

async function verify(header: string): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('Authorization header must be "Bearer <token>"');
  let decoded;
  try {
    decoded = await auth().verifyIdToken(match[1]!);
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
    name: typeof decoded.name === 'string' ? decoded.name : undefined,
    picture: typeof decoded.picture === 'string' ? decoded.picture : undefined,
  };
}

/** Routes for signed-in users: 401 without a valid token. */
export const requireAuth: RequestHandler = async (
  req: Request,
  _res: Response,
  next: NextFunction,
) => {
  const header = req.get('authorization');
  if (!header) throw unauthorized();
  req.caller = await verify(header);
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
  if (header) req.caller = await verify(header);
  next();
};

/** The caller on a route behind `requireAuth`. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
