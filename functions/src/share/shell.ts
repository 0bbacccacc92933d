// Where `/details/:id` gets the app shell it puts a listing's tags into: the
// built index.html as Hosting serves it, fetched from Hosting itself. The
// function therefore always answers with the shell of the release being served
// (its hashed asset names and the inline scripts whose hashes the CSP lists),
// and `functions/` deploys on its own, with no copy of the web build to go stale.
/**
 * The shell's text with the Content-Security-Policy Hosting sent with it (the
 * policy of every document of that release: the hashes of the shell's inline
 * scripts, the build's settings), or null when Hosting couldn't give it. A
 * bare string is a shell with no policy known (tests).
 */
export type AppShell = { html: string; csp: string | null };
export type ShellLoader = () => Promise<AppShell | string | null>;

const FETCH_TIMEOUT_MS = 3000;
/** A copy this old is still used when Hosting can't be reached, rather than no page. */
const STALE_FOR_MS = 10 * 60 * 1000;
/** Where `npm start` serves the Hosting emulator when nothing says otherwise. */
export const EMULATOR_ORIGIN = 'http://127.0.0.1:5050';

function projectId(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    return (JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: string }).projectId;
  } catch {
    return undefined;
  }
}

/** `scheme://host[:port]` of an http(s) URL with no path, query or credentials, else null. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's public origin, from configuration only, never from a request:
 * the tags' absolute URLs (canonical, og:url, og:image) and the shell's
 * address. Anyone can call the function's own URL with any Host or
 * X-Forwarded-Host, and a CDN would keep what they made it say.
 * - PUBLIC_ORIGIN (functions/.env, or .env.<project>): e.g. a custom domain;
 * - in the emulator, the Hosting emulator the scripts started
 *   (ROOMLY_HOSTING_URL, which follows ROOMLY_PORT_OFFSET), else 127.0.0.1:5050;
 * - deployed, the project's default Hosting site, https://<project>.web.app.
 * Null when PUBLIC_ORIGIN is not an http(s) origin, or no project is known.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) {
    const origin = originOf(configured);
    if (!origin) console.error(`PUBLIC_ORIGIN must be an http(s) origin, got "${configured}"`);
    return origin;
  }
  if (env.FUNCTIONS_EMULATOR === 'true') {
    return originOf(env.ROOMLY_HOSTING_URL) ?? EMULATOR_ORIGIN;
  }
  const project = projectId(env);
  return project ? `https://${project}.web.app` : null;
}

type Cached = AppShell & { etag: string | null; at: number };

/**
 * Fetches `<origin>/index.html` (Hosting serves a file before any rewrite),
 * revalidating a kept copy with its ETag on every call: a release replaces the
 * shell at once, and a 304 from Hosting's CDN costs little. Hosting's CDN keeps
 * the pages this builds (s-maxage), so this runs on a small share of visits.
 * Concurrent calls share one request.
 */
export function hostingShellLoader(
  origin: () => string | null = () => publicOrigin(),
  now: () => number = Date.now,
): () => Promise<AppShell | null> {
  const cache = new Map<string, Cached>();
  const pending = new Map<string, Promise<AppShell | null>>();
  const shellOf = ({ html, csp }: Cached): AppShell => ({ html, csp });

  async function load(from: string): Promise<AppShell | null> {
    const kept = cache.get(from);
    try {
      const response = await fetch(`${from}/index.html`, {
        headers: kept?.etag ? { 'If-None-Match': kept.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && kept) {
        // The policy can change without the shell (a build setting): a 304 that names one wins.
        const csp = response.headers.get('content-security-policy') ?? kept.csp;
        const fresh = { ...kept, csp, at: now() };
        cache.set(from, fresh);
        return shellOf(fresh);
      }
      const html = response.ok ? await response.text() : '';
      if (!/<head[\s>]/i.test(html)) throw new Error(`no app shell (HTTP ${response.status})`);
      const fetched: Cached = {
        html,
        // index.html is a document to Hosting: it carries the page's policy.
        csp: response.headers.get('content-security-policy'),
        etag: response.headers.get('etag'),
        at: now(),
      };
      cache.set(from, fetched);
      return shellOf(fetched);
    } catch (err) {
      console.error(`Share previews: could not fetch ${from}/index.html:`, err);
      return kept && now() - kept.at < STALE_FOR_MS ? shellOf(kept) : null;
    }
  }

  return async () => {
    const from = origin();
    if (!from) return null;
    let request = pending.get(from);
    if (!request) {
      request = load(from).finally(() => pending.delete(from));
      pending.set(from, request);
    }
    return request;
  };
}
