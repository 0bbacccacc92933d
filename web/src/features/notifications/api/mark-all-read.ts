import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './query-keys';

/** `POST /users/me/notifications/read-all` → how many were unread. */
export async function markAllRead(): Promise<number> {
  const { data } = await apiRequest<{ updated: number }>('/users/me/notifications/read-all', {
    method: 'POST',
    auth: 'required',
  });
  return data.updated;
}

/** Marks every alert read: the loaded pages and the bell change at once, without a refetch. */
export function useMarkAllRead(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(uid), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((n) => ({ ...n, read: true })),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(uid), 0);
    },
  });
}
