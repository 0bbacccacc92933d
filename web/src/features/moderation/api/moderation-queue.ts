import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MODERATION_PAGE_SIZE } from '@contract/moderation';
import type { ModerationItem } from '../types';
import { moderationPath } from '../utils/subjects';
import { moderationKeys } from './query-keys';

const PAGE_SIZE = MODERATION_PAGE_SIZE.default;

/** `GET /moderation/reports`: listings and Room wanted ads with open reports, newest report first, paged by cursor. */
export function useModerationQueue() {
  return useInfiniteQuery({
    queryKey: moderationKeys.queue(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await apiRequest<ModerationItem[]>('/moderation/reports', {
        auth: 'required',
        query: { limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor: headers.get('X-Next-Cursor') ?? undefined };
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

const post = (path: string, body?: unknown) =>
  apiRequest(path, { method: 'POST', auth: 'required', body });

/**
 * Restore, Remove and Dismiss, on a listing or an ad (the item says which);
 * each refreshes the queue and every listing and ad view.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKeys.queue() }),
      // Listings' own queries (browse, details) use the 'posts' root key, Room wanted's 'wanted-ads'.
      queryClient.invalidateQueries({ queryKey: ['posts'] }),
      queryClient.invalidateQueries({ queryKey: ['wanted-ads'] }),
    ]);
  return {
    restore: useMutation({
      mutationFn: (item: ModerationItem) => post(`${moderationPath(item)}/restore`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ item, reason }: { item: ModerationItem; reason: string }) =>
        post(`${moderationPath(item)}/remove`, { reason }),
      onSuccess: refresh,
    }),
    dismiss: useMutation({
      mutationFn: ({ item, reportId }: { item: ModerationItem; reportId: string }) =>
        apiRequest(`${moderationPath(item)}/reports/${encodeURIComponent(reportId)}`, {
          method: 'DELETE',
          auth: 'required',
        }),
      onSuccess: refresh,
    }),
  };
}
