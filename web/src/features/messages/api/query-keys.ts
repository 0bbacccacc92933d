export const messageKeys = {
  all: ['conversations'] as const,
  unreadCount: (uid: string | null) => ['conversations', 'unread-count', uid] as const,
  conversation: (id: string, uid: string | null) => ['conversations', 'one', id, uid] as const,
};
