// What the messages pages save for offline use: never contact details, neither
// a contact share's nor a number or an address typed into a message.
import { describe, expect, it } from 'vitest';
import { aConversation, aMessage } from '../testing/fixtures';
import {
  CONTACT_SHARE_LINE_OFFLINE,
  CONTACT_SHARE_OFFLINE,
  HIDDEN_OFFLINE,
  inboxCopy,
  threadCopy,
  withoutContactDetails,
} from './offline-copy';

const conversation = (lastText: string | null) =>
  aConversation({
    lastMessage:
      lastText === null ? null : { text: lastText, fromMe: false, at: '2025-01-01T10:00:00.000Z' },
    unread: true,
  });

const message = aMessage;

describe('offline copies of the messages pages', () => {
  it('when a message in the thread is a contact share, then its copy has no details, only what stands for them', () => {
    const copy = threadCopy(
      {
        conversation: conversation('Hi'),
        messages: [
          message('m1', 'Hello!'),
          message('m2', 'My contact details: +44 7700 900123 (phone)', 'contact'),
          message('m3', 'My contact details: sam@example.com (e-mail)', 'contact'),
        ],
      },
      100,
    );
    expect(copy.messages.map((m) => m.text)).toEqual([
      'Hello!',
      CONTACT_SHARE_OFFLINE,
      CONTACT_SHARE_OFFLINE,
    ]);
    expect(copy.messages.map((m) => m.kind)).toEqual(['text', 'contact', 'contact']);
    expect(JSON.stringify(copy)).not.toMatch(/7700|sam@example/);
  });

  it('when the inbox shows a contact share as a last line, then its copy says only that details were shared', () => {
    const copy = inboxCopy([
      conversation('My contact details: 555-0142 (phone)'),
      conversation('Is the room still free?'),
      conversation(null),
    ]);
    expect(copy.conversations.map((c) => c.lastMessage?.text ?? null)).toEqual([
      CONTACT_SHARE_LINE_OFFLINE,
      'Is the room still free?',
      null,
    ]);
    // The rest of the conversation is kept as shown.
    expect(copy.conversations[0]).toEqual({
      ...conversation(''),
      lastMessage: { ...conversation('').lastMessage, text: CONTACT_SHARE_LINE_OFFLINE },
    });
  });

  it('when a message has a phone number or an e-mail address typed in, then the copy hides just those', () => {
    expect(withoutContactDetails('Call me on +44 7700 900123 or write to sam@example.com!')).toBe(
      `Call me on ${HIDDEN_OFFLINE} or write to ${HIDDEN_OFFLINE}!`,
    );
    expect(withoutContactDetails('My number: (555) 014-2233, or 555-0142')).toBe(
      `My number: ${HIDDEN_OFFLINE}, or ${HIDDEN_OFFLINE}`,
    );
    expect(withoutContactDetails('Text me: 07700900123.')).toBe(`Text me: ${HIDDEN_OFFLINE}.`);
  });

  it('when a message has prices, times and dates, then the copy keeps them', () => {
    const text =
      'Rent is £650 a month, £1,200 deposit. Viewing 10.30 - 11.45 on 2025-09-01 or 01/09/2025, room 12.';
    expect(withoutContactDetails(text)).toBe(text);
  });

  it('when a thread has more messages than it shows, then its copy keeps the latest ones', () => {
    const messages = Array.from({ length: 5 }, (_, i) => message(`m${i}`, `Message ${i}`));
    const copy = threadCopy({ conversation: conversation('Message 4'), messages }, 3);
    expect(copy.messages.map((m) => m._id)).toEqual(['m2', 'm3', 'm4']);
  });
});
