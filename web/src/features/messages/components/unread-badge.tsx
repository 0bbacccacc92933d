import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUnreadCount } from '../api/unread-count';

/**
 * The unread conversations count beside "Messages" in the navbar, read out as
 * "3 unread". Refreshed on every navigation and when the app regains focus
 * (the query), and set live by the inbox while it is open.
 */
export function UnreadBadge({ uid }: { uid: string }) {
  const { pathname } = useLocation();
  const { data: count = 0, refetch } = useUnreadCount(uid);
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  if (!count) return null;
  return (
    <span
      data-testid="unread-badge"
      aria-label={`${count} unread`}
      style={{
        display: 'inline-block',
        minWidth: '1.25rem',
        padding: '0 0.375rem',
        marginInlineStart: '0.375rem',
        borderRadius: '999px',
        background: '#c62828',
        color: '#fff',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: '1.25rem',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
