// The Room wanted list's filters: the URL (read tolerantly, written short), the
// typed filters and the API's query parameters, which share their names, so a
// link is the filters themselves (as browse's, contract/browse-filters.ts).
import { nearSearchOf } from '@contract/browse-filters';
import { parseLifestyle, parseStay } from '@contract/filter-values';
import { isCalendarDate } from '@contract/listing-facts';
import { WANTED_AD_LIMITS } from '@contract/wanted-ad';
import {
  DEFAULT_WANTED_AD_SORT,
  SEEKER_CHOICES,
  SEEKER_CHOICE_FILTERS,
  WANTED_AD_SORTS,
  type SeekerChoiceFilter,
  type WantedAdFilters,
} from '@contract/wanted-ad-filters';

export {
  DEFAULT_WANTED_AD_SORT,
  WANTED_AD_SORT_LABELS,
  WANTED_AD_SORTS,
  type WantedAdFilters,
  type WantedAdSort,
} from '@contract/wanted-ad-filters';

export type WantedAdFilterKey =
  | 'area'
  | 'minBudget'
  | 'moveInBy'
  | 'stay'
  | SeekerChoiceFilter
  | 'lifestyle'
  | 'near'
  | 'km'
  | 'place'
  | 'sort';
/** The URL's parameter names (also the API's), in the order they are written. */
export const WANTED_AD_FILTER_KEYS: readonly WantedAdFilterKey[] = [
  'area',
  'minBudget',
  'moveInBy',
  'stay',
  ...SEEKER_CHOICES,
  'lifestyle',
  'near',
  'km',
  'place',
  'sort',
];

/** What the controls show: raw text, possibly not (yet) valid. */
export type WantedAdDraft = Record<WantedAdFilterKey, string>;

export const EMPTY_WANTED_AD_DRAFT = Object.fromEntries(
  WANTED_AD_FILTER_KEYS.map((key) => [key, '']),
) as WantedAdDraft;

export function readWantedAdDraft(params: URLSearchParams): WantedAdDraft {
  const draft = { ...EMPTY_WANTED_AD_DRAFT };
  for (const key of WANTED_AD_FILTER_KEYS) draft[key] = params.get(key) ?? '';
  return draft;
}

/** The draft as URL params: empty values and the default sort are left out to keep links short. */
export function writeWantedAdDraft(draft: WantedAdDraft, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of WANTED_AD_FILTER_KEYS) {
    const value = draft[key].trim();
    if (!value || (key === 'sort' && value === DEFAULT_WANTED_AD_SORT)) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

export const BUDGET_PROBLEM = 'Enter an amount from 0 to 1,000,000';

/** A budget bound, or undefined when the text isn't a usable amount. */
export function parseBudget(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= WANTED_AD_LIMITS.budget ? value : undefined;
}

/** The message under "Budget at least" while its text can't be searched (it is then not sent). */
export const budgetProblem = (draft: WantedAdDraft): string | undefined =>
  draft.minBudget.trim() && parseBudget(draft.minBudget) === undefined ? BUDGET_PROBLEM : undefined;

const isOneOf = <T extends string>(values: readonly T[], text: string): text is T =>
  (values as readonly string[]).includes(text);

/** The filters to send: values the API would reject are dropped, so a half-typed URL still lists something. */
export function toWantedAdFilters(draft: WantedAdDraft): WantedAdFilters {
  const filters: WantedAdFilters = {};
  const area = draft.area.trim().slice(0, WANTED_AD_LIMITS.area);
  if (area) filters.area = area;
  const minBudget = parseBudget(draft.minBudget);
  if (minBudget !== undefined) filters.minBudget = minBudget;
  const moveInBy = draft.moveInBy.trim();
  if (isCalendarDate(moveInBy)) filters.moveInBy = moveInBy;
  const stay = parseStay(draft.stay);
  if (stay !== undefined) filters.stay = stay;
  for (const key of SEEKER_CHOICES) {
    const text = draft[key];
    if (isOneOf(SEEKER_CHOICE_FILTERS[key], text)) Object.assign(filters, { [key]: text });
  }
  const lifestyle = parseLifestyle(draft.lifestyle);
  if (lifestyle.length) filters.lifestyle = lifestyle;
  const near = nearSearchOf(draft);
  if (near) {
    // A place replaces a typed area (the API takes one or the other).
    delete filters.area;
    Object.assign(filters, near);
  }
  filters.sort = isOneOf(WANTED_AD_SORTS, draft.sort) ? draft.sort : DEFAULT_WANTED_AD_SORT;
  return filters;
}

/** True when anything narrows the list (sorting doesn't). */
export function hasWantedAdFilters({ sort: _sort, ...filters }: WantedAdFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** The filters as the API's query parameters: lifestyle keys comma-separated. */
export function toWantedAdApiQuery({ lifestyle, ...rest }: WantedAdFilters) {
  return { ...rest, lifestyle: lifestyle?.length ? lifestyle.join(',') : undefined };
}
