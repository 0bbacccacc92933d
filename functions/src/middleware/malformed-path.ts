// A path with a malformed percent-escape (`/conversations/%ZZ`,
// `/posts/%E0%A4%A`: not hex, cut short, or not UTF-8) can't be decoded, and
// Express throws a URIError when it decodes a route's parameters. Left alone
// that is a 400 from our error handler for paths with a parameter, a 404 for
// the others, and, in front of the function, an HTML page with a stack trace:
// Cloud Functions' hosts (the Functions Framework in production, the
// emulator's runtime locally) route every request with Express of their own
// (`app.all('/*')`) before the function runs, and their final handler answers
// the decoding error. Neither host has a hook for it, so, as for bodies
// (host-body-parser.ts), once, when the module loads, this wraps the host's
// Express so such a path gets the same JSON 400 the app gives in-process.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { finished } from 'node:stream';

export const MALFORMED_PATH = 'Malformed URL: the path has an invalid percent-escape';

/** Whether the path of `url` (a request's target: path and query) can't be percent-decoded. */
export function hasMalformedPath(url: string | undefined): boolean {
  const target = url ?? '/';
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Answers the JSON 400 (once the request has been read off, as Express's final handler does). */
export function answerMalformedPath(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ error: MALFORMED_PATH });
  req.resume();
  finished(req, () => {
    if (res.headersSent) return;
    res.statusCode = 400;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(body);
  });
}

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: unknown) => unknown;
type ExpressModule = { application?: { handle?: unknown } };

const WRAPPED = Symbol.for('roomly.hostMalformedPathsAsJson');

/**
 * Wraps `express.application.handle` in place (idempotent), which every app the
 * module creates afterwards copies: a request whose path can't be decoded is
 * answered before the app routes it. Answers whether it wrapped it.
 */
export function answerMalformedPathsAsJson(express: ExpressModule): boolean {
  const application = express.application as
    ({ handle?: unknown } & { [WRAPPED]?: true }) | undefined;
  if (!application || typeof application.handle !== 'function') return false;
  if (application[WRAPPED]) return false;
  const handle = application.handle as Handle;
  application.handle = function handleMalformedPaths(this: unknown, req, res, callback) {
    // The host's own Express would announce itself (`X-Powered-By: Express`)
    // on every answer, its own errors included; the app's has it off too.
    const host = this as { disable?: (setting: string) => unknown } | null;
    if (typeof host?.disable === 'function') host.disable('x-powered-by');
    if (hasMalformedPath(req.url)) {
      answerMalformedPath(req, res);
      return undefined;
    }
    return handle.call(this, req, res, callback);
  } satisfies Handle;
  Object.defineProperty(application, WRAPPED, { value: true });
  return true;
}

/**
 * In a Cloud Functions host (production or the emulator: both set
 * FUNCTION_TARGET), wraps the Express that the host's entry script
 * (`require.main`) resolves. Elsewhere (tests, deploy analysis) it does nothing.
 */
export function installHostMalformedPaths(env = process.env): boolean {
  if (!env.FUNCTION_TARGET || typeof require === 'undefined') return false;
  const host = require.main?.filename;
  if (!host) return false;
  let express: ExpressModule;
  try {
    express = createRequire(host)('express') as ExpressModule;
  } catch {
    console.warn('express not found beside the Functions host: malformed paths get its HTML');
    return false;
  }
  return answerMalformedPathsAsJson(express);
}
