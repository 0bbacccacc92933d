// Sending offline: nothing is queued, the member is told it can't be sent now,
// and what they typed stays in the box (the API client refuses a write at once
// while the browser is offline).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WRITE_MESSAGE } from '@/lib/offline-requests';
import { fakeApi } from '@/testing/fake-api';
import { restoreOnline, setOnline } from '@/testing/offline';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { aConversation } from '../testing/fixtures';
import { MessagePosterButton } from './message-poster-button';
import { ThreadView } from './thread-view';

const conversation = aConversation({
  _id: 'post1_uid-1',
  isOwner: false,
  other: { uid: 'poster', name: 'Maya Poster', photo: '', deleted: false },
  lastMessage: { text: 'Hi', fromMe: true, at: '2025-01-01T10:00:00.000Z' },
});

const session = { user: testUser, loading: false };

describe('sending a message offline', () => {
  afterEach(() => {
    restoreOnline();
    vi.restoreAllMocks();
  });

  it('when the member sends in a thread offline, then it says it can’t be sent now and keeps the text', async () => {
    const requests = fakeApi(() => undefined);
    renderWithApp(<ThreadView conversation={conversation} messages={[]} />, {
      path: '/messages/x',
      session,
    });
    setOnline(false);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Could I see it on Saturday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_WRITE_MESSAGE);
    expect(box).toHaveValue('Could I see it on Saturday?');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('when the member writes a first message offline, then the dialog says it can’t be sent now and keeps the text', async () => {
    const requests = fakeApi((request) =>
      request.method === 'GET' ? { body: { conversation: null, messages: [] } } : undefined,
    );
    renderWithApp(
      <MessagePosterButton
        postId="post1"
        postTitle="Sunny room near the park"
        posterName="Maya"
        isOwner={false}
        user={testUser}
      />,
      { path: '/details/post1', session },
    );
    setOnline(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Message Maya' }));
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Hello Maya!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_WRITE_MESSAGE);
    expect(box).toHaveValue('Hello Maya!');
    expect(screen.getByRole('dialog', { name: 'Message Maya' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
