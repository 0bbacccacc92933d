// `GET /api/posts/:id`: the older update form's read (same visibility rules as `GET /posts/:id`).
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { Post } from '../types';
import { INVALID_POST_ID, isValidPostId } from '../utils/post-id';
import { NO_DATA_RECEIVED } from './get-post';
import { postKeys } from './query-keys';

export async function getLegacyPost(id: string, signal?: AbortSignal): Promise<Post> {
  if (!isValidPostId(id)) throw new ApiError(INVALID_POST_ID, 400);
  const { data } = await apiRequest<Post | null>(`/api/posts/${encodeURIComponent(id)}`, {
    auth: 'optional',
    signal,
  });
  if (!data) throw new Error(NO_DATA_RECEIVED);
  return data;
}

export function useLegacyPost(id: string | undefined) {
  const { user, loading } = useSession();
  const viewer = user?.email.toLowerCase() ?? null;
  return useQuery({
    queryKey: postKeys.legacy(id ?? '', viewer),
    queryFn: ({ signal }) => getLegacyPost(id ?? '', signal),
    enabled: !loading && id !== undefined,
  });
}
