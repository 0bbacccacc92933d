// `GET /details/:id` and `GET /room-wanted/:id`: Hosting rewrites a
// listing's page and a Room wanted ad's page to the function, which answers
// with the app shell carrying that listing's or ad's Open Graph and Twitter
// card tags (share previews: a chat app's crawler runs no JavaScript) and its
// first view, rendered from the app's own components (first-view.ts): the
// page paints the listing or ad before the app's code runs, and the app takes
// over from the same answer.
import { Router, type Request, type Response } from 'express';
import { gzipSync } from 'node:zlib';
import { NOT_FOUND_PAGE_TITLE } from '../contract/page-titles';
import { contentSecurityPolicy, inlineScripts } from '../lib/page-headers';
import { AD_PAGES, type AdPage } from './ad-pages';
import { loadFirstViewRenderers, withFirstView, type FirstViewRenderers } from './first-view';
import { hostingShellLoader, publicOrigin, type AppShell, type ShellLoader } from './shell';
import { withDocumentTitle } from './tags';

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

  const shellFor = (kind: AdPage<unknown>) =>
    loadFrom(loadShell).catch((err: unknown) => {
      console.error(`GET ${kind.base}: no app shell:`, err);
      return null;
    });

  // Always HTML: a browser navigating here must get a page, never the API's
  // JSON errors, so nothing here reaches the error middleware.
  function answer(kind: AdPage<unknown>) {
    return async (req: Request, res: Response, id: string | null) => {
      let failed = false;
      const site = origin();
      const [shell, found, renderers] = await Promise.all([
        shellFor(kind),
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
          ? withFirstView(
              page,
              (knownStyleIds) =>
                kind.firstView(renderers, found, { renderedAt: Date.now(), knownStyleIds }),
              `${kind.base}/${id}`,
            )
          : page;
      sendHtml(req, res.status(missing ? 404 : 200), html);
    };
  }

  // The app's own pages below an ad's page are not ads: Hosting serves them
  // index.html itself, and so does this, unchanged, should one reach it.
  const plainShell = async (res: Response, kind: AdPage<unknown>) => {
    const site = origin();
    const shell = await shellFor(kind);
    if (!shellOrUnavailable(res, shell, site)) return;
    res.type('html').set('Cache-Control', CACHE_GENERIC).status(200).send(shell!.html);
  };
  for (const kind of AD_PAGES) {
    const page = answer(kind);
    router.get(`${kind.base}/:id`, async (req, res) => {
      const { id } = req.params;
      if (kind.appPages?.includes(id)) await plainShell(res, kind);
      else await page(req, res, id);
    });
    // `/details/` or `/details/a/b`: the app's 404 view, with the generic
    // tags (a 404), where the app has no pages of its own there.
    router.get([kind.base, `${kind.base}/{*rest}`], async (req, res) => {
      if (kind.appPages) await plainShell(res, kind);
      else await page(req, res, null);
    });
  }
  return router;
}
