// Where `/details/:id` gets the app shell it puts a listing's tags into: the
// built index.html as Hosting serves it, fetched from Hosting itself. The
// function therefore always answers with the shell of the release being served
// (its hashed asset names and the inline scripts whose hashes the CSP lists),
// and `functions/` deploys on its own, with no copy of the web build to go stale.
import type { Request } from 'express';

/** The shell's text, or null when Hosting couldn't give it. */
export type ShellLoader = (req: Request) => Promise<string | null>;

const FETCH_TIMEOUT_MS = 3000;
/** A copy this old is still used when Hosting can't be reached, rather than no page. */
const STALE_FOR_MS = 10 * 60 * 1000;
/** A host name with an optional port: nothing else is put in a URL. */
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
const LOCAL_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

const emulated = () => process.env.FUNCTIONS_EMULATOR === 'true';

function projectId(): string | undefined {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    return (JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { projectId?: string }).projectId;
  } catch {
    return undefined;
  }
}

/**
 * The address people used: Hosting passes the site's host on in
 * X-Forwarded-Host (a custom domain, web.app, or the emulator's 127.0.0.1:port).
 * Used for the tags' absolute URLs only.
 */
export function publicOrigin(req: Request): string {
  const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded && HOST.test(forwarded) ? forwarded : req.get('host');
  const safeHost = host && HOST.test(host) ? host : 'localhost';
  return `${emulated() || LOCAL_HOST.test(safeHost) ? 'http' : 'https'}://${safeHost}`;
}

/**
 * Where the shell is fetched from. Never a host the caller names in
 * production: anyone can call the function's own URL with any X-Forwarded-Host.
 * SHARE_SHELL_ORIGIN (functions/.env) names it; otherwise the project's
 * default Hosting site, which serves the same release as its custom domains.
 * In the emulator, the Hosting emulator that forwarded the request.
 */
export function shellOrigin(req: Request): string | null {
  const configured = process.env.SHARE_SHELL_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  if (emulated()) {
    const forwarded = req.get('x-forwarded-host');
    return forwarded && LOCAL_HOST.test(forwarded) ? `http://${forwarded}` : null;
  }
  const project = projectId();
  return project ? `https://${project}.web.app` : null;
}

type Cached = { html: string; etag: string | null; at: number };

/**
 * Fetches `<origin>/index.html` (Hosting serves a file before any rewrite),
 * revalidating a kept copy with its ETag on every call: a release replaces the
 * shell at once, and a 304 from Hosting's CDN costs little. Hosting's CDN keeps
 * the pages this builds (s-maxage), so this runs on a small share of visits.
 * Concurrent calls share one request.
 */
export function hostingShellLoader(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): ShellLoader {
  const cache = new Map<string, Cached>();
  const pending = new Map<string, Promise<string | null>>();

  async function load(origin: string): Promise<string | null> {
    const kept = cache.get(origin);
    try {
      const response = await fetchImpl(`${origin}/index.html`, {
        headers: kept?.etag ? { 'If-None-Match': kept.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && kept) {
        cache.set(origin, { ...kept, at: now() });
        return kept.html;
      }
      const html = response.ok ? await response.text() : '';
      if (!/<head[\s>]/i.test(html)) throw new Error(`no app shell (HTTP ${response.status})`);
      cache.set(origin, { html, etag: response.headers.get('etag'), at: now() });
      return html;
    } catch (err) {
      console.error(`Share previews: could not fetch ${origin}/index.html:`, err);
      return kept && now() - kept.at < STALE_FOR_MS ? kept.html : null;
    }
  }

  return async (req) => {
    const origin = shellOrigin(req);
    if (!origin) return null;
    let request = pending.get(origin);
    if (!request) {
      request = load(origin).finally(() => pending.delete(origin));
      pending.set(origin, request);
    }
    return request;
  };
}
