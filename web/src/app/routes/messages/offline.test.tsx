// The messages pages offline: they read live through Firestore, which the
// service worker can't save, so they keep their own copies (Cache Storage, in
// memory here) and show them offline with the layout's note, or say that
// nothing was saved. No network: the copies are saved as the pages save them.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import OfflineNote from '@/app/layout/offline-note';
import { keepCopiesOf, saveCopy } from '@/lib/offline-copies';
import { fakeApi } from '@/testing/fake-api';
import { memoryCaches, restoreOnline, setOnline } from '@/testing/offline';
import { renderRoute } from '@/testing/render-route';
import { testUser } from '@/testing/test-utils';
import { resetSavers } from '@/features/messages/api/saved-copies';
import { aConversation, aMessage } from '@/features/messages/testing/fixtures';
import {
  CONTACT_SHARE_LINE_OFFLINE,
  CONTACT_SHARE_OFFLINE,
  inboxCopy,
  INBOX_COPY,
  threadCopy,
  threadCopyKey,
} from '@/features/messages/utils/offline-copy';
import InboxRoute, { INBOX_NOT_SAVED } from './inbox';
import ThreadRoute, { THREAD_NOT_SAVED } from './thread';

const session = { user: testUser, loading: false };

const conversation = aConversation({
  lastMessage: {
    text: 'My contact details: +44 7700 900123 (phone)',
    fromMe: false,
    at: '2025-01-01T10:01:00.000Z',
  },
  unread: true,
  updatedAt: '2025-01-01T10:01:00.000Z',
});

const message = aMessage;

const messages = [
  message('m1', 'Is the room still free?', 'text'),
  message('m2', 'My contact details: +44 7700 900123 (phone)', 'contact'),
];

const withNote = (page: React.ReactElement) => (
  <>
    <OfflineNote />
    {page}
  </>
);

const openInbox = () =>
  renderRoute(withNote(<InboxRoute />), { route: '/messages', path: '/messages', session });

const openThread = (id: string) =>
  renderRoute(withNote(<ThreadRoute />), {
    route: '/messages/:id',
    path: `/messages/${id}`,
    session,
  });

describe('the messages pages offline', () => {
  beforeEach(async () => {
    memoryCaches();
    // Signed in, as the session provider tells the copies.
    await keepCopiesOf(testUser.uid);
  });

  afterEach(() => {
    restoreOnline();
    resetSavers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when the member saved their inbox, then offline it shows it, the contact share as a line, and the note says since when', async () => {
    await saveCopy(INBOX_COPY, testUser.uid, inboxCopy([conversation]));
    setOnline(false);
    openInbox();
    const inbox = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(inbox).getByRole('link', { name: /Sam Seeker/ });
    expect(item).toHaveAttribute('href', '/messages/post1_seeker');
    expect(within(item).getByText(CONTACT_SHARE_LINE_OFFLINE)).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Offline: showing what you saw at \d/,
    );
    expect(screen.queryByRole('status', { name: 'Loading conversations' })).not.toBeInTheDocument();
  });

  it('when nothing of the inbox was saved, then offline it says so instead of loading', async () => {
    setOnline(false);
    openInbox();
    expect((await screen.findByText(INBOX_NOT_SAVED)).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading conversations' })).not.toBeInTheDocument();
  });

  it('when the member saved a conversation, then offline it shows its messages, a contact share without its details', async () => {
    fakeApi((request) => (request.path.endsWith('/viewings') ? { body: [] } : undefined));
    await saveCopy(
      threadCopyKey(conversation._id),
      testUser.uid,
      threadCopy({ conversation, messages }, 100),
    );
    setOnline(false);
    openThread(conversation._id);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const shown = within(list).getAllByTestId('message');
    expect(shown[0]).toHaveTextContent('Is the room still free?');
    expect(shown[1]).toHaveTextContent(CONTACT_SHARE_OFFLINE);
    expect(list).not.toHaveTextContent('7700');
    expect(await screen.findByText(/^Offline: showing what you saw at \d/)).toBeInTheDocument();
  });

  it('when another member saved the conversation on this device, then offline it is not shown', async () => {
    await saveCopy(
      threadCopyKey(conversation._id),
      'someone-else',
      threadCopy({ conversation, messages }, 100),
    );
    setOnline(false);
    openThread(conversation._id);
    expect((await screen.findByText(THREAD_NOT_SAVED)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/messages');
  });
});
