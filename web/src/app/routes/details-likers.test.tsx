// "People who liked this" on the owner's details page, on the real emulators:
// likes made through the API, the owner's Firebase SDK signed in for real,
// and the conversation the Message button starts read back through the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
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
import { LIKERS_PAGE_SIZE } from '@/features/messages/api/likers';
import type { Conversation, Message } from '@/features/messages/types';
import DetailsRoute from './details';

const open = (session: Session, id: string) =>
  renderRoute(<DetailsRoute />, { route: '/details/:id', path: `/details/${id}`, session });

const likersSection = () => screen.findByRole('region', { name: 'People who liked this' });

describe('people who liked a listing', () => {
  let owner: TestAccount;
  let liker: TestAccount;
  let post: Listing;

  beforeAll(async () => {
    owner = await createAccount('likers-owner', 'Olga Owner');
    liker = await createAccount('likers-liker', 'Lena Liker');
    // The liker's profile gives the name the owner sees (and a phone nobody should see).
    await api(liker, 'PUT', `/users/${liker.email}`, {
      displayName: 'Lena Liker',
      phoneNumber: '555-0177',
    });
    post = await createListing(owner);
    await api(liker, 'POST', `/posts/${post._id}/like`);
  }, 60_000);

  afterEach(() => signOutApp());

  it('when the owner opens the listing, then the liker shows by name, never by e-mail or phone; Message starts a conversation with them and opens it', async () => {
    await signInApp(owner);
    const { router } = open(signedInSession(owner), post._id);
    const section = within(await likersSection());
    expect(await section.findByText('Lena Liker')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(liker.email);
    expect(document.body.textContent).not.toContain('555-0177');

    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Message Lena Liker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message Lena Liker' }));
    expect(dialog.getByText(`About “${post.title}”`)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Your message' }), 'Thanks for the like!');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const id = `${post._id}_${liker.uid}`;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${id}`));
    const thread = await api<{ conversation: Conversation; messages: Message[] }>(
      liker,
      'GET',
      `/conversations/${id}`,
    );
    expect(thread.conversation).toMatchObject({ isOwner: false, unread: true });
    expect(thread.messages.map((m) => m.text)).toEqual(['Thanks for the like!']);
  });

  it('when the liker has already written, then Message opens that conversation (with its history), not an empty box', async () => {
    const writer = await createAccount('likers-writer', 'Wendy Writer');
    await api(writer, 'PUT', `/users/${writer.email}`, { displayName: 'Wendy Writer' });
    await api(writer, 'POST', `/posts/${post._id}/like`);
    const started = await api<{ conversation: Conversation }>(writer, 'POST', '/conversations', {
      postId: post._id,
      text: 'Hi, could I see the room on Saturday?',
    });
    await signInApp(owner);
    const { router } = open(signedInSession(owner), post._id);
    const section = within(await likersSection());
    await userEvent.click(await section.findByRole('button', { name: 'Message Wendy Writer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/messages/${started.conversation._id}`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when someone else opens the listing, then there is no list of likers', async () => {
    await signInApp(liker);
    open(signedInSession(liker), post._id);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.queryByText('People who liked this')).not.toBeInTheDocument();
  });

  it('when more people liked it than one page, then Load more shows the rest', async () => {
    const popular = await createListing(owner);
    const fans = await Promise.all(
      Array.from({ length: LIKERS_PAGE_SIZE + 1 }, (_, i) => createAccount(`fan${i}`, `Fan ${i}`)),
    );
    for (const fan of fans) await api(fan, 'POST', `/posts/${popular._id}/like`);

    await signInApp(owner);
    open(signedInSession(owner), popular._id);
    const section = within(await likersSection());
    const messageButtons = () => section.queryAllByRole('button', { name: /^Message / });
    await waitFor(() => expect(messageButtons()).toHaveLength(LIKERS_PAGE_SIZE));
    // Without a profile, a liker shows under a neutral name.
    expect(section.getAllByText('Roomly member')).toHaveLength(LIKERS_PAGE_SIZE);
    await userEvent.click(section.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(messageButtons()).toHaveLength(LIKERS_PAGE_SIZE + 1));
    expect(section.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 60_000);
});
