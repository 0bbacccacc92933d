// The details page on the real emulators: listings created through the API,
// users in the Auth emulator, the app's Firebase SDK signed in for real.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import type { Session } from '@/lib/session';
import {
  anonymousSession,
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
import type { Listing } from '@/features/listings/types';
import DetailsRoute from './details';

const open = (session: Session, id: string) =>
  renderRoute(<DetailsRoute />, { route: '/details/:id', path: `/details/${id}`, session });

const likeButton = () => screen.getByRole('button', { name: /^Like/ });

describe('details page', () => {
  let owner: TestAccount;
  let visitor: TestAccount;
  let post: Listing;

  beforeAll(async () => {
    owner = await createAccount('details-owner', 'Olivia Owner');
    visitor = await createAccount('details-visitor', 'Victor Visitor');
    post = await createListing(owner, {
      rentAmount: 1234,
      roomType: '2 Bedroom',
      lifestylePreferences: ['pets', 'smoking', 'nightOwl', 'earlyBird', 'quiet', 'social'],
      contactInfo: 'olivia@example.com',
    });
  }, 60_000);

  afterEach(async () => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await signOutApp();
  });

  it('when anyone opens a listing, then every field shows with lifestyle labels, poster and dates', async () => {
    open(anonymousSession, post._id);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getAllByText('$1,234/month')).not.toHaveLength(0);
    expect(article.getAllByText('Lisbon, Portugal')).not.toHaveLength(0);
    expect(article.getAllByText('2 Bedroom')).not.toHaveLength(0);
    expect(article.getAllByText('Available')).not.toHaveLength(0);
    expect(article.getByText(post.description)).toBeInTheDocument();
    for (const label of [
      'Pets Allowed',
      'Smoking Allowed',
      'Night Owl',
      'Early Bird',
      'Quiet Environment',
      'Social Environment',
    ]) {
      expect(article.getByText(label)).toBeInTheDocument();
    }
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
    expect(article.getAllByText(today)).toHaveLength(2); // posted on, last updated
    expect(screen.getByText('Olivia Owner')).toBeInTheDocument();
    expect(screen.getByText('0 likes')).toBeInTheDocument();
    // Contact details stay private until a like (the API doesn't even send them).
    expect(screen.queryByText('olivia@example.com')).not.toBeInTheDocument();
  });

  it('when an anonymous visitor clicks Like, then they are asked to log in and can come back here', async () => {
    const { router } = open(anonymousSession, post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await userEvent.click(likeButton());
    // As a toast and as a message on the page.
    await waitFor(() => expect(screen.getAllByText('Please login to like posts')).toHaveLength(2));
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?next=%2Fdetails%2F${post._id}`);
  });

  it('when the owner opens it, then there is no Like button, "You can\'t like your own post!" says why, and Update/Delete are shown', async () => {
    await signInApp(owner);
    open(signedInSession(owner), post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByText("You can't like your own post!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      `/find-roommate/${post._id}`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // The owner sees their own contact details.
    expect(screen.getByText('olivia@example.com')).toBeInTheDocument();
  });

  it('when another user likes it, then the count goes up, the contact appears and a toast says so', async () => {
    const fresh = await createListing(owner, { contactInfo: 'call 555-0100' });
    await signInApp(visitor);
    open(signedInSession(visitor), fresh._id);
    await screen.findByText('0 likes');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByText('call 555-0100')).not.toBeInTheDocument();

    await userEvent.click(likeButton());
    expect(await screen.findByText('Contact information is now visible.')).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
    expect(screen.getByText('call 555-0100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked. Unlike' })).toBeEnabled();
    // The like was stored on the server, once.
    const stored = await api<Listing>(visitor, 'GET', `/posts/${fresh._id}`);
    expect(stored).toMatchObject({ likes: 1, liked: true });
  });

  it('when a user whose e-mail is unverified clicks Like, then the app says to verify first and shows no contact', async () => {
    const unverified = await createAccount('details-unverified', 'Una Unverified', {
      verified: false,
    });
    const fresh = await createListing(owner, { contactInfo: 'call 555-0111' });
    await signInApp(unverified);
    open(signedInSession(unverified), fresh._id);
    await screen.findByText('0 likes');
    await userEvent.click(likeButton());
    expect(await screen.findByText('Please verify your e-mail address first')).toBeInTheDocument();
    expect(screen.getByText('0 likes')).toBeInTheDocument();
    expect(screen.queryByText('call 555-0111')).not.toBeInTheDocument();
  });

  it('when a user who liked it comes back, then the contact shows at once and the like is done', async () => {
    const liked = await createListing(owner, { contactInfo: 'text me: 555-0199' });
    await api(visitor, 'POST', `/posts/${liked._id}/like`);
    await signInApp(visitor);
    open(signedInSession(visitor), liked._id);
    expect(await screen.findByText('text me: 555-0199')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked. Unlike' })).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
  });

  it('when a liker presses Unlike, then the like and the contact details it revealed are gone, here and on the server', async () => {
    const taken = await createListing(owner, { contactInfo: 'ring 555-0133' });
    await api(visitor, 'POST', `/posts/${taken._id}/like`);
    await signInApp(visitor);
    open(signedInSession(visitor), taken._id);
    expect(await screen.findByText('ring 555-0133')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Liked. Unlike' }));
    expect(await screen.findByText('Like removed.')).toBeInTheDocument();
    expect(screen.getByText('0 likes')).toBeInTheDocument();
    expect(screen.queryByText('ring 555-0133')).not.toBeInTheDocument();
    expect(likeButton()).toBeEnabled();
    const stored = await api<Listing>(visitor, 'GET', `/posts/${taken._id}`);
    expect(stored).toMatchObject({ likes: 0, liked: false });
    expect(stored).not.toHaveProperty('contactInfo');
  });

  it('when the post has no contact details, then the liker reads "No contact information provided"', async () => {
    // The older minimal create stores no contact details.
    const bare = await api<Listing>(owner, 'POST', '/api/posts', { title: 'Title only' });
    await signInApp(visitor);
    open(signedInSession(visitor), bare._id);
    await screen.findByText('0 likes');
    await userEvent.click(likeButton());
    expect(await screen.findByText('No contact information provided')).toBeInTheDocument();
  });

  it('when the post does not exist, then it says "Post not found"', async () => {
    open(anonymousSession, 'noSuchPost123');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
  });

  it('when the id is not a post id, then it says "Invalid post ID" without asking the server', async () => {
    open(anonymousSession, 'not%20an%20id!');
    expect(await screen.findByText('Invalid post ID')).toBeInTheDocument();
  });

  it('when the server cannot be reached, then it says "Failed to fetch post details" and offers Try Again', async () => {
    env.apiBaseUrl = DEAD_API;
    open(anonymousSession, post._id);
    expect(await screen.findByText(/^Failed to fetch post details/)).toBeInTheDocument();
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });

  it('when the owner deletes it after confirming, then it is gone and they land on My Listings', async () => {
    const doomed = await createListing(owner);
    await signInApp(owner);
    const { router } = open(signedInSession(owner), doomed._id);
    await screen.findByRole('heading', { level: 1, name: doomed.title });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this listing? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
    await expect(api(null, 'GET', `/posts/${doomed._id}`)).rejects.toThrow(/404/);
  });
});
