// The inbox list and a thread on the real emulators: conversations started and
// messages sent through the API (Hosting emulator → function → Firestore), the
// app's Firebase SDK signed in for real. Realtime delivery is covered by the
// e2e journey (e2e/journeys/messages.e2e.ts); here the API's answers feed the views.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEVER_PAY_WARNING } from '@contract/viewings';
import { env } from '@/config/env';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
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
import { renderWithApp } from '@/testing/test-utils';
import type { Conversation, Message } from '../types';
import { SCAM_WARNING } from '../types';
import { ConversationList } from './conversation-list';
import { ThreadView } from './thread-view';

type Thread = { conversation: Conversation; messages: Message[] };

describe('messages', () => {
  let poster: TestAccount;
  let seeker: TestAccount;
  let postId = '';
  let postTitle = '';
  let id = '';

  beforeAll(async () => {
    poster = await createAccount('messages-poster', 'Paula Poster');
    seeker = await createAccount('messages-seeker', 'Sean Seeker');
    const post = await createListing(poster);
    postId = post._id;
    postTitle = post.title;
    const started = await api<{ conversation: Conversation }>(seeker, 'POST', '/conversations', {
      postId,
      text: 'Hello Paula!\nIs the room still available?',
    });
    id = started.conversation._id;
  }, 60_000);

  afterEach(async () => {
    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await signOutApp();
  });

  const threadAs = (account: TestAccount) =>
    api<Thread>(account, 'GET', `/conversations/${encodeURIComponent(id)}`);

  const openThread = async (account: TestAccount) => {
    const { conversation, messages } = await threadAs(account);
    return renderWithApp(<ThreadView conversation={conversation} messages={messages} />, {
      path: '/messages/x',
      session: signedInSession(account),
      withToaster: true,
    });
  };

  it('when the poster has a new conversation, then the inbox shows the other person, the listing, the first line and an unread marker', async () => {
    const inbox = await api<Conversation[]>(poster, 'GET', '/conversations');
    renderWithApp(<ConversationList conversations={inbox} />, {
      path: '/messages',
      session: signedInSession(poster),
    });
    const list = screen.getByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('link', { name: /Sean Seeker/ });
    expect(item).toHaveAttribute('href', `/messages/${id}`);
    expect(within(item).getByText(postTitle)).toBeInTheDocument();
    expect(within(item).getByText('Hello Paula!')).toBeInTheDocument();
    expect(within(item).queryByText(/Is the room still available/)).not.toBeInTheDocument();
    expect(within(item).getByText('Unread')).toBeInTheDocument();
  });

  it('when an empty inbox is shown, then it says how to start a conversation', () => {
    renderWithApp(<ConversationList conversations={[]} />, { path: '/messages' });
    expect(screen.getByText(/No conversations yet/)).toBeInTheDocument();
  });

  it('when the seeker types with Shift+Enter and presses Enter, then a two-line message is sent and the box empties', async () => {
    await signInApp(seeker);
    await openThread(seeker);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const { messages } = await threadAs(seeker);
    expect(messages.at(-1)).toMatchObject({ text: 'First line\nsecond line', fromMe: true });
  });

  it('when only spaces are typed, then nothing can be sent', async () => {
    await signInApp(seeker);
    await openThread(seeker);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('when a send fails, then the text stays with the error and Retry sends it once the server answers', async () => {
    await signInApp(seeker);
    await openThread(seeker);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    env.apiBaseUrl = DEAD_API;
    await user.type(box, 'Sent on the second try{Enter}');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(box).toHaveValue('Sent on the second try');

    env.apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
    const { messages } = await threadAs(seeker);
    expect(messages.at(-1)).toMatchObject({ text: 'Sent on the second try' });
  });

  it('when the poster asks for money by Western Union, then the seeker sees the scam warning and the never-pay banner, and the poster neither', async () => {
    await api(poster, 'POST', `/conversations/${encodeURIComponent(id)}/messages`, {
      text: 'Please send the deposit by Western Union today.',
    });

    await signInApp(seeker);
    const asReceiver = await openThread(seeker);
    expect(screen.getByText('Please send the deposit by Western Union today.')).toBeInTheDocument();
    expect(screen.getByText(SCAM_WARNING, { exact: false })).toBeInTheDocument();
    // The poster asked for money: the seeker also gets the never-pay banner above the thread.
    expect(screen.getByText(NEVER_PAY_WARNING, { exact: false })).toBeInTheDocument();
    const tips = screen.getAllByRole('link', { name: 'Safety tips' });
    expect(tips).toHaveLength(2);
    for (const link of tips) expect(link).toHaveAttribute('href', '/safety');
    asReceiver.unmount();
    await signOutApp();

    await signInApp(poster);
    await openThread(poster);
    expect(screen.getByText('Please send the deposit by Western Union today.')).toBeInTheDocument();
    expect(screen.queryByText(SCAM_WARNING, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(NEVER_PAY_WARNING, { exact: false })).not.toBeInTheDocument();
  });
});
