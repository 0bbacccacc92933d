// Where to go after logging in. A link to the login page carries where the
// user was going in its URL (`/auth/login?next=%2Fdetails%2F42`): a served
// first view's links are plain <a> elements until the app takes over, and a
// full page load keeps the URL but not the router's state. Redirects made by
// the running app may pass `state: { from }` instead; the login page reads
// either and sends the user there.
import type { Location } from 'react-router-dom';
import { paths } from '@/config/paths';

export type LoginRedirectState = { from: string };

type PathLike = string | Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The login page's query parameter naming where to go afterwards. */
export const NEXT_PARAM = 'next';

function toPath(from: PathLike): string {
  return typeof from === 'string' ? from : `${from.pathname}${from.search}${from.hash}`;
}

/** State to pass to the login page so it can return to `from` afterwards. */
export function loginRedirectState(from: PathLike): LoginRedirectState {
  return { from: toPath(from) };
}

/** The login page's URL that returns to `from` afterwards: every link to the login page. */
export function loginPath(from: PathLike): string {
  return `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: toPath(from) }).toString()}`;
}

/** Any origin: only whether a path stays on it matters. */
const BASE = 'https://roomly.invalid';

/**
 * `path` as a same-origin app path, never an auth page (which would send the
 * user round again), or null. Read the way the browser will read it: the URL
 * parser drops tabs and newlines and takes `\` for `/`, so `/\t/evil.example`
 * or `/\evil.example` would leave the site, and `/%2e/auth/login` is the login page.
 */
function safeTarget(path: string): string | null {
  if (!path.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The router matches paths regardless of case.
  const pathname = url.pathname.toLowerCase();
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `state.from`, a path or a location object, or null. */
function fromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const loc = from as Partial<Location>;
    if (typeof loc.pathname === 'string') {
      return `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
    }
  }
  return null;
}

/**
 * Where the login page sends the user: its `state.from`, else its `next`
 * parameter, when that is a safe app path (`safeTarget`); else `fallback`.
 */
export function getRedirectTarget(
  location: Pick<Location, 'state' | 'search'>,
  fallback = '/',
): string {
  const candidates = [
    fromState(location.state),
    new URLSearchParams(location.search).get(NEXT_PARAM),
  ];
  for (const candidate of candidates) {
    const target = candidate === null ? null : safeTarget(candidate);
    if (target !== null) return target;
  }
  return fallback;
}
