// The e-mail a new message causes, decided inside the transaction that adds
// the message (conversations/repository.ts), so a refused message queues
// nothing and a queued e-mail always has its message.
//
// Throttle: at most one e-mail per conversation and recipient in
// MESSAGE_EMAIL_WINDOW_MINUTES while the messages stay unread. The time of
// the last one is kept on the conversation (`mailedAt.{uid}`, a map of
// times: the participants may read it, it says nothing they don't know). A
// message to someone who had read everything before it (not in `unreadBy`)
// starts a new e-mail at once: they are back in the conversation. The sender
// waits MESSAGE_EMAIL_DELAY_SECONDS before sending and skips a message the
// recipient read in the app meanwhile (deliver.ts).
//
// Across conversations (docs/email.md): one account can open a conversation
// per listing, and each has its own window, so the recipient's message
// e-mails are also counted per clock hour in messageMailCounts/{recipientUid}
// (server only): at most MESSAGE_EMAILS_PER_SENDER_PER_HOUR (3) from one
// sender and MESSAGE_EMAILS_PER_RECIPIENT_PER_HOUR (20) in all. Over either,
// the message arrives in the app as always and only its e-mail is held
// back: `mailedAt` is left as it was, so the conversation's next message
// after the hour may e-mail again.
//
// Cost: nothing when throttled; otherwise two reads (the outbox document and
// the recipient's counts, with the transaction's other reads) and two writes
// (the outbox document, the counts), and the `mailedAt` time rides on the
// conversation's update the message makes anyway. Held back by the counts:
// the one read.
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { MESSAGE_EMAIL_WINDOW_MINUTES } from '../contract/email';
import { db } from '../lib/firebase';
import { mailConfig } from './config';
import { mailOutbox } from './outbox';
import type { TemplateData } from './templates/types';

/** Where a conversation keeps, per recipient, when their last message e-mail was queued. */
export const MAILED_AT = 'mailedAt';

/** messageMailCounts/{recipientUid}: this hour's message e-mails to the member, in all and per sender. */
export const MESSAGE_MAIL_COUNTS = 'messageMailCounts';

const HOUR_MS = 60 * 60 * 1000;

/** The hourly caps across conversations, read at call time so deployments and tests can change them. */
export function messageMailCaps(env: NodeJS.ProcessEnv = process.env) {
  const cap = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    perSender: cap('MESSAGE_EMAILS_PER_SENDER_PER_HOUR', 3),
    perRecipient: cap('MESSAGE_EMAILS_PER_RECIPIENT_PER_HOUR', 20),
  };
}

type Counts = { hour: number; total: number; senders: Record<string, number> };

/**
 * This hour's counts after one more e-mail from `senderUid`, or null when
 * either cap is reached (the e-mail is held back). Pure: the stored counts
 * of an earlier hour count for nothing.
 */
export function nextMessageMailCounts(
  stored: DocumentData | undefined,
  senderUid: string,
  now: number,
  caps = messageMailCaps(),
): Counts | null {
  const hour = Math.floor(now / HOUR_MS);
  const current = stored?.hour === hour ? stored : undefined;
  const total = typeof current?.total === 'number' ? current.total : 0;
  const senders = { ...((current?.senders ?? {}) as Record<string, number>) };
  const fromSender = typeof senders[senderUid] === 'number' ? senders[senderUid] : 0;
  if (total >= caps.perRecipient || fromSender >= caps.perSender) return null;
  return { hour, total: total + 1, senders: { ...senders, [senderUid]: fromSender + 1 } };
}

/** One key per e-mail: the conversation, the recipient and the moment it was queued. */
export const messageMailKey = (conversationId: string, uid: string, at: Date) =>
  `message_${conversationId}_${uid}_${at.getTime()}`;

const WINDOW_MS = MESSAGE_EMAIL_WINDOW_MINUTES * 60 * 1000;

/**
 * Whether a new message e-mails its recipient: yes when they had read
 * everything before it, or when no message e-mail of this conversation went
 * to them in the last MESSAGE_EMAIL_WINDOW_MINUTES.
 */
export function messageMailDue({
  hadUnread,
  lastMailedAt,
  now,
}: {
  /** The recipient was in `unreadBy` before this message. */
  hadUnread: boolean;
  /** When their last message e-mail of this conversation was queued (ms), if ever. */
  lastMailedAt: number | undefined;
  now: number;
}): boolean {
  if (!hadUnread || lastMailedAt === undefined) return true;
  // A clock that went back (lastMailedAt in the future) counts as inside the window.
  return now - lastMailedAt >= WINDOW_MS;
}

/** What the e-mail says of a contact share: the details stay in the app, never in an e-mail. */
export const CONTACT_SHARED_PREVIEW = 'Shared their contact details with you.';

/** The conversation as stored before this message (undefined: it starts with it). */
type Before = DocumentData | undefined;

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/**
 * The delay before a message e-mail. A configuration that can't be read
 * must not refuse the message: the e-mail waits none, and the sender reports
 * the configuration when it tries to send.
 */
function messageDelayMs(): number {
  try {
    return mailConfig().messageDelaySeconds * 1000;
  } catch {
    return 0;
  }
}

export type MessageMail = {
  /**
   * Queues the e-mail if it is due, and answers the conversation fields to
   * write with the message (the new `mailedAt` time; {} when throttled).
   * A write: call it after every read of the transaction.
   */
  queue(): Record<string, unknown>;
};

/**
 * Decides the e-mail of a message from `senderId` in a conversation, and
 * reads what queuing it needs. Call it with the transaction's reads, before
 * any write; `queue()` later writes it.
 */
export async function prepareMessageMail(
  tx: Transaction,
  message: {
    conversationId: string;
    before: Before;
    senderUid: string;
    recipientUid: string;
    data: Omit<TemplateData['new-message'], 'conversationId'>;
    now?: Date;
  },
): Promise<MessageMail> {
  const { conversationId, before, senderUid, recipientUid } = message;
  const now = message.now ?? new Date();
  const unreadBy = (before?.unreadBy ?? []) as unknown[];
  const mailedAt = (before?.[MAILED_AT] ?? {}) as Record<string, unknown>;
  const due = messageMailDue({
    hadUnread: unreadBy.includes(recipientUid),
    lastMailedAt: millisOf(mailedAt[recipientUid]),
    now: now.getTime(),
  });
  if (!due) return { queue: () => ({}) };

  const key = messageMailKey(conversationId, recipientUid, now);
  const [counts, outbox] = await Promise.all([
    tx.get(db().collection(MESSAGE_MAIL_COUNTS).doc(recipientUid)),
    mailOutbox(tx, [key]),
  ]);
  const next = nextMessageMailCounts(counts.data(), senderUid, now.getTime());
  if (!next) return { queue: () => ({}) };
  return {
    queue() {
      tx.set(counts.ref, next);
      outbox.queue({
        key,
        uid: recipientUid,
        template: 'new-message',
        data: { conversationId, ...message.data },
        sendAfter: new Date(now.getTime() + messageDelayMs()),
      });
      return { [`${MAILED_AT}.${recipientUid}`]: Timestamp.fromDate(now) };
    },
  };
}
