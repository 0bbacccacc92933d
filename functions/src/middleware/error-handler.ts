import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { MALFORMED_PATH } from './malformed-path';

/** Errors thrown by body-parser and Express carry a status and a type; Firestore's a gRPC code. */
type FrameworkError = { status?: unknown; statusCode?: unknown; type?: unknown; code?: unknown };

/** gRPC ABORTED: Firestore gave up on a transaction. */
const ABORTED = 10;
export const BUSY = 'Busy right now. Please try again in a moment.';

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = (err ?? {}) as FrameworkError;
  // A transaction still contended after its retries (other requests kept
  // changing the same documents: a popular listing, one member's burst of
  // likes and posts) is momentary, not a fault: 503 with Retry-After, so the
  // client may try again, instead of a 500. Found by the load check in
  // `npm run bench`, where 2 of 300 creates got a 500 "Transaction lock timeout".
  if (e.code === ABORTED) return new HttpError(503, BUSY, { 'Retry-After': '1' });
  if (e.type === 'entity.too.large') return new HttpError(413, 'Request body too large');
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'Malformed JSON body');
  const status = Number(e.status ?? e.statusCode);
  // A route parameter Express could not percent-decode (app.ts answers such
  // paths first; this keeps the same answer should one get past it).
  if (err instanceof URIError && status === 400) return new HttpError(400, MALFORMED_PATH);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    // Framework 4xx (bad charset, aborted request, undecodable URL): the status is
    // right but their messages describe internals.
    return new HttpError(status, 'Bad request');
  }
  return new HttpError(500, 'Internal server error');
}

/** Every error becomes `{ "error": message }`; only our own messages reach the caller, never a stack. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const { status, message, headers } = toHttpError(err);
  // Cloud Functions records stderr as ERROR entries, stack included; the caller sees none of it.
  if (status >= 500) console.error(`${req.method} ${req.path} failed:`, err);
  res.set(headers).status(status).json({ error: message });
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not found' });
};
