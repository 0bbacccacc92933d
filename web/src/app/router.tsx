// Every page is its own chunk (route-level code splitting): the home page never
// downloads forms, tables or the details page. Declarative routes (useRoutes in
// a BrowserRouter, app.tsx), not a data router: the app has no loaders or
// actions, and the data router's code would add about 17 KB gzip to the first load.
import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from '@/app/layout/app-layout';

type PageModule = { default: ComponentType };

const preloads = new WeakMap<RouteObject, (params: Params) => Promise<unknown>>();

/**
 * A route whose page (the module's default export) loads when it is first
 * shown, or earlier through preloadRoute(). A page whose code is already in
 * renders at once: React.lazy would suspend for a frame and paint an empty page.
 */
function lazyRoute(
  route: { path?: string; children?: RouteObject[] },
  load: () => Promise<PageModule>,
  /** Starts the page's data request beside its code (preloadRoute only). */
  prefetch?: (params: Params) => void,
): RouteObject {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function LazyPage() {
    // Chosen once per mount, so the page never remounts when its code arrives.
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Page />;
  }
  const object: RouteObject = { ...route, element: <LazyPage /> };
  preloads.set(object, (params) => {
    prefetch?.(params);
    return preload();
  });
  return object;
}

export const routes: RouteObject[] = [
  {
    // Navbar and footer paint while a page's chunk loads.
    element: <AppLayout />,
    children: [
      lazyRoute({ path: paths.home }, () => import('@/app/routes/home')),
      lazyRoute({ path: paths.browse }, () => import('@/app/routes/browse')),
      // Room wanted: seekers' ads, public like browse (the member's own ad and its edit
      // form are login-required, below; "/room-wanted/mine" outranks ":id").
      lazyRoute({ path: paths.roomWanted }, () => import('@/app/routes/room-wanted')),
      lazyRoute({ path: '/room-wanted/:id' }, () => import('@/app/routes/room-wanted-details')),
      // The listing's request starts with the page's code, not after it (its
      // largest paint is the gallery's photo, which needs both).
      lazyRoute(
        { path: '/details/:id' },
        () => import('@/app/routes/details'),
        ({ id }) => void import('@/app/routes/details-prefetch').then((m) => m.prefetchListing(id)),
      ),
      lazyRoute({ path: paths.login }, () => import('@/app/routes/auth/login')),
      lazyRoute({ path: paths.register }, () => import('@/app/routes/auth/register')),
      lazyRoute({ path: paths.forgotPassword }, () => import('@/app/routes/auth/forgot-password')),
      // Login-required pages: spinner while auth loads, then redirect to login remembering the page.
      lazyRoute(
        {
          children: [
            lazyRoute({ path: paths.createListing }, () => import('@/app/routes/listing-form')),
            lazyRoute({ path: '/find-roommate/:id' }, () => import('@/app/routes/listing-form')),
            lazyRoute({ path: paths.addRoommate }, () => import('@/app/routes/add-roommate')),
            lazyRoute({ path: paths.myListings }, () => import('@/app/routes/my-listings')),
            lazyRoute({ path: '/update/:id' }, () => import('@/app/routes/legacy-update')),
            lazyRoute({ path: paths.profile }, () => import('@/app/routes/profile')),
            // The listings the user liked.
            lazyRoute({ path: paths.liked }, () => import('@/app/routes/liked')),
            // Saved browse searches and the alerts they raise.
            lazyRoute({ path: paths.savedSearches }, () => import('@/app/routes/saved-searches')),
            lazyRoute({ path: paths.notifications }, () => import('@/app/routes/notifications')),
            // Viewings booked in conversations, upcoming and past.
            lazyRoute({ path: paths.myViewings }, () => import('@/app/routes/my-viewings')),
            lazyRoute({ path: paths.myRoomWanted }, () => import('@/app/routes/room-wanted-mine')),
            lazyRoute(
              { path: '/room-wanted/:id/edit' },
              () => import('@/app/routes/room-wanted-edit'),
            ),
            // The inbox, with the open thread beside it (desktop) or instead of it (phone).
            lazyRoute(
              {
                path: paths.messages,
                children: [
                  lazyRoute({ path: ':id' }, () => import('@/app/routes/messages/thread')),
                ],
              },
              () => import('@/app/routes/messages/inbox'),
            ),
          ],
        },
        () => import('@/app/routes/protected-route'),
      ),
      lazyRoute({ path: paths.safety }, () => import('@/app/routes/safety')),
      // An e-mail's one-click unsubscribe link: public, the link's token is the credential.
      lazyRoute({ path: paths.unsubscribe }, () => import('@/app/routes/unsubscribe')),
      // Checks the moderator claim itself ('Page not found' for everyone else).
      lazyRoute({ path: paths.moderation }, () => import('@/app/routes/moderation')),
      lazyRoute({ path: '*' }, () => import('@/app/routes/not-found')),
    ],
  },
];

/** The page for the current URL, inside the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the code of the pages `pathname` shows (its route and the
 * routes around it); resolves when it is in, or rejects when it can't load.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route, params }) => preloads.get(route)?.(params)));
}
