import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import {
  createSessionController,
  currentPath,
  renderWithApp,
  testUser,
} from '@/testing/test-utils';
import LoginRoute from './auth/login';
import ProtectedRoute from './protected-route';

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'auth/login', element: <LoginRoute /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'my-listings', element: <h1>My listings page</h1> },
          { path: 'profile', element: <h1>Profile page</h1> },
        ],
      },
    ],
  },
];

describe('ProtectedRoute', () => {
  it('when the session is loading, then a spinner is shown instead of the page', () => {
    renderWithApp(routes, { path: '/my-listings', session: { user: null, loading: true } });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My listings page' })).not.toBeInTheDocument();
  });

  it('when signed in, then the page is shown', () => {
    renderWithApp(routes, { path: '/my-listings', session: { user: testUser, loading: false } });
    expect(screen.getByRole('heading', { name: 'My listings page' })).toBeInTheDocument();
  });

  it('when logged out, then it redirects to login and returns to the original page after login', async () => {
    const { ControlledSession, setSession } = createSessionController({
      user: null,
      loading: true,
    });
    const { router } = renderWithApp(routes, {
      path: '/my-listings?sort=newest',
      wrapSession: (tree) => <ControlledSession>{tree}</ControlledSession>,
    });
    act(() => setSession({ user: null, loading: false }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/my-listings?sort=newest' });

    act(() => setSession({ user: testUser, loading: false }));
    expect(await screen.findByRole('heading', { name: 'My listings page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/my-listings?sort=newest');
  });

  it('when login happens without an origin, then the user lands on the home page', async () => {
    const { ControlledSession, setSession } = createSessionController({
      user: null,
      loading: false,
    });
    const { router } = renderWithApp(routes, {
      path: '/auth/login',
      wrapSession: (tree) => <ControlledSession>{tree}</ControlledSession>,
    });
    act(() => setSession({ user: testUser, loading: false }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });
});
