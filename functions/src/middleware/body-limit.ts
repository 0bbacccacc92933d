import type { RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';

export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Cloud Functions (and its emulator) parse the body before our app sees it,
 * with a limit of tens of megabytes, so express.json's limit never applies
 * there. This enforces ours on the declared length and on the raw body they keep.
 */
export const bodyLimit: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  const raw = (req as { rawBody?: unknown }).rawBody;
  const rawLength = Buffer.isBuffer(raw) ? raw.length : 0;
  if (declared > BODY_LIMIT_BYTES || rawLength > BODY_LIMIT_BYTES) {
    throw new HttpError(413, 'Request body too large');
  }
  next();
};
