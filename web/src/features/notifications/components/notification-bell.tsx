// The navbar's bell with the unread alerts count, linking to
// /notifications. Plain elements and an inline icon like the rest of the
// navbar (no Material UI); the navbar loads this module only for signed-in
// people, so anonymous visitors download none of it and ask the API nothing.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { NavIconLink } from '@/components/nav-icon-link';
import { paths } from '@/config/paths';
import { useUnreadNotificationsCount } from '../api/unread-notifications';
import { bellLabel } from '../types';

// Material's "notifications_none" icon.
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z';

export default function NotificationBell({ uid }: { uid: string }) {
  const { pathname } = useLocation();
  const { data: count = 0, refetch } = useUnreadNotificationsCount(uid);
  // Like the messages badge: a new alert shows up on the next navigation. Not
  // on mount, where the query has just fetched (a refetch would cancel it).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  const label = bellLabel(count);
  return (
    <NavIconLink
      to={paths.notifications}
      label={label}
      iconPath={BELL}
      count={count}
      badgeColor="#c62828"
      testId="notification-bell"
    />
  );
}
