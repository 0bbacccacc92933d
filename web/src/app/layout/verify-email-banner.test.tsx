// The e-mail verification banner in the app layout, against the real Auth
// emulator (no mocks): real accounts, real verification e-mails and links.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import {
  createEmulatorUser,
  emulatorOobCodes,
  followEmailLink,
  verificationLinkFor,
  verifyEmulatorUser,
} from '@/testing/emulator';
import { renderWithApp } from '@/testing/test-utils';
import { AppLayout } from './app-layout';
import { EMAIL_VERIFIED, takeJustVerified } from '@/features/auth/utils/email-verified';
import {
  VERIFY_EMAIL_HELP,
  STILL_UNVERIFIED,
  verificationSent,
  verifyEmailText,
} from './verify-email-banner';

const PASSWORD = 'Secret1';
const run = Math.random().toString(36).slice(2, 8);
let counter = 0;
const uniqueEmail = () => `verify-${run}-${++counter}@example.com`;

async function signInAs(email: string) {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(), loadAuthModule()]);
  await signInWithEmailAndPassword(auth, email, PASSWORD);
}

/** Two pages inside the real layout, with the real session. */
function renderApp() {
  return renderWithApp(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <Link to="/browse-listings">Browse page link</Link> },
          { path: '/browse-listings', element: <h1>Browse page</h1> },
        ],
      },
    ],
    {
      path: '/',
      wrapSession: (tree: ReactNode) => <SessionProvider>{tree}</SessionProvider>,
      withToaster: true,
    },
  );
}

const banner = () => screen.findByRole('region', { name: 'E-mail verification' });
const queryBanner = () => screen.queryByRole('region', { name: 'E-mail verification' });

describe('e-mail verification banner', () => {
  beforeAll(async () => {
    // jsdom can't scroll; the layout's ScrollRestoration would log that on every navigation.
    window.scrollTo = () => {};
    await loadAuth();
  });
  afterEach(async () => {
    const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
    await signOut(auth);
  });

  it('when the signed-in user is unverified, then every page says so with their address and where to look, never a developer command', async () => {
    const email = uniqueEmail();
    await createEmulatorUser(email, PASSWORD, 'Una Verified');
    await signInAs(email);
    renderApp();

    const region = await banner();
    expect(region).toHaveTextContent(verifyEmailText(email));
    expect(verifyEmailText(email)).toBe(
      `Verify your e-mail to post, like and message. We sent a link to ${email}.`,
    );
    // Even on the Auth emulator (these tests'), the banner speaks to members.
    expect(region).toHaveTextContent(VERIFY_EMAIL_HELP);
    expect(region).not.toHaveTextContent(/npm|emulator/i);
    expect(within(region).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: "I've verified" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Browse page link' }));
    expect(await screen.findByRole('heading', { name: 'Browse page' })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent(verifyEmailText(email));
  });

  it('when Resend is pressed, then a new verification e-mail goes out and a toast says so', async () => {
    const email = uniqueEmail();
    await createEmulatorUser(email, PASSWORD);
    await signInAs(email);
    renderApp();
    const sentBefore = (await emulatorOobCodes()).filter((c) => c.email === email).length;

    await userEvent.click(within(await banner()).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(verificationSent(email))).toBeInTheDocument();
    const sent = (await emulatorOobCodes()).filter(
      (c) => c.email === email && c.requestType === 'VERIFY_EMAIL',
    );
    expect(sent).toHaveLength(sentBefore + 1);
  });

  it("when I've verified is pressed too early, then it says so; after the link, the banner goes and the token says verified", async () => {
    const email = uniqueEmail();
    await createEmulatorUser(email, PASSWORD);
    await signInAs(email);
    renderApp();
    const verified = () => within(queryBanner()!).getByRole('button', { name: "I've verified" });

    await banner();
    await userEvent.click(verified());
    expect(await screen.findByText(STILL_UNVERIFIED)).toBeInTheDocument();
    expect(queryBanner()).toBeInTheDocument();

    // The user asks for the e-mail and follows its link.
    await userEvent.click(within(queryBanner()!).getByRole('button', { name: 'Resend' }));
    await screen.findByText(verificationSent(email));
    const link = await verificationLinkFor(email);
    expect(link).toBeTruthy();
    await followEmailLink(link!);

    await userEvent.click(verified());
    expect(await screen.findByText(EMAIL_VERIFIED)).toBeInTheDocument();
    await waitFor(() => expect(queryBanner()).not.toBeInTheDocument());
    // The API reads the claim from the token: the app now holds one that says verified.
    const auth = await loadAuth();
    const { claims } = await auth.currentUser!.getIdTokenResult();
    expect(claims.email_verified).toBe(true);
  });

  it('when the address was verified elsewhere and the app starts again, then there is no banner and the token says verified', async () => {
    const email = uniqueEmail();
    const { localId } = await createEmulatorUser(email, PASSWORD, 'Otto Othertab');
    await signInAs(email);
    const auth = await loadAuth();
    expect((await auth.currentUser!.getIdTokenResult()).claims.email_verified).toBe(false);
    // Verified in another tab; starting up, Firebase reloads the account (as here).
    await verifyEmulatorUser(localId);
    await auth.currentUser!.reload();

    renderApp();
    expect(await screen.findByRole('button', { name: 'Otto Othertab' })).toBeInTheDocument();
    expect(queryBanner()).not.toBeInTheDocument();
    // The session renewed the token, so the API sees the verified address at once.
    await waitFor(async () =>
      expect((await auth.currentUser!.getIdTokenResult()).claims.email_verified).toBe(true),
    );
  });

  it('when the app showed the address unverified and it is verified by the link elsewhere, then the app says so as it starts again, once', async () => {
    const email = uniqueEmail();
    const { localId } = await createEmulatorUser(email, PASSWORD, 'Lina Linkopener');
    await signInAs(email);
    const first = renderApp();
    await banner();
    first.unmount();

    // Verified in another tab (the e-mail's link); starting up, Firebase reloads the account.
    await verifyEmulatorUser(localId);
    const auth = await loadAuth();
    await auth.currentUser!.reload();
    renderApp();

    expect(await screen.findByText(EMAIL_VERIFIED)).toBeInTheDocument();
    expect(queryBanner()).not.toBeInTheDocument();
    // Said once: the app no longer holds that it showed this account unverified.
    expect(takeJustVerified(localId)).toBe(false);
  });

  it('when the user is verified or nobody is signed in, then there is no banner', async () => {
    const email = uniqueEmail();
    const { localId } = await createEmulatorUser(email, PASSWORD, 'Vera Verified');
    await verifyEmulatorUser(localId);
    await signInAs(email);
    const { unmount } = renderApp();
    // The session is known once the account menu shows.
    expect(await screen.findByRole('button', { name: 'Vera Verified' })).toBeInTheDocument();
    expect(queryBanner()).not.toBeInTheDocument();
    unmount();

    const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
    await signOut(auth);
    renderApp();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(queryBanner()).not.toBeInTheDocument();
  });
});
