// `GET /users/me/notifications/unread-count`: the navbar bell's count. Kept
// fresh like the messages badge: refetched on every navigation (the bell does
// that), when the app regains focus and every LIVE_COUNT_REFRESH_MS while the
// page is shown; "Mark all read" sets it to 0.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';
import { LIVE_COUNT_REFRESH_MS } from '@/lib/live-counts';
import { notificationKeys } from './query-keys';

export async function getUnreadNotificationsCount(signal?: AbortSignal): Promise<number> {
  // Signed out meanwhile (or a test's fake session): no count, no login redirect.
  if (!(await getIdToken())) return 0;
  const { data } = await apiRequest<{ count: number }>('/users/me/notifications/unread-count', {
    auth: 'required',
    signal,
    background: true,
  });
  return typeof data?.count === 'number' ? data.count : 0;
}

/** The signed-in user's unread alerts; nothing is asked for anonymous visitors. */
export function useUnreadNotificationsCount(uid: string | null) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(uid),
    queryFn: ({ signal }) => getUnreadNotificationsCount(signal),
    enabled: uid !== null,
    refetchOnWindowFocus: 'always',
    // A member who stays on one page still sees new ones come in.
    refetchInterval: LIVE_COUNT_REFRESH_MS,
    staleTime: 0,
    retry: false,
  });
}
