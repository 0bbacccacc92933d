// The saved-searches feature's shapes, limits and texts: the shared contract
// (the API's own, functions/src/contract/saved-searches.ts), re-exported so
// components import from one place.
export {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT_REACHED,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearch,
  type SavedSearchFilters,
} from '@contract/saved-searches';

export const SEARCH_SAVED = 'Search saved';
export const SEARCH_RENAMED = 'Search renamed';
export const SEARCH_DELETED = 'Search deleted';
export const NO_SAVED_SEARCHES = "You haven't saved any searches yet.";
