// The service worker's caches and the headers it stamps on what it saves:
// shared by the worker (sw.ts) and the app (lib/offline-copies.ts), which
// reads the stamps and clears the member's cache when they sign out.

/** Listing and profile photos (public files), capped: see sw.ts. */
export const PHOTOS_CACHE = 'roomly-photos-v1';

/**
 * The documents the function renders (a listing's and a Room wanted ad's
 * first view: public). They name this build's hashed files, so a new worker
 * drops them when it takes over (their files left with the old precache).
 */
export const PAGES_CACHE = 'roomly-pages-v1';

/**
 * What a member saw: the API's answers for the pages they visited (liked
 * listings, their own listings and ad, listings they opened) and the app's
 * copies of the conversations they opened, contact details, e-mails and
 * phone numbers taken out first (private-fields.ts). Cleared when they sign
 * out, delete their account or another member signs in.
 */
export const MEMBER_CACHE = 'roomly-member-v1';

/** Every cache of ours but the precache (workbox names its own). */
export const RUNTIME_CACHES = [PHOTOS_CACHE, PAGES_CACHE, MEMBER_CACHE];

/** When a saved answer was first seen (ms since the epoch): the offline note's time. */
export const SAVED_AT_HEADER = 'X-Roomly-Saved-At';

/** Whose answer it is (the ID token's uid; empty for a visitor's): only they get it back. */
export const SAVED_FOR_HEADER = 'X-Roomly-Saved-For';

/** The app asks a waiting worker to take over (the "Reload" of the update prompt). */
export const SKIP_WAITING = 'roomly:skip-waiting';
