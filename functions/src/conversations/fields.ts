// Conversations between a seeker and a poster about one listing: Firestore
// paths and error texts. The API shapes are the messages contract's.

export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';

export {
  BLOCKED,
  CONVERSATION_CLOSED,
  conversationId,
  type Conversation,
  type Message,
  type SentMessage,
  type MessageKind,
} from '../contract/messages';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const NOT_A_LIKER =
  'You can only start a conversation with someone who liked your listing or has an active Room wanted ad';
export const OWN_LISTING = "You can't message yourself about your own listing";
