// Liked Listings on the real emulators: likes made through the API,
// the member's Firebase SDK signed in for real, the page reading GET /posts/liked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
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
import { LIKED_PAGE_SIZE } from '@/features/listings/api/get-liked-listings';
import type { Listing } from '@/features/listings/types';
import LikedRoute, { NO_LIKED_LISTINGS } from './liked';

const open = (account: TestAccount) =>
  renderRoute(<LikedRoute />, {
    route: '/liked',
    path: '/liked',
    session: signedInSession(account),
  });

const like = (account: TestAccount, post: Listing) =>
  api(account, 'POST', `/posts/${post._id}/like`);

describe('liked listings', () => {
  let poster: TestAccount;
  let fan: TestAccount;
  let older: Listing;
  let quiet: Listing;
  let newer: Listing;

  beforeAll(async () => {
    poster = await createAccount('liked-poster', 'Paula Poster');
    fan = await createAccount('liked-fan', 'Fiona Fan');
    older = await createListing(poster, { contactInfo: 'Call Paula on 555-0142' });
    quiet = await createListing(poster, {
      contactInfo: 'Secret 555-0199',
      contactPreference: 'messages-only',
    });
    newer = await createListing(poster, { contactInfo: 'Text 555-0143' });
    // Liked in this order: the newest like comes first.
    await like(fan, older);
    await like(fan, quiet);
    await like(fan, newer);
  }, 60_000);

  afterEach(async () => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await signOutApp();
  });

  it('when a member opens it, then their liked listings show newest like first, each with the contact details the poster reveals on a like, never an e-mail', async () => {
    await signInApp(fan);
    open(fan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Liked Listings' }),
    ).toBeInTheDocument();
    const newest = within(await screen.findByRole('article', { name: newer.title }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      newer.title,
      quiet.title,
      older.title,
    ]);
    expect(newest.getByText('Text 555-0143')).toBeInTheDocument();
    const first = within(screen.getByRole('article', { name: older.title }));
    expect(first.getByText('Call Paula on 555-0142')).toBeInTheDocument();
    const messagesOnly = within(screen.getByRole('article', { name: quiet.title }));
    expect(messagesOnly.getByText('This poster prefers messages')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Secret 555-0199');
    expect(document.body.textContent).not.toContain(poster.email);
    expect(newest.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/details/${newer._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when a member liked nothing yet, then it says so and offers Browse Listings', async () => {
    const newcomer = await createAccount('liked-newcomer', 'Nico New');
    await signInApp(newcomer);
    open(newcomer);
    expect(await screen.findByText(NO_LIKED_LISTINGS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/browse-listings',
    );
    // Someone else's likes never show.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('when more listings are liked than one page, then Load more shows the rest', async () => {
    // 10 new listings a day per poster (the API's limit): two posters.
    const posters = await Promise.all([
      createAccount('liked-many-a', 'Ana Many'),
      createAccount('liked-many-b', 'Bo Many'),
    ]);
    const reader = await createAccount('liked-reader', 'Rita Reader');
    const total = LIKED_PAGE_SIZE + 1;
    const listings: Listing[] = [];
    for (let i = 0; i < total; i++) {
      const post = await createListing(posters[i % 2]!);
      await like(reader, post);
      listings.push(post);
    }

    await signInApp(reader);
    open(reader);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LIKED_PAGE_SIZE));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total));
    // The first listing liked is the last one shown.
    const cards = screen.getAllByRole('article');
    expect(within(cards.at(-1)!).getByRole('heading').textContent).toBe(listings[0]!.title);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 60_000);

  it('when the API is unreachable, then the error shows with Try Again', async () => {
    await signInApp(fan);
    env.apiBaseUrl = DEAD_API;
    open(fan);
    expect(
      await screen.findByText('Server not responding. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
