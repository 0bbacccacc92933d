export const messageKeys = {
  all: ['conversations'] as const,
  unreadCount: (uid: string | null) => ['conversations', 'unread-count', uid] as const,
  conversation: (id: string, uid: string | null) => ['conversations', 'one', id, uid] as const,
  /** A listing's likers, for its owner (`uid`): pages of `GET /posts/:id/likes`. */
  likers: (postId: string, uid: string | null) => ['likers', postId, uid] as const,
};
