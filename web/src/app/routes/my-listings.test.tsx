// My Listings on the real emulators: the owner's posts come from the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router-dom';
import { env } from '@/config/env';
import { firebaseEnv } from '@/config/firebase-env';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import { ExpiryNotice, expiryNoticeLabel } from '@/features/listings/components/expiry-notice';
import {
  api,
  createAccount,
  createListing,
  DEAD_API,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { renderWithApp } from '@/testing/test-utils';
import type { Listing } from '@/features/listings/types';
import MyListingsRoute from './my-listings';

const CONFIRM = 'Are you sure you want to delete this listing? This action cannot be undone.';

const open = (account: TestAccount) =>
  renderRoute(<MyListingsRoute />, {
    route: '/my-listings',
    path: '/my-listings',
    session: signedInSession(account),
  });

describe('my listings', () => {
  let owner: TestAccount;
  let other: TestAccount;
  let mine: Listing[];
  let theirs: Listing;

  beforeAll(async () => {
    owner = await createAccount('mine-owner', 'Mina Owner');
    other = await createAccount('mine-other', 'Otto Other');
    mine = [
      await createListing(owner),
      await createListing(owner, { availability: 'Not Available' }),
    ];
    theirs = await createListing(other);
  }, 60_000);

  afterEach(async () => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await signOutApp();
  });

  it('when the owner opens it, then only their listings show, each with edit and delete', async () => {
    await signInApp(owner);
    open(owner);
    for (const post of mine) {
      const card = within(await screen.findByRole('article', { name: post.title }));
      expect(card.getByRole('link', { name: `Edit ${post.title}` })).toHaveAttribute(
        'href',
        `/find-roommate/${post._id}`,
      );
      expect(card.getByRole('button', { name: `Delete ${post.title}` })).toBeInTheDocument();
    }
    expect(screen.queryByText(theirs.title)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Listing' })).toHaveAttribute(
      'href',
      '/find-roommate',
    );
  });

  it('when delete is cancelled, then the listing stays; when confirmed, it is deleted and a toast says so', async () => {
    const doomed = await createListing(owner);
    await signInApp(owner);
    open(owner);
    const deleteButton = await screen.findByRole('button', { name: `Delete ${doomed.title}` });

    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CONFIRM)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api<Listing>(owner, 'GET', `/posts/${doomed._id}`)).toMatchObject({
      _id: doomed._id,
    });

    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: doomed.title })).not.toBeInTheDocument(),
    );
    await expect(api(owner, 'GET', `/posts/${doomed._id}`)).rejects.toThrow(/404/);
  });

  it('when the server is down during a delete, then it says "Server not responding. Please try again later."', async () => {
    await signInApp(owner);
    open(owner);
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${mine[0]!.title}` }));
    const dialog = await screen.findByRole('dialog');
    env.apiBaseUrl = DEAD_API;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // In the dialog and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Server not responding. Please try again later.')).toHaveLength(2),
    );
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    expect(await api<Listing>(owner, 'GET', `/posts/${mine[0]!._id}`)).toMatchObject({
      _id: mine[0]!._id,
    });
  });

  it("when a user has no listings, then it says so and offers 'Create Your First Listing'", async () => {
    const newcomer = await createAccount('mine-newcomer', 'Nina New');
    await signInApp(newcomer);
    open(newcomer);
    expect(await screen.findByText("You haven't created any listings yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Listing' })).toHaveAttribute(
      'href',
      '/find-roommate',
    );
  });

  it('when a member deletes their only listing, then the empty state says they have none now, not that they never made one', async () => {
    const leaver = await createAccount('mine-leaver', 'Lia Leaver');
    const only = await createListing(leaver);
    await signInApp(leaver);
    open(leaver);
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${only.title}` }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('You have no listings right now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText("You haven't created any listings yet.")).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Listing' })).toHaveAttribute(
      'href',
      '/find-roommate',
    );
  });

  it('when a card says when it was updated, then "Updated today" shows once on it', async () => {
    await signInApp(owner);
    open(owner);
    const card = within(await screen.findByRole('article', { name: mine[0]!.title }));
    expect(card.getAllByText('Updated today')).toHaveLength(1);
  });

  it('when the navbar’s expiry notice is followed, then My Listings opens at the expiring listing, focused and highlighted', async () => {
    const renewer = await createAccount('mine-expiring', 'Ezra Expiring');
    const [lasting, expiring] = [await createListing(renewer), await createListing(renewer)];
    await expireSoon(expiring!._id);
    await signInApp(renewer);
    const { router } = renderWithApp(
      [
        {
          element: (
            <MuiThemeScope>
              <ExpiryNotice uid={renewer.uid} />
              <Outlet />
            </MuiThemeScope>
          ),
          children: [
            { path: '/', element: <p>Home</p> },
            { path: '/my-listings', element: <MyListingsRoute /> },
          ],
        },
      ],
      { path: '/', session: signedInSession(renewer) },
    );
    const notice = await screen.findByRole('link', { name: expiryNoticeLabel(1) });
    expect(notice).toHaveAttribute('href', `/my-listings#listing-${expiring!._id}`);
    await userEvent.click(notice);
    expect(router.state.location.hash).toBe(`#listing-${expiring!._id}`);

    const card = (await screen.findByRole('article', { name: expiring!.title })).closest('li')!;
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    const other = (await screen.findByRole('article', { name: lasting!.title })).closest('li')!;
    expect(other).not.toHaveAttribute('aria-current');
  });
});

/** Moves a listing's expiry to tomorrow, straight in the Firestore emulator (as the days passing would). */
async function expireSoon(postId: string) {
  const { projectId } = firebaseEnv.config;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(`${firebaseEnv.firestoreEmulatorUrl}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${root}/posts/${postId}`,
            fields: {
              expiresAt: { timestampValue: new Date(Date.now() + 24 * 3600_000).toISOString() },
            },
          },
          updateMask: { fieldPaths: ['expiresAt'] },
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`Moving the expiry: ${await response.text()}`);
}
