// The login page sends whoever is signed in on to where they were going: the
// `next` in its URL (a link in a page served before the app took over, opened
// by a full page load) as well as the router's state, never off the site.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import {
  createSessionController,
  currentPath,
  renderWithApp,
  testUser,
} from '@/testing/test-utils';
import LoginRoute from './login';

function Landed() {
  const { pathname } = useLocation();
  return <h1>Landed on {pathname}</h1>;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { index: true, element: <Landed /> },
      { path: 'auth/login', element: <LoginRoute /> },
      { path: 'auth/register', element: <h1>Register page</h1> },
      { path: '*', element: <Landed /> },
    ],
  },
];

/** The login page at `path`, opened by a page load: the session is still loading. */
function openLogin(path: string) {
  const { ControlledSession, setSession } = createSessionController({
    user: null,
    loading: true,
  });
  const { router } = renderWithApp(routes, {
    path,
    wrapSession: (tree) => <ControlledSession>{tree}</ControlledSession>,
  });
  return { router, setSession };
}

describe('LoginRoute', () => {
  it('when a signed-in member opens a login link that says where to return, then they go straight there', async () => {
    const { router, setSession } = openLogin('/auth/login?next=%2Fdetails%2Fabc123%3Fx%3D1');
    act(() => setSession({ user: testUser, loading: false }));
    expect(
      await screen.findByRole('heading', { name: 'Landed on /details/abc123' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/details/abc123?x=1');
  });

  it('when a visitor opens such a link, then the login page stays until they sign in, then sends them there', async () => {
    const { router, setSession } = openLogin('/auth/login?next=%2Fmessages');
    act(() => setSession({ user: null, loading: false }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/auth/login?next=%2Fmessages');
    // Registering instead keeps where to return, for a login later.
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register?next=%2Fmessages',
    );

    act(() => setSession({ user: testUser, loading: false }));
    expect(await screen.findByRole('heading', { name: 'Landed on /messages' })).toBeInTheDocument();
  });

  it.each([
    ['another site', 'https%3A%2F%2Fevil.example'],
    ['a scheme-relative URL', '%2F%2Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
    ['an auth page', '%2Fauth%2Fregister'],
  ])(
    'when the link’s `next` is %s, then a signed-in member goes to the home page',
    async (_what, next) => {
      const { router, setSession } = openLogin(`/auth/login?next=${next}`);
      act(() => setSession({ user: testUser, loading: false }));
      expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
      expect(currentPath(router)).toBe('/');
    },
  );
});
