// The outbox's collection, statuses and stored field names, with no Firestore
// in them: the index generator loads the due query's shape (due-query.ts)
// from the build without the Admin SDK.

export const OUTBOX = 'outbox';
/** The Trigger Email extension's collection (MAIL_SENDER=extension). */
export const EXTENSION_MAIL = 'mail';

/**
 * Where an e-mail is in its life:
 * - `pending`: queued, not tried yet; `retry`: a try failed for a while, due again at `sendAfter`;
 * - `sending`: claimed by one run, whose lease ends at `sendAfter`;
 * - `sent`; `sent-to-extension` (handed to the Trigger Email extension in `mail/{key}`);
 * - `failed` (`error` says why); `skipped` (`skipReason` says why: nothing was sent).
 */
export const OUTBOX_STATUSES = [
  'pending',
  'sending',
  'retry',
  'sent',
  'sent-to-extension',
  'failed',
  'skipped',
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Why nothing was sent. */
export const SKIP_REASONS = [
  /** No Auth account any more. */
  'deleted',
  /** The address isn't verified (or the account has none). */
  'unverified',
  /** `preferences.emailUpdates` is off: no e-mail at all. */
  'email-updates-off',
  /** The member turned this kind off (or alerts to 'off'). */
  'unsubscribed',
  /** A message e-mail whose messages were read in the app meanwhile (or whose conversation is gone). */
  'read',
  /** A template this code doesn't know (a newer release queued it). */
  'unknown-template',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The stored field names (the due query and the tests use them). */
export const OUTBOX_FIELDS = {
  /** `[uid]`: the recipient, by uid only (the address is looked up at delivery). */
  toUids: 'toUids',
  /** `{ name, data }`: a template name of templates/types.ts and its data. */
  template: 'template',
  /** The preference the e-mail answers to (contract/email.ts EmailKind). */
  kind: 'kind',
  idempotencyKey: 'idempotencyKey',
  status: 'status',
  /** Tries so far (each claim counts one). */
  attempts: 'attempts',
  /** Not before this time; for `sending`, the claim's lease end. */
  sendAfter: 'sendAfter',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  /** After delivery: the address it went to, and what was sent. */
  to: 'to',
  message: 'message',
  sentAt: 'sentAt',
  /** The SMTP server's answer: `accepted`, `rejected` (the recipient's address only), `response`, `messageId`. */
  info: 'info',
  /** The last failure, for `retry` and `failed`. */
  error: 'error',
  skipReason: 'skipReason',
} as const;
