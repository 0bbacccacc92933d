// The session without the Auth SDK: an anonymous visitor's pages never load it
// (lib/session-hint.ts), and a sign-in made afterwards is still followed.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAuth, loadAuthModule, onAuthLoaded } from '@/lib/firebase';
import { SESSION_HINT_KEY } from '@/lib/session-hint';
import { useSession } from '@/lib/session';
import { createEmulatorUser, deleteEmulatorAccounts } from '@/testing/emulator';
import { renderWithApp } from '@/testing/test-utils';
import { signIn } from '../api/sign-in';
import { SessionProvider } from './session-provider';

const EMAIL = 'hint@example.com';

function SessionProbe() {
  const { user, loading } = useSession();
  return (
    <output aria-label="session">
      {loading ? 'loading' : user ? `signed in as ${user.email}` : 'signed out'}
    </output>
  );
}
const session = () => screen.getByRole('status', { name: 'session' });

describe('SessionProvider and the session hint', () => {
  afterAll(async () => {
    const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
    await signOut(auth);
    await deleteEmulatorAccounts(EMAIL);
    localStorage.clear();
  });

  it('when this browser is known to be signed out, then so is the session, at once and without the Auth SDK; a later sign-in is followed', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'signed-out');
    let sdkLoaded = false;
    const stop = onAuthLoaded(() => {
      sdkLoaded = true;
    });
    renderWithApp(<SessionProbe />, {
      wrapSession: (tree) => <SessionProvider>{tree}</SessionProvider>,
    });
    // The first render already knows: no second render of the whole app once a check is in.
    expect(session()).toHaveTextContent('signed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sdkLoaded).toBe(false);
    stop();

    // Signing in loads the SDK; the session follows the user it reports.
    await deleteEmulatorAccounts(EMAIL);
    await createEmulatorUser(EMAIL, 'Secret1', 'Hint');
    await signIn({ email: EMAIL, password: 'Secret1' });
    await waitFor(() => expect(session()).toHaveTextContent(`signed in as ${EMAIL}`));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('signed-in');
  });
});
