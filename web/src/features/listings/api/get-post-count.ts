// `GET /posts/count`: how many active listings match browse's
// filters, for the exact "{n} listings found". Public, so it sends no token;
// the sort doesn't change a count, so it is left out of the request and the
// key (changing the sort reuses the count).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiQuery } from '@contract/browse-api-query';
import { apiRequest } from '@/lib/api-client';
import type { PostFilters } from '../types';
import { INVALID_DATA_FORMAT } from './get-posts';
import { postKeys } from './query-keys';

export type CountFilters = Omit<PostFilters, 'email' | 'sort'>;

export async function getPostCount(filters: CountFilters, signal?: AbortSignal): Promise<number> {
  const { data } = await apiRequest<unknown>('/posts/count', {
    query: toApiQuery(filters),
    auth: 'none',
    signal,
  });
  const count = (data as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new Error(INVALID_DATA_FORMAT);
  }
  return count;
}

export const postCountQueryOptions = ({ email: _email, sort: _sort, ...filters }: PostFilters) =>
  queryOptions({
    queryKey: postKeys.count(filters),
    queryFn: ({ signal }) => getPostCount(filters, signal),
  });

/** `enabled`: browse asks only when the first page says more exist (otherwise the list is the count). */
export function usePostCount(filters: PostFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...postCountQueryOptions(filters),
    enabled,
    // A failed count isn't worth retrying: browse falls back to what it has loaded.
    retry: false,
    // While a new search counts, the previous count stays (with the previous rows).
    placeholderData: (previous) => previous,
  });
}
