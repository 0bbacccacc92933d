// Which strategy the service worker uses for a request (sw.ts does what this
// says; docs/architecture.md, "Offline and the service worker", says why).
// Pure: a unit test goes through every kind, and checks the app's pages
// against firebase.json's rewrites.

export type RequestKind =
  /** A page of the app: the precached index.html (it paints at once, then checks for an update). */
  | 'app-page'
  /** A listing's or an ad's first view, rendered by the function: the saved copy first, refreshed behind. */
  | 'served-page'
  /** A public photo file: the saved copy, else the network (capped, oldest out first). */
  | 'photo'
  /** An API read of a page a member visits: the network, else (slow or offline) what they last saw. */
  | 'saved-read'
  /** Everything else goes to the network untouched: writes, other reads, other origins. */
  | 'network';

export type RequestFacts = {
  method: string;
  url: URL;
  /** The page's own origin (the worker's). */
  origin: string;
  /** `navigate` for a document the browser opens. */
  mode: string;
  /** Whether it carries an ID token (`Authorization`). */
  authorized: boolean;
};

/**
 * The paths Hosting gives to the function (firebase.json's rewrites): a
 * navigation to one of them is never the app's page. `/moderation/` with its
 * slash: the page /moderation is the app's, its API is below it.
 */
export const FUNCTION_PREFIXES = [
  '/posts',
  '/users',
  '/conversations',
  '/moderation/',
  '/seeker-ads',
  '/viewings',
  '/photos',
  '/places',
  '/mail/',
  '/api/',
  '/details/',
  '/room-wanted/',
] as const;

/** Hosting's own pages (the sign-in helper): never ours to answer. */
const HOSTING_RESERVED = '/__/';

/** The one Room wanted path below /room-wanted/ that is the app's page, not the function's. */
const OWN_AD_PAGE = '/room-wanted/mine';

const under = (path: string, prefix: string) =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/** A one-segment id after `prefix` (`/details/abc`), else null. */
function idAfter(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  return rest && !rest.includes('/') ? rest : null;
}

/** A first view the function renders: `/details/<id>`, `/room-wanted/<id>` (not `mine`). */
export function isServedPage(path: string): boolean {
  if (path === OWN_AD_PAGE) return false;
  return idAfter(path, '/details/') !== null || idAfter(path, '/room-wanted/') !== null;
}

/** A path the app's index.html answers (Hosting's `**` rewrite): not the function's, not a file. */
export function isAppPath(path: string): boolean {
  if (path === OWN_AD_PAGE) return true;
  if (path.startsWith(HOSTING_RESERVED)) return false;
  if (FUNCTION_PREFIXES.some((prefix) => under(path, prefix))) return false;
  // A file (`/manifest.webmanifest`, `/images/…/x.jpg`): Hosting serves it, or its 404.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The named reads beside `/posts/<id>` and `/seeker-ads/<id>` (counts, reminders): not a listing or an ad. */
const NOT_AN_ID = new Set(['count', 'liked', 'mine', 'expiring-soon']);

/**
 * The API reads behind the pages a member keeps coming back to: Liked
 * Listings, My Listings (`/posts?email=`), their Room wanted ad, and the
 * listings and ads they opened. A list of everyone's listings or ads is not
 * among them (it changes by the minute, and is no use offline).
 */
export function isSavedRead(url: URL): boolean {
  const path = url.pathname;
  if (path === '/posts/liked') return true;
  if (path === '/posts') return url.searchParams.has('email');
  if (path === '/seeker-ads/mine') return true;
  const id = idAfter(path, '/posts/') ?? idAfter(path, '/seeker-ads/');
  return id !== null && !NOT_AN_ID.has(id);
}

/** A public photo file: an upload's (`/photos/<id>/<file>`) or a bundled image (`/images/…`). */
export function isPhotoFile(path: string): boolean {
  return /^\/photos\/[^/]+\/[^/]+$/.test(path) || path.startsWith('/images/');
}

export function requestKind({ method, url, origin, mode, authorized }: RequestFacts): RequestKind {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (mode === 'navigate') {
    if (isServedPage(path)) return 'served-page';
    return isAppPath(path) ? 'app-page' : 'network';
  }
  // A photo fetched with a token is one only its owner may see yet: never saved.
  if (isPhotoFile(path)) return authorized ? 'network' : 'photo';
  if (isSavedRead(url)) return 'saved-read';
  return 'network';
}
