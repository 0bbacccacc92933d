// `GET /details/:id` and `GET /room-wanted/:id`: Hosting rewrites a
// listing's page and a Room wanted ad's page to the function, which answers
// with the app shell carrying that listing's or ad's Open Graph and Twitter
// card tags (share previews: a chat app's crawler runs no JavaScript) and its
// first view, rendered from the app's own components (first-view.ts): the
// page paints the listing or ad before the app's code runs, and the app takes
// over from the same answer.
import { Router, type Request, type Response } from 'express';
import { gzipSync } from 'node:zlib';
import type { Post } from '../contract/post';
import type { SeekerAd } from '../contract/seeker-ad';
import { HttpError } from '../lib/http-error';
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';
import { POST_ID_PATTERN } from '../posts/paths';
import { getPostFor } from '../posts/repository';
import { SEEKER_AD_STORE } from '../seeker-ads/repository';
import { loadFirstViewRenderers, withFirstView, type FirstViewRenderers } from './first-view';
import { contentSecurityPolicy, inlineScripts } from '../lib/page-headers';
import { hostingShellLoader, publicOrigin, type AppShell, type ShellLoader } from './shell';
import { listingPageTitle, NOT_FOUND_PAGE_TITLE, seekerAdPageTitle } from '../contract/page-titles';
import {
  renderAdShareTags,
  renderShareTags,
  withDocumentTitle,
  type ShareAd,
  type ShareListing,
} from './tags';

/**
 * Hosting's CDN keeps a listing's or an ad's page 5 minutes (s-maxage; browsers always
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

/** `read`'s answer, or null for its 404 (nothing a visitor may see). */
async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The listing as a signed-out visitor gets it from `GET /posts/:id` (a listing
 * under review is reduced to its status: posts/visibility.ts), or null when
 * there is none.
 */
const visitorPost = (id: string): Promise<Post | null> =>
  POST_ID_PATTERN.test(id) ? orNotFound(getPostFor(id)) : Promise.resolve(null);

/**
 * The ad as a signed-out visitor gets it from `GET /seeker-ads/:id` (the same
 * read and shape: active ads only, never the exact age, no e-mail or contact
 * in the shape at all), or null when a visitor gets a 404 (missing, paused,
 * expired, under review) or the API would refuse the id (400).
 */
const visitorAd = (id: string): Promise<SeekerAd | null> =>
  DOCUMENT_ID_PATTERN.test(id) ? orNotFound(SEEKER_AD_STORE.get(id)) : Promise.resolve(null);

/**
 * The app's own pages one level below /room-wanted that are not an ad
 * (web/src/config/paths.ts: /room-wanted/mine). Hosting serves them
 * index.html itself (firebase.json); should one reach the function, it gets
 * the shell unchanged, never an ad's page.
 */
export const ROOM_WANTED_PAGES = ['mine'];

/**
 * What a preview may show of a listing. A listing under review shows nothing of itself; a
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

/** What a preview may show of an ad a visitor gets (always an active one): tags.ts's ShareAd. */
const shareableAd = (ad: SeekerAd): ShareAd => ({
  id: ad._id,
  headline: ad.headline,
  budget: ad.budget,
  areas: ad.areas,
  stayMonths: ad.stayMonths,
  aboutMe: ad.aboutMe,
});

/**
 * The page's policy: the one Hosting sent with the shell (so the function's
 * own URL sends exactly what Hosting sends for the page), else one made the
 * same way from the shell's inline scripts with no build settings. The pages
 * add no script to the shell (the first view's data is JSON), so the shell's
 * hashes hold for them.
 */
function shellPolicy(shell: AppShell): string {
  return shell.csp ?? contentSecurityPolicy(inlineScripts(shell.html), {});
}

/** A loader's answer as a shell: a bare string is one whose policy is unknown. */
async function loadFrom(loader: ShellLoader): Promise<AppShell | null> {
  const shell = await loader();
  return typeof shell === 'string' ? { html: shell, csp: null } : shell;
}

export type ShareOptions = {
  /** The site's public origin (default: configured, shell.ts `publicOrigin`; never a request's). */
  origin?: string;
  /** Where the app shell comes from (default: that origin's index.html). */
  loadShell?: ShellLoader;
  /** The first views' renderers (default: the bundle the build made, first-view.ts). */
  loadRenderers?: () => Promise<FirstViewRenderers | null>;
};

/**
 * A listing's or ad's page, with its first view, is about 100 KB of HTML (two
 * themes' markup and styles): sent gzip-compressed (about 15 KB) to a client
 * that takes it, for a millisecond or two of CPU per CDN miss.
 */
function sendHtml(req: Request, res: Response, html: string) {
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(gzipSync(html));
  } else {
    res.send(html);
  }
}

