// Where to go after logging in. Pages that need a login send people to
// /auth/login with `state: { from }`; the login page sends them back there.
import type { Location } from 'react-router-dom';

export type LoginRedirectState = { from: string };

type PathLike = string | Pick<Location, 'pathname' | 'search' | 'hash'>;

function toPath(from: PathLike): string {
  return typeof from === 'string' ? from : `${from.pathname}${from.search}${from.hash}`;
}

/** State to pass to the login page so it can return to `from` afterwards. */
export function loginRedirectState(from: PathLike): LoginRedirectState {
  return { from: toPath(from) };
}

/** Only same-origin app paths, never back to the auth pages themselves. */
function isSafeTarget(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !path.startsWith('/auth/')
  );
}

/** Reads `state.from` (a path or a location object); falls back to `fallback`. */
export function getRedirectTarget(state: unknown, fallback = '/'): string {
  if (!state || typeof state !== 'object' || !('from' in state)) return fallback;
  const { from } = state as { from: unknown };
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && 'pathname' in from) {
    const loc = from as Partial<Location>;
    if (typeof loc.pathname === 'string') {
      path = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
    }
  }
  return path && isSafeTarget(path) ? path : fallback;
}
