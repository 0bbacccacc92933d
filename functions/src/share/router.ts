// `GET /details/:id`: Hosting rewrites the details page to the function,
// which answers with the app shell carrying that listing's Open Graph and
// Twitter card tags (share previews: a chat app's crawler runs no JavaScript)
// and the listing's first view, rendered from the app's own components
// (first-view.ts): the page paints the listing before the app's code runs,
// and the app takes over from the same listing.
import { Router, type Request, type Response } from 'express';
import { gzipSync } from 'node:zlib';
import type { Post } from '../contract/post';
import { HttpError } from '../lib/http-error';
import { POST_ID_PATTERN } from '../posts/fields';
import { getPostFor } from '../posts/repository';
import { loadFirstViewRenderer, withFirstView, type FirstViewRenderer } from './first-view';
import { hostingShellLoader, publicOrigin, type ShellLoader } from './shell';
import { renderShareTags, type ShareListing } from './tags';

/**
 * Hosting's CDN keeps a listing's page 5 minutes (s-maxage; browsers always
 * revalidate, max-age=0), so a popular link costs a few Firestore reads per 5
 * minutes, and an edit shows in previews and the first view within 5 minutes
 * (the app itself refreshes a first view older than its stale time at once).
 * A miss is kept 1 minute: the id may be a listing that is about to be restored.
 */
export const CACHE_FOUND = 'public, max-age=0, s-maxage=300';
export const CACHE_GENERIC = 'public, max-age=0, s-maxage=60';

/**
 * When the shell can't be had (Hosting unreachable and no recent copy): a
 * short page that reloads itself in a few seconds. A meta refresh, not a
 * script: the CSP allows no inline script it doesn't list.
 */
export const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
  '<meta http-equiv="refresh" content="5" /><title>Roomly</title></head>' +
  '<body><p>Roomly is busy right now. This page reloads in a few seconds.</p></body></html>';

/**
 * The listing as a signed-out visitor gets it from `GET /posts/:id` (a listing
 * under review is reduced to its status: posts/visibility.ts), or null when
 * there is none.
 */
async function visitorAnswer(id: string): Promise<Post | null> {
  if (!POST_ID_PATTERN.test(id)) return null;
  try {
    return await getPostFor(id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/**
 * What a preview may show. A listing under review shows nothing of itself; a
 * paused, let or expired one still opens by link, with its banner, so its
 * preview says so (tags.ts). Never the poster's name, e-mail or contact.
 */
function shareable(post: Post): ShareListing | null {
  if (post.status === 'under-review') return null;
  return {
    id: post._id,
    title: post.title,
    location: post.location,
    rentAmount: post.rentAmount,
    roomType: post.roomType,
    description: post.description,
    cover: post.photos[0],
    status: post.status,
  };
}

export type ShareOptions = {
  /** The site's public origin (default: configured, shell.ts `publicOrigin`; never a request's). */
  origin?: string;
  /** Where the app shell comes from (default: that origin's index.html). */
  loadShell?: ShellLoader;
  /** The first view's renderer (default: the bundle the build made, first-view.ts). */
  loadRenderer?: () => Promise<FirstViewRenderer | null>;
};

/**
 * A listing's page, with its first view, is about 100 KB of HTML (two themes'
 * markup and styles): sent gzip-compressed (about 15 KB) to a client that
 * takes it, for a millisecond or two of CPU per CDN miss.
 */
function sendHtml(req: Request, res: Response, html: string) {
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(gzipSync(html));
  } else {
    res.send(html);
  }
}

export function shareRouter(options: ShareOptions = {}): Router {
  const router = Router();
  const origin = () => options.origin ?? publicOrigin();
  const loadShell = options.loadShell ?? hostingShellLoader(origin);
  const loadRenderer = options.loadRenderer ?? (() => loadFirstViewRenderer());

  // Always HTML: a browser navigating here must get a page, never the API's
  // JSON errors, so nothing here reaches the error middleware.
  const answer = async (req: Request, res: Response, id: string | null) => {
    let failed = false;
    const site = origin();
    const [shell, post, render] = await Promise.all([
      loadShell().catch((err: unknown) => {
        console.error('GET /details: no app shell:', err);
        return null;
      }),
      id
        ? visitorAnswer(id).catch((err: unknown) => {
            // Firestore failing: the page still works (the SPA loads the listing
            // itself), with the generic tags, kept by no cache.
            console.error(`GET /details/${id}: the listing could not be read:`, err);
            failed = true;
            return null;
          })
        : null,
      loadRenderer(),
    ]);
    res.type('html');
    if (shell === null || site === null) {
      res.set({ 'Cache-Control': 'no-store', 'Retry-After': '5' });
      res.status(503).send(UNAVAILABLE_PAGE);
      return;
    }
    // 200 either way, as for every other path of the single-page app: the app
    // shows its own "Listing not found" view for a missing listing.
    const listing = post && shareable(post);
    res.set('Cache-Control', failed ? 'no-store' : listing ? CACHE_FOUND : CACHE_GENERIC);
    const page = renderShareTags(shell, listing, site);
    sendHtml(req, res.status(200), post && render ? withFirstView(page, post, render) : page);
  };

  router.get('/:id', async (req, res) => {
    await answer(req, res, req.params.id);
  });
  // `/details/` or `/details/a/b`: the app's 404 view, with the generic tags.
  router.get('/{*rest}', async (req, res) => {
    await answer(req, res, null);
  });
  return router;
}
