// How the session reacts to the backend profile: a real signed-in user (Auth
// emulator) and a tiny local HTTP server standing in for `GET /users/:email`.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { useSession } from '@/lib/session';
import { createEmulatorUser, deleteEmulatorAccounts } from '@/testing/emulator';
import { startServer } from '@/testing/local-server';
import { renderWithApp } from '@/testing/test-utils';
import { signIn } from '../api/sign-in';
import { AUTH_TOKEN_KEY } from '../utils/auth-storage';
import { SessionProvider } from './session-provider';

let profileStatus = 200;
let server: Awaited<ReturnType<typeof startServer>>;
const originalBase = env.apiBaseUrl;

function SessionProbe() {
  const { user, loading } = useSession();
  if (loading) return <output aria-label="session">loading</output>;
  return (
    <output aria-label="session">
      {user ? `${user.displayName} | ${user.backendPhotoURL ?? 'no backend photo'}` : 'signed out'}
    </output>
  );
}
const session = () => screen.getByRole('status', { name: 'session' });

describe('SessionProvider with the backend profile', () => {
  beforeAll(async () => {
    server = await startServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (profileStatus !== 200) {
        res.writeHead(profileStatus).end(JSON.stringify({ error: 'Nope' }));
        return;
      }
      res.writeHead(200).end(
        JSON.stringify({
          email: 'lin@example.com',
          displayName: 'Lin (backend)',
          photoURL: 'https://cdn.example/lin.png',
        }),
      );
    });
    env.apiBaseUrl = server.url;
    setUnauthorizedHandler(() => {}); // jsdom can't navigate; the session's own reaction is tested
  });
  afterAll(async () => {
    env.apiBaseUrl = originalBase;
    await server.close();
  });
  beforeEach(async () => {
    profileStatus = 200;
    await deleteEmulatorAccounts('lin@example.com');
    await createEmulatorUser('lin@example.com', 'Secret1', 'Lin (Firebase)');
    await signIn({ email: 'lin@example.com', password: 'Secret1' });
  });
  afterEach(async () => {
    const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
    await signOut(auth);
  });

  const renderProbe = (onAuthFailure = vi.fn()) => {
    renderWithApp(<SessionProbe />, {
      wrapSession: (tree) => (
        <SessionProvider onAuthFailure={onAuthFailure}>{tree}</SessionProvider>
      ),
    });
    return onAuthFailure;
  };

  it('when the backend profile loads, then its name and photo win over the identity provider', async () => {
    renderProbe();
    await waitFor(() =>
      expect(session()).toHaveTextContent('Lin (backend) | https://cdn.example/lin.png'),
    );
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/\S+/);
  });

  it.each([401, 403])(
    'when the backend answers %i for the profile, then the user is signed out and sent to login',
    async (status) => {
      profileStatus = status;
      const onAuthFailure = renderProbe();
      await waitFor(() => expect(session()).toHaveTextContent('signed out'));
      expect(onAuthFailure).toHaveBeenCalled();
      expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect((await loadAuth()).currentUser).toBeNull();
    },
  );

  it('when the profile fails otherwise, then the user stays signed in with the provider name', async () => {
    profileStatus = 500;
    const onAuthFailure = renderProbe();
    await waitFor(() => expect(session()).toHaveTextContent('Lin (Firebase) | no backend photo'));
    await new Promise((r) => setTimeout(r, 200));
    expect(session()).toHaveTextContent('Lin (Firebase)');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
