// The API's shapes for conversations and messages (the messages contract);
// the realtime reads (api/realtime.ts) map Firestore snapshots to the same shapes.
export { MESSAGE_LIMITS } from '@contract/listing';

export {
  BLOCKED as BLOCKED_MESSAGE,
  CLOSED_REASONS,
  CONVERSATION_CLOSED,
  DELETED_MEMBER,
  SCAM_WARNING,
  conversationId as conversationIdFor,
  type Conversation,
  type ConversationClosure,
  type Message,
  type MessageKind,
  type SentMessage,
} from '@contract/messages';

/** Who liked a listing, as its owner sees it (`GET /posts/:id/likes`). */
export { type Liker } from '@contract/likers';
