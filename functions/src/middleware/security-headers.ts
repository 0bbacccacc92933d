// The headers every answer of the function carries, whoever calls it: through
// Hosting (which adds its own, the same ones, web/build/hosting-headers.ts) or
// at the function's own URL, which is public in production and gets no
// Hosting headers at all. Every answer: no `X-Powered-By` (the Functions
// host's Express sets one before the app runs) and `nosniff`. An HTML answer
// (the share pages, share/router.ts) also gets a document's headers
// (lib/page-headers.ts): frame protection, referrer and permissions
// policies, HSTS, and a Content-Security-Policy, the one the route set (the
// policy Hosting sends for the shell the page was made from), else an inert
// one that runs no script and can't be framed.
import type { RequestHandler, Response } from 'express';
import { PAGE_HEADERS } from '../lib/page-headers';

/** For HTML whose route named no policy: nothing runs, nothing frames it (a meta refresh still works). */
export const INERT_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function addPageHeaders(res: Response) {
  const type = res.getHeader('Content-Type');
  if (typeof type !== 'string' || !/^text\/html\b/i.test(type)) return;
  for (const { key, value } of PAGE_HEADERS) if (!res.hasHeader(key)) res.setHeader(key, value);
  if (!res.hasHeader('Content-Security-Policy')) {
    res.setHeader('Content-Security-Policy', INERT_PAGE_POLICY);
  }
}

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.removeHeader('X-Powered-By');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Whatever sends the answer (res.send, res.end, a stream), Node writes the
  // head through `writeHead` once the type is known: the one place to see it.
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) addPageHeaders(this);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
