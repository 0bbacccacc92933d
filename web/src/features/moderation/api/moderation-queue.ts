import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MODERATION_PAGE_SIZE } from '@contract/moderation';
import type { ModerationItem } from '../types';
import { moderationKeys } from './query-keys';

const PAGE_SIZE = MODERATION_PAGE_SIZE.default;

/** `GET /moderation/reports`: listings with open reports, newest report first, paged by cursor. */
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

/** Restore, Remove and Dismiss; each refreshes the queue and every listing view. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKeys.queue() }),
      // Listings' own queries (browse, details) use the 'posts' root key.
      queryClient.invalidateQueries({ queryKey: ['posts'] }),
    ]);
  const id = encodeURIComponent;
  return {
    restore: useMutation({
      mutationFn: (postId: string) => post(`/moderation/posts/${id(postId)}/restore`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ postId, reason }: { postId: string; reason: string }) =>
        post(`/moderation/posts/${id(postId)}/remove`, { reason }),
      onSuccess: refresh,
    }),
    dismiss: useMutation({
      mutationFn: ({ postId, reportId }: { postId: string; reportId: string }) =>
        apiRequest(`/moderation/posts/${id(postId)}/reports/${id(reportId)}`, {
          method: 'DELETE',
          auth: 'required',
        }),
      onSuccess: refresh,
    }),
  };
}
