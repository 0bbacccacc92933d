// The e-mail contract: which kinds of e-mail Roomly sends, the member's
// choices for each, and the texts of the unsubscribe page. Import-free, so the
// web app loads it at runtime (the profile's settings, /unsubscribe) and the
// API renders the same words.

/** The kinds a member chooses separately; every e-mail belongs to exactly one. */
export const EMAIL_KINDS = ['messages', 'alerts', 'listings'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Saved-search and match alerts by e-mail: each as it happens, one digest a day, or none. */
export const ALERT_EMAIL_CHOICES = ['instant', 'daily', 'off'] as const;
export type AlertEmailChoice = (typeof ALERT_EMAIL_CHOICES)[number];

/** A member's e-mail choices (the profile's `emailPreferences`). */
export type EmailPreferences = {
  /** A new message in a conversation. */
  messages: boolean;
  /** Saved-search and match alerts. */
  alerts: AlertEmailChoice;
  /** "Your listing expires in 3 days" (a moderator's removal is an account notice, always sent). */
  listings: boolean;
};

/**
 * On for messages and listing reminders; alerts are opt-in (a member who saves
 * a search chooses to hear about it by e-mail). `preferences.emailUpdates`
 * (the spec's switch) stays the master switch: off, and no e-mail is sent.
 */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  messages: true,
  alerts: 'off',
  listings: true,
};

/** The settings' labels, also what the unsubscribe page names. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  messages: 'Message e-mails',
  alerts: 'Alert e-mails',
  listings: 'Listing reminders',
};
export const ALERT_CHOICE_LABELS: Record<AlertEmailChoice, string> = {
  instant: 'As they happen',
  daily: 'Daily digest',
  off: 'Off',
};

/** At most one message e-mail per conversation and member in this window, while the messages stay unread. */
export const MESSAGE_EMAIL_WINDOW_MINUTES = 15;
/** "Your listing expires in 3 days". */
export const EXPIRY_REMINDER_DAYS = 3;
/** How long an unsubscribe link works (RFC 8058 asks for a link that keeps working for a while). */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/**
 * How long "Undo" works after a link unsubscribed: the e-mail's link itself
 * never turns e-mails back on (whoever holds a forwarded e-mail could undo a
 * member's opt-out for its 90 days), only the short-lived undo token that the
 * unsubscribe which changed the setting answers with.
 */
export const UNDO_WINDOW_MINUTES = 30;

/**
 * GET/POST /mail/unsubscribe and POST /mail/resubscribe answer this.
 * `undoToken`: only from a POST /mail/unsubscribe that turned the kind off;
 * POST /mail/resubscribe takes it for UNDO_WINDOW_MINUTES.
 */
export type SubscriptionAnswer = { kind: EmailKind; subscribed: boolean; undoToken?: string };

/** The API's answers for a bad link (400 and 410), shown on /unsubscribe. */
export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid';
export const UNSUBSCRIBE_EXPIRED =
  'This unsubscribe link has expired. You can change your e-mail settings on your profile.';

/** POST /mail/resubscribe's 403 (the e-mail's own link) and 410 (an undo token past its window). */
export const RESUBSCRIBE_CLOSED = `Undo works for ${UNDO_WINDOW_MINUTES} minutes after unsubscribing. To turn these e-mails back on, sign in and change your e-mail settings on your profile.`;

/** What /unsubscribe says when it has no Undo to offer (the link found them off already). */
export const TURN_BACK_ON_TEXT =
  'To turn them back on, sign in and change your e-mail settings on your profile.';

/**
 * What /unsubscribe says on opening, while that kind is on: opening the link
 * changes nothing (mail scanners open links), the button turns them off.
 */
export const subscribedText = (kind: EmailKind) =>
  `You get ${EMAIL_KIND_LABELS[kind].toLowerCase()} from Roomly.`;
export const turnOffLabel = (kind: EmailKind) =>
  `Turn off ${EMAIL_KIND_LABELS[kind].toLowerCase()}`;

/** What /unsubscribe says after the button did its work, and after Undo. */
export const unsubscribedText = (kind: EmailKind) =>
  `You won't get ${EMAIL_KIND_LABELS[kind].toLowerCase()} from Roomly any more.`;
export const resubscribedText = (kind: EmailKind) => `${EMAIL_KIND_LABELS[kind]} are back on.`;
