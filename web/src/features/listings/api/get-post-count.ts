// `GET /posts/count`: how many active listings match browse's filters, for the
// exact "{n} listings found". The sort doesn't change a count, so it is left
// out of the request and the key (changing the sort reuses the count).
import { toApiQuery } from '@contract/browse-api-query';
import { getCount, useListCount } from '@/lib/list-pages';
import type { PostFilters } from '../types';
import { postKeys } from './query-keys';

export function usePostCount(
  { email: _email, sort: _sort, ...filters }: PostFilters,
  enabled: boolean,
) {
  return useListCount(
    postKeys.count(filters),
    (signal) => getCount('/posts/count', toApiQuery(filters), signal),
    enabled,
  );
}