/** One kind of page: how its answer is read and what the page makes of it. */
type PageKind<T> = {
  /** The page's path without the id, for logs: `/details`. */
  base: string;
  /** The visitor's answer for `id`, or null when a visitor gets none. */
  read: (id: string) => Promise<T | null>;
  /** The shell with `found`'s preview tags (the generic ones for null), and whether they are its own. */
  tags: (shell: string, found: T | null, origin: string) => { page: string; shown: boolean };
  /** The tab's title for `found`: the one the app's route sets (contract/page-titles.ts). */
  title: (found: T) => string;
  /** `found`'s first view from the bundle's renderers. */
  render: (renderers: FirstViewRenderers, found: T) => Parameters<typeof withFirstView>[1];
};

export function shareRouter(options: ShareOptions = {}): Router {
  const router = Router();
  const origin = () => options.origin ?? publicOrigin();
  const loadShell = options.loadShell ?? hostingShellLoader(origin);
  const loadRenderers = options.loadRenderers ?? loadFirstViewRenderers;

  const shellOrUnavailable = (res: Response, shell: AppShell | null, site: string | null) => {
    if (shell !== null && site !== null) {
      res.set('Content-Security-Policy', shellPolicy(shell));
      return true;
    }
    res.type('html');
    res.set({ 'Cache-Control': 'no-store', 'Retry-After': '5' });
    res.status(503).send(UNAVAILABLE_PAGE);
    return false;
  };

  // Always HTML: a browser navigating here must get a page, never the API's
  // JSON errors, so nothing here reaches the error middleware.
  function answer<T>(kind: PageKind<T>) {
    return async (req: Request, res: Response, id: string | null) => {
      let failed = false;
      const site = origin();
      const [shell, found, renderers] = await Promise.all([
        loadFrom(loadShell).catch((err: unknown) => {
          console.error(`GET ${kind.base}: no app shell:`, err);
          return null;
        }),
        id
          ? kind.read(id).catch((err: unknown) => {
              // Firestore failing: the page still works (the SPA loads it
              // itself), with the generic tags, kept by no cache.
              console.error(`GET ${kind.base}/${id}: it could not be read:`, err);
              failed = true;
              return null;
            })
          : null,
        loadRenderers(),
      ]);
      if (!shellOrUnavailable(res, shell, site)) return;
      // A 404 only for what no visitor may see (the app's code in the page
      // still shows its own "not found" view); a read that failed is not
      // known to be missing, so it stays 200 and uncached.
      const missing = found === null && !failed;
      const tagged = kind.tags(shell!.html, found, site!);
      const title = found !== null ? kind.title(found) : missing ? NOT_FOUND_PAGE_TITLE : null;
      const page = title === null ? tagged.page : withDocumentTitle(tagged.page, title);
      res.type('html');
      res.set('Cache-Control', failed ? 'no-store' : tagged.shown ? CACHE_FOUND : CACHE_GENERIC);
      const html =
        found !== null && renderers
          ? withFirstView(page, kind.render(renderers, found), `${kind.base}/${id}`)
          : page;
      sendHtml(req, res.status(missing ? 404 : 200), html);
    };
  }

  const details = answer<Post>({
    base: '/details',
    read: visitorPost,
    tags: (shell, post, site) => {
      const listing = post && shareable(post);
      return { page: renderShareTags(shell, listing, site), shown: listing !== null };
    },
    title: (post) => listingPageTitle(post.title),
    render:
      ({ details: render }, post) =>
      (knownStyleIds) =>
        render({ post, renderedAt: Date.now(), knownStyleIds }),
  });
  router.get('/details/:id', async (req, res) => {
    await details(req, res, req.params.id);
  });
  // `/details/` or `/details/a/b`: the app's 404 view, with the generic tags (a 404).
  router.get(['/details', '/details/{*rest}'], async (req, res) => {
    await details(req, res, null);
  });

  const ad = answer<SeekerAd>({
    base: '/room-wanted',
    read: visitorAd,
    tags: (shell, found, site) => ({
      page: renderAdShareTags(shell, found && shareableAd(found), site),
      shown: found !== null,
    }),
    title: (found) => seekerAdPageTitle(found.headline),
    render:
      ({ seekerAd: render }, found) =>
      (knownStyleIds) =>
        render({ ad: found, renderedAt: Date.now(), knownStyleIds }),
  });
  // The app's own pages at /room-wanted, /room-wanted/mine, /room-wanted/:id/edit
  // are not ads: Hosting serves them index.html itself, and so does this,
  // unchanged, should one reach it.
  const plainShell = async (res: Response) => {
    const site = origin();
    const shell = await loadFrom(loadShell).catch((err: unknown) => {
      console.error('GET /room-wanted: no app shell:', err);
      return null;
    });
    if (!shellOrUnavailable(res, shell, site)) return;
    res.type('html').set('Cache-Control', CACHE_GENERIC).status(200).send(shell!.html);
  };
  router.get('/room-wanted/:id', async (req, res) => {
    const { id } = req.params;
    if (ROOM_WANTED_PAGES.includes(id)) await plainShell(res);
    else await ad(req, res, id);
  });
  router.get(['/room-wanted', '/room-wanted/{*rest}'], async (_req, res) => {
    await plainShell(res);
  });
  return router;
}
