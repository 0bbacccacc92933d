// The notifications feature's shapes (the API's own contract, re-exported).
export { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@contract/saved-searches';

export const NO_NOTIFICATIONS = 'No notifications yet.';
export const ALL_MARKED_READ = 'All notifications marked as read';

/** The bell's accessible name: "Notifications", "Notifications, 2 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
