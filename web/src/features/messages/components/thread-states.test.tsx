// What a thread shows as its conversation document changes (the realtime view
// passes each new snapshot in): a deleted member, a closed thread, and a block
// that takes the composer away at once, for both sides. No network: the
// conversations here are the contract's shapes, as the realtime mapping makes them.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl } from '@/components/user-avatar';
import { renderWithApp } from '@/testing/test-utils';
import { aConversation } from '../testing/fixtures';
import {
  BLOCKED_MESSAGE,
  CLOSED_REASONS,
  DELETED_MEMBER,
  type Conversation,
  type Message,
} from '../types';
import { ConversationList } from './conversation-list';
import { SHARE_CONTACT, ThreadView } from './thread-view';

const open: Conversation = aConversation({
  other: {
    uid: 'seeker',
    name: 'Sam Seeker',
    photo: 'https://example.com/sam.png',
    deleted: false,
  },
  lastMessage: { text: 'Hi!', fromMe: false, at: '2025-01-01T10:00:00.000Z' },
});

const messages: Message[] = [
  {
    _id: 'm1',
    senderId: 'seeker',
    fromMe: false,
    text: 'Hi!',
    kind: 'text',
    warning: false,
    createdAt: '2025-01-01T10:00:00.000Z',
    read: false,
  },
];

const deleted: Conversation = {
  ...open,
  other: { uid: 'seeker', name: DELETED_MEMBER, photo: '', deleted: true },
  closed: 'account-deleted',
};

/** A thread whose conversation the test replaces, as a new realtime snapshot would. */
function renderLive(initial: Conversation) {
  let update: (next: Conversation) => void = () => {};
  function Live() {
    const [conversation, setConversation] = useState(initial);
    update = setConversation;
    return <ThreadView conversation={conversation} messages={messages} />;
  }
  renderWithApp(<Live />, { path: '/messages/x' });
  return { update: (next: Conversation) => act(() => update(next)) };
}

const box = () => screen.queryByRole('textbox', { name: 'Message' });
const sendButton = () => screen.queryByRole('button', { name: 'Send' });

describe('a thread', () => {
  it('when the other member deleted their account, then it shows "Deleted member" with the default avatar, and the reason in place of the composer', () => {
    renderLive(deleted);
    expect(screen.getByRole('heading', { name: DELETED_MEMBER })).toBeInTheDocument();
    expect(screen.queryByText('Sam Seeker')).not.toBeInTheDocument();
    const header = screen.getByRole('region', { name: `Conversation with ${DELETED_MEMBER}` });
    expect(within(header).getAllByRole('presentation')[0]).toHaveAttribute('src', defaultAvatarUrl);
    expect(screen.getByRole('status', { name: 'Conversation closed' })).toHaveTextContent(
      CLOSED_REASONS['account-deleted'],
    );
    expect(box()).not.toBeInTheDocument();
    expect(sendButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARE_CONTACT })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Block' })).toBeDisabled();
  });

  it('when a moderator removed the listing, then the composer gives way to the reason with a link to the safety tips', () => {
    renderLive({ ...open, isOwner: false, closed: 'listing-removed' });
    const notice = screen.getByRole('status', { name: 'Conversation closed' });
    expect(notice).toHaveTextContent(CLOSED_REASONS['listing-removed']);
    expect(within(notice).getByRole('link', { name: 'Safety tips' })).toHaveAttribute(
      'href',
      '/safety',
    );
    expect(box()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARE_CONTACT })).toBeDisabled();
  });

  it('when the other side blocks while a message is being typed, then the box and Send go at once with the reason, and come back with the text when unblocked', async () => {
    const live = renderLive(open);
    await userEvent.type(box()!, 'Half a thought');
    expect(sendButton()).toBeEnabled();

    live.update({ ...open, blocked: true });
    expect(box()).not.toBeInTheDocument();
    expect(screen.getByText(BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: SHARE_CONTACT })).toBeDisabled();

    live.update(open);
    expect(box()).toHaveValue('Half a thought');
    expect(sendButton()).toBeEnabled();
  });

  it('when the caller blocked the other side, then the reason says so and how to undo it', () => {
    renderLive({ ...open, blocked: true, blockedByMe: true });
    expect(
      screen.getByText('You blocked Sam Seeker. Unblock to send messages.'),
    ).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeEnabled();
  });
});

describe('the inbox', () => {
  it('when a member deleted their account, then their conversation shows "Deleted member" and the default avatar', () => {
    renderWithApp(<ConversationList conversations={[deleted]} />, { path: '/messages' });
    const item = screen.getByRole('link', { name: new RegExp(DELETED_MEMBER) });
    expect(within(item).queryByText('Sam Seeker')).not.toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute('src', defaultAvatarUrl);
  });
});
