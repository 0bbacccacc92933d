// `GET /details/:id` (share previews): Hosting rewrites the details
// page to the function, which answers with the app shell carrying that
// listing's Open Graph and Twitter card tags. The browser gets the very page
// Hosting would have served (the SPA then renders the listing as before); a
// chat app's crawler, which runs no JavaScript, reads the tags.
import { Router, type Response } from 'express';
import { db } from '../lib/firebase';
import { toPost } from '../posts/document';
import { POST_ID_PATTERN, POSTS } from '../posts/fields';
import { hostingShellLoader, publicOrigin, type ShellLoader } from './shell';
import { renderShareTags, type ShareListing } from './tags';

/**
 * Hosting's CDN keeps a listing's page 5 minutes (s-maxage; browsers always
 * revalidate, max-age=0), so a popular link costs one Firestore read per 5
 * minutes, and an edit shows in previews within 5 minutes. A miss is kept 1
 * minute: the id may be a listing that is about to be restored.
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
 * What a preview may show. A listing under review shows nothing of itself
 * (moderation/visibility.ts: others see only that it is under review); a
 * paused, let or expired one still opens by link, with its banner, so its
 * preview says so (tags.ts). Never the poster's name, e-mail or contact.
 */
async function shareableListing(id: string): Promise<ShareListing | null> {
  if (!POST_ID_PATTERN.test(id)) return null;
  const snap = await db().collection(POSTS).doc(id).get();
  if (!snap.exists) return null;
  const post = toPost(id, snap.data()!);
  if (post.status === 'under-review') return null;
  return {
    id,
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
};

export function shareRouter(options: ShareOptions = {}): Router {
  const router = Router();
  const origin = () => options.origin ?? publicOrigin();
  const loadShell = options.loadShell ?? hostingShellLoader(origin);

  // Always HTML: a browser navigating here must get a page, never the API's
  // JSON errors, so nothing here reaches the error middleware.
  const answer = async (res: Response, id: string | null) => {
    let failed = false;
    const site = origin();
    const [shell, listing] = await Promise.all([
      loadShell().catch((err: unknown) => {
        console.error('GET /details: no app shell:', err);
        return null;
      }),
      id
        ? shareableListing(id).catch((err: unknown) => {
            // Firestore failing: the page still works (the SPA loads the listing
            // itself), with the generic tags, kept by no cache.
            console.error(`GET /details/${id}: the listing could not be read:`, err);
            failed = true;
            return null;
          })
        : null,
    ]);
    res.type('html');
    if (shell === null || site === null) {
      res.set({ 'Cache-Control': 'no-store', 'Retry-After': '5' });
      res.status(503).send(UNAVAILABLE_PAGE);
      return;
    }
    // 200 either way, as for every other path of the single-page app: the app
    // shows its own "Listing not found" view for a missing listing.
    res.set('Cache-Control', failed ? 'no-store' : listing ? CACHE_FOUND : CACHE_GENERIC);
    res.status(200).send(renderShareTags(shell, listing, site));
  };

  router.get('/:id', async (req, res) => {
    await answer(res, req.params.id);
  });
  // `/details/` or `/details/a/b`: the app's 404 view, with the generic tags.
  router.get('/{*rest}', async (_req, res) => {
    await answer(res, null);
  });
  return router;
}
