// What the messages pages save for offline use (lib/offline-copies.ts): the
// inbox's first page and a thread's latest messages, as shown, minus contact
// details. `saveCopy` drops private keys (email, phone…), but a contact share
// carries the details in its text, and anyone may type a number or an
// address into a message: those texts are saved without them. Pure.
import { CONTACT_SHARE_PREFIX } from '@contract/messages';
import type { Conversation, Message } from '../types';

/** A contact share as a saved thread shows it (its details are never saved). */
export const CONTACT_SHARE_OFFLINE =
  "Contact details aren't saved on this device. They show when you're back online.";

/** The inbox's last line for a contact share, saved. */
export const CONTACT_SHARE_LINE_OFFLINE = 'Shared contact details';

/** What stands in a saved text for an e-mail address or a phone number typed into it. */
export const HIDDEN_OFFLINE = '(hidden offline)';

/** The copy keys (one per member: `saveCopy` files them under the member's uid). */
export const INBOX_COPY = 'inbox';
export const threadCopyKey = (conversationId: string) => `conversation:${conversationId}`;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/**
 * Seven or more digits, maybe grouped by spaces, dashes or brackets (+44 7700
 * 900123, (555) 014-2233, 555-0142). Not dots: times and prices ("10.30 -
 * 11.45") keep theirs.
 */
const PHONE = /\+?\(?\d[\d\s()-]{5,}\d/g;
/** A date with dashes looks like a number too, and stays (01/09/2025 has slashes and never matches). */
const DATE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{2,4})$/;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** `text` with every e-mail address and phone number in it replaced by HIDDEN_OFFLINE. */
export function withoutContactDetails(text: string): string {
  return text
    .replace(EMAIL, HIDDEN_OFFLINE)
    .replace(PHONE, (match) =>
      digitCount(match) >= 7 && !DATE.test(match.trim()) ? HIDDEN_OFFLINE : match,
    );
}

/** A conversation as saved: its last line without contact details. */
export function savedConversation(conversation: Conversation): Conversation {
  const last = conversation.lastMessage;
  if (!last) return conversation;
  const text = last.text.startsWith(CONTACT_SHARE_PREFIX)
    ? CONTACT_SHARE_LINE_OFFLINE
    : withoutContactDetails(last.text);
  return { ...conversation, lastMessage: { ...last, text } };
}

/** A message as saved: a contact share without its details, any other without those typed in. */
export function savedMessage(message: Message): Message {
  const text =
    message.kind === 'contact' ? CONTACT_SHARE_OFFLINE : withoutContactDetails(message.text);
  return { ...message, text };
}

export type SavedInbox = { conversations: Conversation[] };

/** The inbox's copy: its live first page (`shown`, at most INBOX_LIMIT). */
export const inboxCopy = (shown: Conversation[]): SavedInbox => ({
  conversations: shown.map(savedConversation),
});

export type SavedThread = { conversation: Conversation; messages: Message[] };

/** A thread's copy: the conversation and its latest `limit` messages (oldest first). */
export const threadCopy = (thread: SavedThread, limit: number): SavedThread => ({
  conversation: savedConversation(thread.conversation),
  messages: thread.messages.slice(-limit).map(savedMessage),
});

/** Whether what came back from the cache has the copy's shape (an older app's copy may not). */
export const isSavedInbox = (value: unknown): value is SavedInbox =>
  typeof value === 'object' && value !== null && Array.isArray((value as SavedInbox).conversations);

export const isSavedThread = (value: unknown): value is SavedThread =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedThread).conversation === 'object' &&
  (value as SavedThread).conversation !== null &&
  Array.isArray((value as SavedThread).messages);
