// What each e-mail template is given. The events that cause an e-mail
// (a message, an alert, a reminder, a removal) fill these in when they write
// the outbox document; the sender renders them at delivery time.
import type { MailKind } from './layout';

/** One alert as an e-mail (and a digest line) tells it. */
export type AlertItem =
  | {
      kind: 'saved-search-match';
      postId: string;
      title: string;
      location: string;
      rentAmount: number;
      searchName: string;
    }
  | { kind: 'room-match'; postId: string; title: string; location: string; rentAmount: number }
  | { kind: 'seeker-match'; postId: string; title: string; adId: string; headline: string };

export type TemplateData = {
  /** A new message; the e-mail links to the thread. */
  'new-message': {
    conversationId: string;
    senderName: string;
    /** The start of the message (the thread preview's length), never contact details beyond what was written. */
    preview: string;
    /** The listing or ad the conversation is about ('' when none). */
    about: string;
  };
  /** One alert, sent as it happens. */
  alert: { item: AlertItem };
  /** The day's alerts in one e-mail (newest first, at most DIGEST_ITEMS_MAX, `more` not shown). */
  'alert-digest': { items: AlertItem[]; more: number };
  /** "Your listing expires in 3 days" with a Renew link. */
  'expiry-reminder': { postId: string; title: string; expiresAt: string };
  /** A moderator removed the member's listing. */
  'listing-removed': { postId: string; title: string; reason: string };
  /** The day before a confirmed viewing; links to its conversation. */
  'viewing-reminder': {
    viewingId: string;
    conversationId: string;
    postTitle: string;
    /** The listing's area (never an address or contact details). */
    area: string;
    mode: 'in-person' | 'video';
    /** ISO instant, shown in `timeZone` (IANA). */
    start: string;
    timeZone: string;
  };
};
export type TemplateName = keyof TemplateData;

/** Which preference each template answers to (its unsubscribe link changes exactly that one). */
export const TEMPLATE_KIND: Record<TemplateName, MailKind> = {
  'new-message': 'messages',
  alert: 'alerts',
  'alert-digest': 'alerts',
  'expiry-reminder': 'listings',
  // What a moderator did to the member's listing: always sent, whatever their choices.
  'listing-removed': 'account',
  // About a conversation's booking: the messages' preference.
  'viewing-reminder': 'messages',
};

/** At most this many alerts are listed in one digest; the rest are counted. */
export const DIGEST_ITEMS_MAX = 20;

/**
 * An e-mail to queue. `key` is the idempotency key and the outbox document's
 * id: the same event always makes the same key, so it is queued once however
 * often the code that causes it runs.
 */
export type MailRequest<T extends TemplateName = TemplateName> = {
  key: string;
  uid: string;
  template: T;
  data: TemplateData[T];
  /** Not before this time (default: now). */
  sendAfter?: Date;
};
