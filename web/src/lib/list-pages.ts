// What a list of ads asks the API for: a page at a time through its cursor
// (`X-Next-Cursor`), and the exact count of what matches.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type ApiRequest } from './api-client';

export const INVALID_DATA_FORMAT = 'Invalid data format received';

type Request = Pick<ApiRequest, 'query' | 'auth' | 'signal'>;

/** One page of `path`'s rows, and the cursor to the next (null on the last page). */
export async function getPage<T>(path: string, request: Request) {
  const { data, headers } = await apiRequest<unknown>(path, request);
  if (!Array.isArray(data)) throw new Error(INVALID_DATA_FORMAT);
  return { rows: data as T[], nextCursor: headers.get('X-Next-Cursor') };
}

/** A list's count: `more` when the API stopped counting at a cap, so there are more than `count`. */
export type ListCount = { count: number; more: boolean };

/** `path`'s `{ count, more? }`: how many rows match the query (public, so no token). */
export async function getCount(
  path: string,
  query: Request['query'],
  signal?: AbortSignal,
): Promise<ListCount> {
  const { data } = await apiRequest<unknown>(path, { query, auth: 'none', signal });
  const { count, more } = (data ?? {}) as { count?: unknown; more?: unknown };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new Error(INVALID_DATA_FORMAT);
  }
  return { count, more: more === true };
}

/**
 * A list's exact count. `enabled`: asked only when the first page says more
 * exist (otherwise the list is the count).
 */
export function useListCount(
  queryKey: QueryKey,
  count: (signal: AbortSignal) => Promise<ListCount>,
  enabled: boolean,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => count(signal),
    enabled,
    // A failed count isn't worth retrying: the list falls back to what it has loaded.
    retry: false,
    // While a new search counts, the previous count stays (with the previous rows).
    placeholderData: (previous) => previous,
  });
}
