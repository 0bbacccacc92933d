import type { RequestHandler } from 'express';
import { appCheck } from '../lib/firebase';
import { forbidden } from '../lib/http-error';

export const APP_CHECK_FAILED = 'App Check token missing or invalid';

/** Resolves when the App Check token is valid, rejects otherwise. */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

const verifyWithFirebase: AppCheckVerifier = (token) => appCheck().verifyToken(token);

/**
 * With `APP_CHECK=enforce` (production, set in functions/.env.<project>), every
 * request must come from the real app: a valid `X-Firebase-AppCheck` token.
 * Off otherwise: App Check has no emulator, so locally there is nothing to verify.
 * `verify` is a seam for tests, the only Firebase piece here without an emulator.
 * A rejection is 403, not 401: it is about the app, not the user's session, and
 * the web client ends the session on 401 alone (web/src/lib/api-client.ts).
 */
export function requireAppCheck(
  verify: AppCheckVerifier = verifyWithFirebase,
  enforce = () => process.env.APP_CHECK === 'enforce',
): RequestHandler {
  return async (req, _res, next) => {
    if (!enforce()) return next();
    const token = req.get('x-firebase-appcheck');
    if (!token) throw forbidden(APP_CHECK_FAILED);
    try {
      await verify(token);
    } catch {
      throw forbidden(APP_CHECK_FAILED);
    }
    next();
  };
}
