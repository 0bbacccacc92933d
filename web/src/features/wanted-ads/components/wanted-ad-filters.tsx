// The Room wanted list's filters, declared for the shared filter panel: area,
// budget at least, move in by, stay, room type, occupation and lifestyle, and the sort.
import { ROOM_TYPES } from '@contract/listing';
import { OCCUPATIONS, OCCUPATION_LABELS, WANTED_AD_LIMITS } from '@contract/wanted-ad';
import { FilterPanel, type FilterPanelSpec } from '@/components/ads/filter-panel';
import {
  EMPTY_WANTED_AD_DRAFT,
  WANTED_AD_FILTER_KEYS,
  WANTED_AD_SORT_LABELS,
  budgetProblem,
  type WantedAdDraft,
  type WantedAdFilterKey,
} from '../utils/filters';

const SEEKER_FILTERS: FilterPanelSpec<WantedAdFilterKey> = {
  label: 'Filter Room wanted ads',
  keys: WANTED_AD_FILTER_KEYS,
  empty: EMPTY_WANTED_AD_DRAFT,
  problems: (draft) => ({ minBudget: budgetProblem(draft) }),
  // While the budget can't be searched, the one already searched stays in the URL.
  committable: (draft, committed) =>
    budgetProblem(draft) ? { ...draft, minBudget: committed.minBudget } : draft,
  fields: [
    { kind: 'place', key: 'area', label: 'Area', maxLength: WANTED_AD_LIMITS.area },
    {
      kind: 'amount',
      key: 'minBudget',
      label: 'Budget at least ($)',
      max: WANTED_AD_LIMITS.budget,
      // Above the field, whole: inside it the label is longer than the field is wide.
      shrinkLabel: true,
    },
    { kind: 'date', key: 'moveInBy', label: 'Move in by' },
    { kind: 'stay', key: 'stay', suffix: ' or more' },
    {
      kind: 'select',
      key: 'roomType',
      label: 'Room type',
      anyText: 'All room types',
      options: ROOM_TYPES,
    },
    {
      kind: 'select',
      key: 'occupation',
      label: 'Occupation',
      anyText: 'Any occupation',
      options: OCCUPATIONS,
      labels: OCCUPATION_LABELS,
    },
    { kind: 'lifestyle', key: 'lifestyle', legend: 'Lifestyle (seekers with all of these)' },
    { kind: 'sort', key: 'sort', labels: WANTED_AD_SORT_LABELS },
  ],
};

type Props = {
  /** The filters in the URL. */
  value: WantedAdDraft;
  /** Puts filters into the URL. */
  onCommit: (draft: WantedAdDraft) => void;
};

export function WantedAdFilters(props: Props) {
  return <FilterPanel spec={SEEKER_FILTERS} {...props} />;
}
