// Registration, sign-in, sign-out, password reset and token refresh against
// the real Auth emulator (no mocks). Runs in `node scripts/test.mjs web`.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/app/layout/navbar';
import ProtectedRoute from '@/app/routes/protected-route';
import { signIn } from '@/features/auth/api/sign-in';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { AUTH_TOKEN_KEY } from '@/features/auth/utils/auth-storage';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { useSession } from '@/lib/session';
import { createEmulatorUser, deleteEmulatorAccounts, emulatorOobCodes } from '@/testing/emulator';
import { currentPath, renderWithApp } from '@/testing/test-utils';
import ForgotPasswordRoute from './forgot-password';
import LoginRoute from './login';

function SessionProbe() {
  const { user, loading } = useSession();
  return (
    <output aria-label="session">
      {loading
        ? 'loading'
        : user
          ? `signed in as ${user.email} (${user.displayName})`
          : 'signed out'}
    </output>
  );
}

const session = () => screen.getByRole('status', { name: 'session' });
const withSession = (onAuthFailure?: () => void, refreshIntervalMs?: number) => ({
  wrapSession: (tree: ReactNode) => (
    <SessionProvider onAuthFailure={onAuthFailure} refreshIntervalMs={refreshIntervalMs}>
      {tree}
    </SessionProvider>
  ),
  withToaster: true,
});

async function signOutEverywhere() {
  const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
  await signOut(auth);
}

// The accounts these tests create (deleted before each test, and only these).
const ACCOUNTS = [
  'ada@example.com',
  'taken@example.com',
  'grace@example.com',
  'alan@example.com',
  'reset@example.com',
  'gone@example.com',
];

describe('auth flows against the Auth emulator', () => {
  beforeAll(async () => {
    await loadAuth();
  });
  beforeEach(async () => {
    await signOutEverywhere();
    await deleteEmulatorAccounts(...ACCOUNTS);
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(async () => {
    await signOutEverywhere();
  });

  it('when someone registers, then the account gets their name, they are signed in and sent home, with no error on the way', async () => {
    const errors = vi.spyOn(console, 'error');
    const { router } = renderWithApp(
      [
        {
          path: '/auth/register',
          element: (
            <>
              <RegisterForm />
              <SessionProbe />
            </>
          ),
        },
        { path: '/', element: <h1>Home page</h1> },
      ],
      { path: '/auth/register', ...withSession() },
    );
    await waitFor(() => expect(session()).toHaveTextContent('signed out'));

    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() =>
      expect(session()).toHaveTextContent('signed in as ada@example.com (Ada Lovelace)'),
    );
    const auth = await loadAuth();
    expect(auth.currentUser?.displayName).toBe('Ada Lovelace');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/\S+/);

    await waitFor(() => expect(currentPath(router)).toBe('/'), { timeout: 4000 });
    // The router's state changes first; React renders the page in a transition after it.
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();

    // Registration sends the verification e-mail, whose link leads back to the app.
    const codes = await emulatorOobCodes();
    const verification = codes.find(
      (c) => c.email === 'ada@example.com' && c.requestType === 'VERIFY_EMAIL',
    );
    expect(verification?.oobLink).toContain(encodeURIComponent(window.location.origin));
    expect(auth.currentUser?.emailVerified).toBe(false);
    // The session asks for the profile only once registration has created it (no 404).
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Failed to fetch user profile/);
    errors.mockRestore();
  });

  it('when the e-mail is already registered, then registration fails with a clear message', async () => {
    await createEmulatorUser('taken@example.com', 'Secret1');
    renderWithApp(<RegisterForm />, { path: '/auth/register', ...withSession() });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Grace');
    await userEvent.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('An account with this email address already exists');
  });

  it('when an e-mail has no account, then signing in fails with the same message as a wrong password, never saying who is registered', async () => {
    renderWithApp(<LoginRoute />, { path: '/auth/login', ...withSession() });
    await userEvent.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
    expect(document.body).not.toHaveTextContent(/no account|not found|doesn.t exist/i);
  });

  it('when signing in with a wrong then the right password, then it fails clearly and then returns to the original page', async () => {
    await createEmulatorUser('grace@example.com', 'Secret1', 'Grace Hopper');
    const { router } = renderWithApp(
      [
        { path: '/auth/login', element: <LoginRoute /> },
        {
          element: <ProtectedRoute />,
          children: [
            {
              path: '/my-listings',
              element: (
                <>
                  <h1>My listings page</h1>
                  <SessionProbe />
                </>
              ),
            },
          ],
        },
      ],
      { path: '/auth/login', state: { from: '/my-listings' }, ...withSession() },
    );

    await userEvent.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // One neutral message: nothing about which of the two was wrong.
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
    expect(currentPath(router)).toBe('/auth/login');

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My listings page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/my-listings');
    expect(session()).toHaveTextContent('signed in as grace@example.com (Grace Hopper)');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/\S+/);
  });

  it('when a signed-in user logs out from the avatar menu, then the session, token and local data are gone but the theme stays', async () => {
    await createEmulatorUser('alan@example.com', 'Secret1', 'Alan Turing');
    await signIn({ email: 'alan@example.com', password: 'Secret1' });
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('draft', 'something personal');

    const { router } = renderWithApp(
      [
        {
          path: '*',
          element: (
            <>
              <Navbar />
              <SessionProbe />
            </>
          ),
        },
      ],
      { path: '/browse-listings', ...withSession() },
    );
    await waitFor(() => expect(session()).toHaveTextContent('signed in as alan@example.com'));
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/\S+/);

    await userEvent.click(await screen.findByRole('button', { name: 'Alan Turing' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('alan@example.com')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(session()).toHaveTextContent('signed out'));
    expect(currentPath(router)).toBe('/auth/login');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect((await loadAuth()).currentUser).toBeNull();
  });

  it('when a password reset is requested, then the emulator sends the e-mail and the page confirms it', async () => {
    await createEmulatorUser('reset@example.com', 'Secret1');
    renderWithApp(<ForgotPasswordRoute />, {
      path: '/auth/forgot-password?email=reset%40example.com',
      ...withSession(),
    });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('reset@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(/we have sent it an e-mail/)).toBeInTheDocument();
    const codes = await emulatorOobCodes();
    expect(codes).toContainEqual(
      expect.objectContaining({ email: 'reset@example.com', requestType: 'PASSWORD_RESET' }),
    );
  });

  it('when the account disappears, then the token refresh fails and the session ends', async () => {
    await createEmulatorUser('gone@example.com', 'Secret1');
    await signIn({ email: 'gone@example.com', password: 'Secret1' });
    const onAuthFailure = vi.fn();
    renderWithApp(<SessionProbe />, { path: '/', ...withSession(onAuthFailure, 300) });
    await waitFor(() => expect(session()).toHaveTextContent('signed in as gone@example.com'));

    await act(() => deleteEmulatorAccounts('gone@example.com'));
    await waitFor(() => expect(session()).toHaveTextContent('signed out'), { timeout: 5000 });
    expect(onAuthFailure).toHaveBeenCalled();
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
