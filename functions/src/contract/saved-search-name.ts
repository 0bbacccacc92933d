// The name the save-search dialog suggests: the filters' summary, cut to a
// saved search's name limit. Apart from both, so neither browse-filters.ts nor
// saved-searches.ts imports the other (the bell's chunk takes saved-searches.ts
// and must not carry the browse filters' labels).
import { describeFilters, type SearchFilters } from './browse-filters';
import { SAVED_SEARCH_NAME_MAX } from './saved-searches';

export function suggestedName(filters: SearchFilters): string {
  const summary = describeFilters(filters);
  return summary.length <= SAVED_SEARCH_NAME_MAX
    ? summary
    : `${summary.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}
