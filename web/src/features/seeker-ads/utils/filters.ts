// The Room wanted list's filters: the URL (read tolerantly, written short), the
// typed filters and the API's query parameters, which share their names, so a
// link is the filters themselves (as browse's, contract/browse-filters.ts).
import { parseLifestyle, parseStay } from '@contract/filter-values';
import { isCalendarDate } from '@contract/listing-facts';
import { SEEKER_AD_LIMITS } from '@contract/seeker-ad';
import {
  DEFAULT_SEEKER_SORT,
  SEEKER_CHOICES,
  SEEKER_CHOICE_FILTERS,
  SEEKER_SORTS,
  type SeekerChoiceFilter,
  type SeekerFilters,
} from '@contract/seeker-filters';

export {
  DEFAULT_SEEKER_SORT,
  SEEKER_SORT_LABELS,
  SEEKER_SORTS,
  type SeekerFilters,
  type SeekerSort,
} from '@contract/seeker-filters';

export type SeekerFilterKey =
  'area' | 'minBudget' | 'moveInBy' | 'stay' | SeekerChoiceFilter | 'lifestyle' | 'sort';
/** The URL's parameter names (also the API's), in the order they are written. */
export const SEEKER_FILTER_KEYS: readonly SeekerFilterKey[] = [
  'area',
  'minBudget',
  'moveInBy',
  'stay',
  ...SEEKER_CHOICES,
  'lifestyle',
  'sort',
];

/** What the controls show: raw text, possibly not (yet) valid. */
export type SeekerDraft = Record<SeekerFilterKey, string>;

export const EMPTY_SEEKER_DRAFT = Object.fromEntries(
  SEEKER_FILTER_KEYS.map((key) => [key, '']),
) as SeekerDraft;

export function readSeekerDraft(params: URLSearchParams): SeekerDraft {
  const draft = { ...EMPTY_SEEKER_DRAFT };
  for (const key of SEEKER_FILTER_KEYS) draft[key] = params.get(key) ?? '';
  return draft;
}

/** The draft as URL params: empty values and the default sort are left out to keep links short. */
export function writeSeekerDraft(draft: SeekerDraft, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of SEEKER_FILTER_KEYS) {
    const value = draft[key].trim();
    if (!value || (key === 'sort' && value === DEFAULT_SEEKER_SORT)) params.delete(key);
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
  return value <= SEEKER_AD_LIMITS.budget ? value : undefined;
}

/** The message under "Budget at least" while its text can't be searched (it is then not sent). */
export const budgetProblem = (draft: SeekerDraft): string | undefined =>
  draft.minBudget.trim() && parseBudget(draft.minBudget) === undefined ? BUDGET_PROBLEM : undefined;

const isOneOf = <T extends string>(values: readonly T[], text: string): text is T =>
  (values as readonly string[]).includes(text);

/** The filters to send: values the API would reject are dropped, so a half-typed URL still lists something. */
export function toSeekerFilters(draft: SeekerDraft): SeekerFilters {
  const filters: SeekerFilters = {};
  const area = draft.area.trim().slice(0, SEEKER_AD_LIMITS.area);
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
  filters.sort = isOneOf(SEEKER_SORTS, draft.sort) ? draft.sort : DEFAULT_SEEKER_SORT;
  return filters;
}

/** True when anything narrows the list (sorting doesn't). */
export function hasSeekerFilters({ sort: _sort, ...filters }: SeekerFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** The filters as the API's query parameters: lifestyle keys comma-separated. */
export function toSeekerApiQuery({ lifestyle, ...rest }: SeekerFilters) {
  return { ...rest, lifestyle: lifestyle?.length ? lifestyle.join(',') : undefined };
}
