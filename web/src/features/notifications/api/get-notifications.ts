import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { NotificationPage } from '@contract/saved-searches';
import { NOTIFICATIONS_PAGE_SIZE } from '../types';
import { notificationKeys } from './query-keys';

export type { NotificationPage };
export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

/** `GET /users/me/notifications?limit=&cursor=`: one page, newest first. */
export async function getNotifications(cursor?: string, signal?: AbortSignal) {
  const { data } = await apiRequest<NotificationPage>('/users/me/notifications', {
    auth: 'required',
    query: { limit: NOTIFICATIONS_PAGE_SIZE.default, cursor },
    signal,
  });
  return data;
}

export function useNotifications(uid: string | null) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(uid),
    enabled: uid !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
