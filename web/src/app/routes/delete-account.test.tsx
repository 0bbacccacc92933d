// "Delete my account" on the profile page, on the real emulators: the API
// deletes the profile, listings, likes and the Auth user; the app signs out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { SessionProvider } from '@/features/auth/components/session-provider';
import {
  api,
  createAccount,
  createListing,
  DEAD_API,
  PASSWORD,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import type { Listing } from '@/features/listings/types';
import { DELETE_ACCOUNT_CONFIRMATION } from '@/features/profile/components/delete-account-dialog';
import { loadAuth } from '@/lib/firebase';
import { emulatorSignIn } from '@/testing/emulator';
import { currentPath, renderWithApp } from '@/testing/test-utils';
import ProfileRoute, { ACCOUNT_DELETED } from './profile';

const renderProfile = () =>
  renderWithApp(
    [
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    {
      path: '/profile',
      wrapSession: (tree: ReactNode) => <SessionProvider>{tree}</SessionProvider>,
      withToaster: true,
    },
  );

/** The page's button, which opens the confirmation. */
const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
};

describe('delete my account', () => {
  let other: TestAccount;
  let othersListing: Listing;

  beforeAll(async () => {
    other = await createAccount('delete-other', 'Olga Other');
    othersListing = await createListing(other);
  }, 60_000);

  afterEach(async () => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await signOutApp();
  });

  it('when cancelled, then nothing happens; when confirmed, then everything of theirs is gone and they are signed out at home', async () => {
    const leaving = await createAccount('delete-me', 'Lea Leaving');
    await api(leaving, 'POST', '/users', { email: leaving.email, displayName: leaving.name });
    const ownListing = await createListing(leaving);
    await api(leaving, 'POST', `/posts/${othersListing._id}/like`);
    const likesBefore = (await api<Listing>(null, 'GET', `/posts/${othersListing._id}`)).likes;
    await signInApp(leaving);
    const { router } = renderProfile();

    let dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(DELETE_ACCOUNT_CONFIRMATION);
    expect(DELETE_ACCOUNT_CONFIRMATION).toMatch(/profile.*listings.*likes.*cannot be undone/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api<Listing>(null, 'GET', `/posts/${ownListing._id}`)).title).toBe(
      ownListing.title,
    );

    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect((await loadAuth()).currentUser).toBeNull();

    // Their listing is gone, their like no longer counts, and the account can't sign in.
    await expect(api(null, 'GET', `/posts/${ownListing._id}`)).rejects.toThrow(/404/);
    expect((await api<Listing>(null, 'GET', `/posts/${othersListing._id}`)).likes).toBe(
      likesBefore - 1,
    );
    await expect(emulatorSignIn(leaving.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('when the server cannot be reached, then the dialog stays open and says so, and nothing is deleted', async () => {
    const staying = await createAccount('delete-fails', 'Sam Staying');
    await signInApp(staying);
    renderProfile();
    const dialog = await openDialog();

    env.apiBaseUrl = DEAD_API;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText(
        'Failed to delete your account: Server not responding. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect((await loadAuth()).currentUser?.email).toBe(staying.email);
    await expect(emulatorSignIn(staying.email, PASSWORD)).resolves.toMatchObject({
      localId: staying.uid,
    });
  });
});
