// `GET /posts/count`: how many active listings match browse's filters, for the
// exact "{n} listings found". The sort doesn't change a count, so it is left
// out of the request and the key (changing the sort reuses the count).
import { toApiQuery } from '@contract/browse-api-query';
import { getCount, useListCount } from '@/lib/list-pages';
import type { ListingFilters } from '../types';
import { listingKeys } from './query-keys';

export function useListingCount(
  { email: _email, sort: _sort, ...filters }: ListingFilters,
  enabled: boolean,
) {
  return useListCount(
    listingKeys.count(filters),
    (signal) => getCount('/posts/count', toApiQuery(filters), signal),
    enabled,
  );
}
