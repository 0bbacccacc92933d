// On a phone (and any screen narrower than the bar's links need) "Messages"
// lives in the menu, so its unread count would be out of sight: this icon
// sits beside the bell there, with the same count as the link's badge.
// Plain elements (NavIconLink), no Material UI: the navbar is in the first load.
import { NavIconLink } from '@/components/nav-icon-link';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/unread-count';

// Material's "chat_bubble_outline" icon.
const CHAT = 'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z';

export const messagesIconLabel = (unread: number) =>
  unread > 0 ? `Messages, ${unread} unread` : 'Messages';

/**
 * Reads the count the link's badge keeps fresh (UnreadBadge, always mounted
 * in the bar, asks on every navigation and every LIVE_COUNT_REFRESH_MS).
 */
export function MessagesIconLink({ uid, className }: { uid: string; className?: string }) {
  const { data: count = 0 } = useUnreadCount(uid, { poll: false });
  return (
    <NavIconLink
      to={paths.messages}
      label={messagesIconLabel(count)}
      iconPath={CHAT}
      count={count}
      badgeColor="#c62828"
      testId="messages-icon"
      className={className}
    />
  );
}
