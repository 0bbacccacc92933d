// Browse's filters as GET /posts and GET /posts/count take them. Apart from
// browse-filters.ts, which it shares its types with: the home page's listings
// and every other list need this, and only the browse page needs the rest.
import type { BrowseFilters } from './browse-filters';

/**
 * Filters as the API's query parameters: the same names, lifestyle keys
 * comma-separated (`lifestyle=pets,quiet`), yes/no filters as `1`.
 */
export function toApiQuery<F extends BrowseFilters>({
  lifestyle,
  bills,
  furnished,
  privateBath,
  couples,
  ...rest
}: F) {
  const flag = (on: true | undefined) => (on ? '1' : undefined);
  return {
    ...rest,
    lifestyle: lifestyle?.length ? lifestyle.join(',') : undefined,
    bills: flag(bills),
    furnished: flag(furnished),
    privateBath: flag(privateBath),
    couples: flag(couples),
  };
}
