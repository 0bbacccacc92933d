// On the real emulators: the owner's lifecycle actions on My Listings
// change the listing on the server and, in place, on the page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createAccount,
  createListing,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import type { Listing } from '@/features/listings/types';
import MyListingsRoute from './my-listings';

const open = (account: TestAccount) =>
  renderRoute(<MyListingsRoute />, {
    route: '/my-listings',
    path: '/my-listings',
    session: signedInSession(account),
    withToaster: true,
  });

const publicIds = async () =>
  (await api<Listing[]>(null, 'GET', '/posts?limit=100')).map((p) => p._id);

describe('my listings: lifecycle', () => {
  let owner: TestAccount;

  beforeAll(async () => {
    owner = await createAccount('life-owner', 'Lena Owner');
  }, 60_000);

  afterEach(async () => {
    await signOutApp();
  });

  it('when the owner pauses a listing, then its chip says Paused, Resume replaces Pause and it leaves the public list; Resume brings it back', async () => {
    const post = await createListing(owner);
    await signInApp(owner);
    open(owner);
    const card = within(await screen.findByRole('article', { name: post.title }));
    expect(card.getByTestId('listing-status')).toHaveTextContent('Available');

    await userEvent.click(card.getByRole('button', { name: `Pause ${post.title}` }));
    await waitFor(() => expect(card.getByTestId('listing-status')).toHaveTextContent('Paused'));
    expect(await screen.findByText('Listing paused')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: `Pause ${post.title}` })).not.toBeInTheDocument();
    expect((await api<Listing>(owner, 'GET', `/posts/${post._id}`)).status).toBe('paused');
    expect(await publicIds()).not.toContain(post._id);

    await userEvent.click(card.getByRole('button', { name: `Resume ${post.title}` }));
    await waitFor(() => expect(card.getByTestId('listing-status')).toHaveTextContent('Available'));
    expect(await publicIds()).toContain(post._id);
  });

  it('when the owner marks a listing as let, then the chip says Let and Renew makes it available again', async () => {
    const post = await createListing(owner);
    await signInApp(owner);
    open(owner);
    const card = within(await screen.findByRole('article', { name: post.title }));
    await userEvent.click(card.getByRole('button', { name: `Mark as let ${post.title}` }));
    await waitFor(() => expect(card.getByTestId('listing-status')).toHaveTextContent('Let'));
    await userEvent.click(card.getByRole('button', { name: `Renew ${post.title}` }));
    await waitFor(() => expect(card.getByTestId('listing-status')).toHaveTextContent('Available'));
    expect((await api<Listing>(owner, 'GET', `/posts/${post._id}`)).status).toBe('active');
  });

  it('when the owner marks an available listing as let, then its one chip goes from Available to Let and its likes show once', async () => {
    const post = await createListing(owner, { availability: 'Available' });
    await signInApp(owner);
    open(owner);
    const card = within(await screen.findByRole('article', { name: post.title }));
    expect(card.getByText('Available')).toBeInTheDocument();
    expect(card.queryByText('Active')).not.toBeInTheDocument();
    // The insight line's "Likes 0", not the public card's "0 likes" too.
    expect(card.getByText('Likes')).toBeInTheDocument();
    expect(card.queryByText('0 likes')).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: `Mark as let ${post.title}` }));
    await waitFor(() => expect(card.getByTestId('listing-status')).toHaveTextContent('Let'));
    expect(card.queryByText('Available')).not.toBeInTheDocument();
  });
});
