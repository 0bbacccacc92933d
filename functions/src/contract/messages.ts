// The messages contract: what the API answers for conversations and messages,
// and the texts both sides show. The web app imports it through `@contract`
// (see listing.ts for why the contract lives under functions/src); its realtime
// reads map Firestore snapshots to these same shapes.

export type MessageKind = 'text' | 'contact';

/** A conversation as the caller sees it. */
export type Conversation = {
  _id: string;
  postId: string;
  postTitle: string;
  /** Whether the caller is the listing's poster (else the seeker). */
  isOwner: boolean;
  other: { uid: string; name: string; photo: string };
  lastMessage: { text: string; fromMe: boolean; at: string | null } | null;
  /** A message from the other side that the caller hasn't read. */
  unread: boolean;
  /** Whether either side has blocked the other: no messages either way. */
  blocked: boolean;
  blockedByMe: boolean;
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

/** One conversation per listing and seeker: starting it again continues it. */
export const conversationId = (postId: string, seekerId: string) => `${postId}_${seekerId}`;

export const BLOCKED = "You can't message this user";

export const SCAM_WARNING =
  'Be careful: never send money or ID before you have seen the room in person.';
