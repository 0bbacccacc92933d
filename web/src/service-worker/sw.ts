/// <reference lib="webworker" />
// Roomly's service worker (docs/architecture.md, "Offline and the service
// worker"): the app shell and hashed files from the precache, each other kind
// of request by the strategy request-kinds.ts gives it. vite-plugin-pwa
// builds it to /sw.js and fills in the precache list.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { MEMBER_CACHE, PAGES_CACHE, PHOTOS_CACHE, SAVED_FOR_HEADER } from './caches';
import { requestKind, type RequestKind } from './request-kinds';
import { forbidsSharing, savedCopy, savedFor, uidOfAuthorization } from './saved-answers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

const APP_SHELL = '/index.html';
/** How long a saved read waits for the network before showing what was saved (a weak signal). */
const NETWORK_TIMEOUT_SECONDS = 6;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Whose saved answers a request may get: its token's member, or, offline
 * with a token that needs renewing, the member the app says is signed in on
 * this device (api-client.ts; only ever for their own saved copies here).
 */
const memberOf = (request: Request) =>
  uidOfAuthorization(request.headers.get('Authorization')) ||
  (request.headers.get(SAVED_FOR_HEADER) ?? '');

const kindOf = (request: Request, url: URL): RequestKind =>
  requestKind({
    method: request.method,
    url,
    origin: self.location.origin,
    mode: request.mode,
    authorized: request.headers.has('Authorization'),
  });

/** Public files only: never what the server says not to keep, or says is one person's. */
const everyonesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (forbidsSharing(response) ? null : response),
};

// Every page of the app is the precached index.html: it paints at once, offline too.
const appShell = createHandlerBoundToURL(APP_SHELL);
registerRoute(({ request, url }) => kindOf(request, url) === 'app-page', appShell);

// A listing's or an ad's first view: the copy saved on the last visit paints
// at once while a fresh one is fetched for next time (the app then reads the
// listing itself). Offline and never seen: the app shell, which reads it from
// the saved answers if it can.
const servedPages = new StaleWhileRevalidate({
  cacheName: PAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    everyonesOnly,
    new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ request, url }) => kindOf(request, url) === 'served-page',
  async (options) => {
    try {
      return await servedPages.handle(options);
    } catch {
      return (await matchPrecache(APP_SHELL)) ?? Response.error();
    }
  },
);

// Public photos: the saved file, else the network. Capped by count and age so
// a long session of browsing doesn't fill the phone; the oldest go first.
registerRoute(
  ({ request, url }) => kindOf(request, url) === 'photo',
  new CacheFirst({
    cacheName: PHOTOS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      everyonesOnly,
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The API reads of the pages a member comes back to: the network, else (no
// answer within the timeout, or offline) what this member last saw, with
// when they saw it (the app's offline note), nothing private in it.
const savedReads: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    savedCopy(response, uidOfAuthorization(request.headers.get('Authorization')), Date.now()),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse && savedFor(cachedResponse, memberOf(request)) ? cachedResponse : null,
};
registerRoute(
  ({ request, url }) => kindOf(request, url) === 'saved-read',
  new NetworkFirst({
    cacheName: MEMBER_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [savedReads],
  }),
);

// A new version waits until the member says "Reload" (the app's update prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The saved first views name the previous build's files, gone with its precache.
      await caches.delete(PAGES_CACHE);
      // The first install takes the open page over, so what it reads is saved from now on.
      await self.clients.claim();
    })(),
  );
});
