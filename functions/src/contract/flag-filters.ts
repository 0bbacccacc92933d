// Browse's yes/no filters ("Must have"), declared once: each key is a filter's
// URL and API name, each value its label on browse and, in lower case, in a
// saved search's words. The types, the URL, the API's query and its strict
// reading, and a saved search's JSON all take their flags from here; what a
// flag finds is its entry in the listings' search declaration (listings'
// query.ts). On its own, imports nothing: every page that lists listings
// writes the API's query (browse-api-query.ts), and only browse needs the rest.
export const FLAG_FILTER_LABELS = {
  /** Only listings with every bill included. */
  bills: 'Bills included',
  /** Only furnished listings (not part furnished). */
  furnished: 'Furnished',
  /** Only listings with a private bathroom. */
  privateBath: 'Private bathroom',
  /** Only listings that welcome couples. */
  couples: 'Couples welcome',
} as const;

export type FlagFilter = keyof typeof FLAG_FILTER_LABELS;
/** In the order browse shows them. */
export const FLAG_FILTERS = Object.keys(FLAG_FILTER_LABELS) as FlagFilter[];

/** The flags a filter object holds: each present (`true`) or absent. */
export type FlagFilters = { [K in FlagFilter]?: true };
