// The API's shapes for conversations and messages (functions/src/conversations/fields.ts);
// the realtime reads (api/realtime.ts) map Firestore snapshots to the same shapes.
export { MESSAGE_LIMITS } from '@contract/listing';

export type MessageKind = 'text' | 'contact';

/** A conversation as the signed-in user sees it. */
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

/** `${postId}_${seekerUid}`: one conversation per listing and seeker. */
export const conversationIdFor = (postId: string, seekerUid: string) => `${postId}_${seekerUid}`;

export const BLOCKED_MESSAGE = "You can't message this user";
export const SCAM_WARNING =
  'Be careful: never send money or ID before you have seen the room in person.';
