// A conversation and its messages as the messages pages get them, for the
// feature's tests: the poster's side of "Sunny room near the park" with Sam
// Seeker, each test changing what it is about.
import type { Conversation, Message } from '../types';

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'post1_seeker',
    postId: 'post1',
    postTitle: 'Sunny room near the park',
    isOwner: true,
    other: { uid: 'seeker', name: 'Sam Seeker', photo: '', deleted: false },
    lastMessage: { text: 'Hi', fromMe: false, at: '2025-01-01T10:00:00.000Z' },
    unread: false,
    blocked: false,
    blockedByMe: false,
    closed: null,
    neverPayWarning: false,
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A message from Sam (the other side) unless `overrides` say otherwise. */
export function aMessage(
  id: string,
  text: string,
  kind: Message['kind'] = 'text',
  overrides: Partial<Message> = {},
): Message {
  return {
    _id: id,
    senderId: 'seeker',
    fromMe: false,
    text,
    kind,
    warning: false,
    createdAt: '2025-01-01T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}
