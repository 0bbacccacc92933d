// The messages contract: what the API answers for conversations and messages,
// and the texts both sides show. The web app imports it through `@contract`
// (see listing.ts for why the contract lives under functions/src); its realtime
// reads map Firestore snapshots to these same shapes.
import { UNNAMED_MEMBER } from './likers';
import { UPLOADED_PHOTO_PATTERN } from './photo-files';
import { PROFILE_LIMITS } from './profile';

/**
 * `viewing`: a line the API adds when a viewing is proposed, accepted,
 * declined or cancelled ("Proposed a viewing"), sent as the member who acted,
 * so the other side's unread marker and e-mail work as for any message.
 */
export type MessageKind = 'text' | 'contact' | 'viewing';

/**
 * Why no message can be sent into a conversation any more: the other member
 * deleted their account, or a moderator removed the listing it is about.
 */
export type ConversationClosure = 'account-deleted' | 'listing-removed';

/** A conversation as the caller sees it. */
export type Conversation = {
  _id: string;
  postId: string;
  postTitle: string;
  /** Whether the caller is the listing's poster (else the seeker). */
  isOwner: boolean;
  /** `deleted`: the other member deleted their account (shown as DELETED_MEMBER, no photo). */
  other: { uid: string; name: string; photo: string; deleted: boolean };
  lastMessage: { text: string; fromMe: boolean; at: string | null } | null;
  /** A message from the other side that the caller hasn't read. */
  unread: boolean;
  /** Whether either side has blocked the other: no messages either way. */
  blocked: boolean;
  blockedByMe: boolean;
  /** Closed for good (null while open): nobody can send into it any more. */
  closed: ConversationClosure | null;
  /**
   * The poster asked for money or refused a viewing (the scam phrases): the
   * seeker is shown NEVER_PAY_WARNING (contract/viewings.ts). Always false for the poster.
   */
  neverPayWarning: boolean;
  updatedAt: string | null;
};

export type Message = {
  _id: string;
  senderId: string;
  fromMe: boolean;
  text: string;
  kind: MessageKind;
  /** Looks like a scam (money, ID, another app): the receiver is warned. */
  warning: boolean;
  createdAt: string | null;
  /** For your own messages: whether the other side has read it. */
  read: boolean;
};

/** The API's answer to a message sent (starting a conversation, a text, shared contact details). */
export type SentMessage = { conversation: Conversation; message: Message };

/** One conversation per listing and seeker: starting it again continues it. */
export const conversationId = (postId: string, seekerId: string) => `${postId}_${seekerId}`;

export const BLOCKED = "You can't message this user";

/** The API's answer (409) to a message sent into a closed conversation. */
export const CONVERSATION_CLOSED = 'This conversation is closed';

/** How a member who deleted their account is shown in their conversations. */
export const DELETED_MEMBER = 'Deleted member';

/** What a closed thread shows in place of the composer. */
export const CLOSED_REASONS: Record<ConversationClosure, string> = {
  'account-deleted': 'This member deleted their account, so no more messages can be sent here.',
  'listing-removed':
    'Roomly’s moderators removed this listing, so no more messages can be sent here.',
};

/** Longest name shown for a person in a conversation (a profile's display name limit). */
export const PERSON_NAME_LIMIT = PROFILE_LIMITS.displayName;

/**
 * How a contact share's text begins ("My contact details: … (phone)"): the
 * inbox's last line has no kind, so the web app knows a shared contact by
 * this, and keeps it out of what it saves for offline use.
 */
export const CONTACT_SHARE_PREFIX = 'My contact details:';

export const SCAM_WARNING =
  'Be careful: never send money or ID before you have seen the room in person.';

// ---- Stored documents → the shapes above ----
// Pure mappings shared by the API (Admin SDK) and the web app's realtime reads
// (web SDK). The two SDKs have different Timestamp classes, so each side passes
// its own conversion in and this file imports neither.

/** A stored timestamp as a Date, or null when the value isn't one (e.g. not yet written). */
export type ReadTime = (value: unknown) => Date | null;

type Stored = Record<string, unknown>;

const isoOf = (readTime: ReadTime, value: unknown) => readTime(value)?.toISOString() ?? null;
const millisOf = (readTime: ReadTime, value: unknown) => readTime(value)?.getTime() ?? 0;
const otherParticipant = (data: Stored, uid: string) =>
  ((data.participants ?? []) as string[]).find((p) => p !== uid) ?? '';

/**
 * A stored name as shown: documents written before names were checked are not
 * trusted to be short (the API stores only checked names now).
 */
const shownName = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.trim().length <= PERSON_NAME_LIMIT
    ? value.trim()
    : UNNAMED_MEMBER;

/** A stored photo as shown: an https URL or an uploaded profile photo (the API's rule when it stores one). */
const shownPhoto = (value: unknown) =>
  typeof value === 'string' && (value.startsWith('https://') || UPLOADED_PHOTO_PATTERN.test(value))
    ? value
    : '';

const closureOf = (value: unknown): ConversationClosure | null =>
  value === 'account-deleted' || value === 'listing-removed' ? value : null;

/** A stored conversation (`conversations/{id}`) as `uid` sees it. */
export function toConversation(
  id: string,
  data: Stored,
  uid: string,
  readTime: ReadTime,
): Conversation {
  const otherUid = otherParticipant(data, uid);
  const people = (data.people ?? {}) as Record<
    string,
    { name?: unknown; photo?: unknown; deleted?: unknown }
  >;
  const other = people[otherUid] ?? {};
  const deleted = other.deleted === true;
  const last = data.lastMessage as { text: string; senderId: string; at: unknown } | null;
  const blockedBy = (data.blockedBy ?? []) as string[];
  return {
    _id: id,
    postId: data.postId as string,
    postTitle: data.postTitle as string,
    isOwner: data.ownerId === uid,
    other: deleted
      ? { uid: otherUid, name: DELETED_MEMBER, photo: '', deleted }
      : { uid: otherUid, name: shownName(other.name), photo: shownPhoto(other.photo), deleted },
    lastMessage: last
      ? { text: last.text, fromMe: last.senderId === uid, at: isoOf(readTime, last.at) }
      : null,
    unread: ((data.unreadBy ?? []) as string[]).includes(uid),
    blocked: blockedBy.length > 0,
    blockedByMe: blockedBy.includes(uid),
    closed: closureOf(data.closed),
    neverPayWarning: data.neverPayWarning === true && data.ownerId !== uid,
    updatedAt: isoOf(readTime, data.updatedAt),
  };
}

/** When the other participant last read the conversation (ms since the epoch; 0 = never). */
export function otherReadMillis(data: Stored, uid: string, readTime: ReadTime): number {
  const readAt = (data.readAt ?? {}) as Record<string, unknown>;
  return millisOf(readTime, readAt[otherParticipant(data, uid)]);
}

/** A stored message as `uid` sees it; `otherReadAt` from `otherReadMillis` of its conversation. */
export function toMessage(
  id: string,
  data: Stored,
  uid: string,
  otherReadAt: number,
  readTime: ReadTime,
): Message {
  const createdAt = readTime(data.createdAt);
  return {
    _id: id,
    senderId: data.senderId as string,
    fromMe: data.senderId === uid,
    text: data.text as string,
    kind: data.kind === 'contact' || data.kind === 'viewing' ? data.kind : 'text',
    warning: data.warning === true,
    createdAt: createdAt?.toISOString() ?? null,
    // Without a time (not yet written) nothing says the other side has read it.
    read: data.senderId === uid && createdAt !== null && otherReadAt >= createdAt.getTime(),
  };
}
