// Browse's filters as GET /posts and GET /posts/count take them. Apart from
// browse-filters.ts, which it shares its types with: the home page's listings
// and every other list need this, and only the browse page needs the rest.
import type { BrowseFilters } from './browse-filters';
import { FLAG_FILTERS, type FlagFilter } from './flag-filters';

type ApiQuery<F> = Omit<F, 'lifestyle' | FlagFilter> & {
  lifestyle: string | undefined;
} & Record<FlagFilter, '1' | undefined>;

/**
 * Filters as the API's query parameters: the same names, lifestyle keys
 * comma-separated (`lifestyle=pets,quiet`), yes/no filters as `1`.
 */
export function toApiQuery<F extends BrowseFilters>({ lifestyle, ...rest }: F): ApiQuery<F> {
  return {
    ...rest,
    lifestyle: lifestyle?.length ? lifestyle.join(',') : undefined,
    ...Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, rest[flag] ? '1' : undefined])),
  } as ApiQuery<F>;
}
