// Opening an alert marks it read (`POST /users/me/notifications/:id/read`):
// the list and the bell change at once, and the bell's count is then asked
// again, so it settles on the server's number even if a refetch raced it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Notification } from '../types';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './query-keys';

export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await apiRequest<{ notification: Notification }>(
    `/users/me/notifications/${encodeURIComponent(id)}/read`,
    { method: 'POST', auth: 'required', background: true },
  );
  return data.notification;
}

/** Its callbacks are the hook's own, so they still run after the page navigated away. */
export function useMarkNotificationRead(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id: string) => {
      let wasUnread = false;
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(uid), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((n) => {
                  if (n.id !== id || n.read) return n;
                  wasUnread = true;
                  return { ...n, read: true };
                }),
              })),
            }
          : data,
      );
      if (wasUnread) {
        queryClient.setQueryData<number>(notificationKeys.unreadCount(uid), (count) =>
          count ? count - 1 : count,
        );
      }
    },
    // The list showed it read at once: on a failure it shows what the server has.
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(uid) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(uid) }),
  });
}
