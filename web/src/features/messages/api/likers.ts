// `GET /posts/:id/likes`: who liked the owner's listing (name, photo, when),
// newest first, page after page through the API's cursor. Only the owner may
// ask; the poster messages a liker with `POST /conversations { userId }`.
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CursorPage } from '@contract/listing-answers';
import type { Liker } from '../types';
import { messageKeys } from './query-keys';

/** Likers per page: the section stays short; "Load more" asks for the next ones. */
export const LIKERS_PAGE_SIZE = 10;

export type LikersPage = CursorPage<'likers', Liker>;

export async function getLikers(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LikersPage> {
  const { data, headers } = await apiRequest<Liker[]>(
    `/posts/${encodeURIComponent(postId)}/likes`,
    {
      query: { limit: LIKERS_PAGE_SIZE, cursor: cursor ?? undefined },
      auth: 'required',
      signal,
    },
  );
  return { likers: data ?? [], nextCursor: headers.get('X-Next-Cursor') };
}

export function useLikers(postId: string, uid: string | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.likers(postId, uid),
    queryFn: ({ pageParam, signal }) => getLikers(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: uid !== null,
  });
}
