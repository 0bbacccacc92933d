export const notificationKeys = {
  all: ['notifications'] as const,
  /** Pages of `GET /users/me/notifications`, newest first. */
  list: (uid: string | null) => [...notificationKeys.all, 'list', uid] as const,
  /** The navbar bell's count. */
  unreadCount: (uid: string | null) => [...notificationKeys.all, 'unread-count', uid] as const,
};
