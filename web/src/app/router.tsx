// Every page is its own chunk (route-level code splitting): the home page never
// downloads forms, tables or the details page.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout, AppShellFallback } from '@/app/layout/app-layout';
import { RouteError } from '@/app/routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Navbar and footer paint while the first page's chunk loads.
    HydrateFallback: AppShellFallback,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: () => import('@/app/routes/home').then(toRoute) },
      { path: paths.browse, lazy: () => import('@/app/routes/browse').then(toRoute) },
      { path: '/details/:id', lazy: () => import('@/app/routes/details').then(toRoute) },
      { path: paths.login, lazy: () => import('@/app/routes/auth/login').then(toRoute) },
      { path: paths.register, lazy: () => import('@/app/routes/auth/register').then(toRoute) },
      {
        path: paths.forgotPassword,
        lazy: () => import('@/app/routes/auth/forgot-password').then(toRoute),
      },
      {
        // Login-required pages: spinner while auth loads, then redirect to login remembering the page.
        lazy: () => import('@/app/routes/protected-route').then(toRoute),
        children: [
          {
            path: paths.createListing,
            lazy: () => import('@/app/routes/listing-form').then(toRoute),
          },
          {
            path: '/find-roommate/:id',
            lazy: () => import('@/app/routes/listing-form').then(toRoute),
          },
          {
            path: paths.addRoommate,
            lazy: () => import('@/app/routes/add-roommate').then(toRoute),
          },
          { path: paths.myListings, lazy: () => import('@/app/routes/my-listings').then(toRoute) },
          { path: '/update/:id', lazy: () => import('@/app/routes/legacy-update').then(toRoute) },
          { path: paths.profile, lazy: () => import('@/app/routes/profile').then(toRoute) },
        ],
      },
      { path: '*', lazy: () => import('@/app/routes/not-found').then(toRoute) },
    ],
  },
];

/** Each route module default-exports its page component. */
function toRoute(module: { default: React.ComponentType }) {
  return { Component: module.default };
}

export const createRouter = () => createBrowserRouter(routes);
