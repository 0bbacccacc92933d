// Conversations between a seeker and a poster about one listing, and their API shapes.

export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';

/** One conversation per listing and seeker: starting it again continues it. */
export const conversationId = (postId: string, seekerId: string) => `${postId}_${seekerId}`;

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

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const BLOCKED = "You can't message this user";
export const NOT_A_LIKER = 'You can only start a conversation with someone who liked your listing';
export const OWN_LISTING = "You can't message yourself about your own listing";
