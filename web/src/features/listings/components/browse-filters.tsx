// Browse's filters, declared for the shared filter panel: location, room type,
// availability, the rent range (with its note while it can't be searched),
// move-in date, stay, the yes/no facts, lifestyle and the sort.
import {
  FLAG_FILTER_LABELS,
  FILTER_KEYS,
  EMPTY_DRAFT,
  rentProblems,
  type FilterDraft,
  type FilterKey,
} from '@contract/browse-filters';
import { LISTING_LIMITS, SORT_LABELS } from '@contract/listing';
import { FilterPanel, type FilterPanelSpec } from '@/components/ads/filter-panel';
import { AVAILABILITIES, ROOM_TYPES } from '../types';
import { committableDraft, rentNote } from '../utils/filters';

export { FILTER_DEBOUNCE_MS } from '@/components/ads/filter-panel';

// On a phone, half a row can't hold "All room types" beside the select's arrow.
const selectColumn = { xs: '1 / -1', md: 'auto' };

const LISTING_FILTERS: FilterPanelSpec<FilterKey> = {
  label: 'Filter listings',
  keys: FILTER_KEYS,
  empty: EMPTY_DRAFT,
  problems: rentProblems,
  committable: committableDraft,
  fields: [
    { kind: 'place', key: 'location', label: 'Location', maxLength: LISTING_LIMITS.location },
    {
      kind: 'select',
      key: 'roomType',
      label: 'Room type',
      anyText: 'All room types',
      options: ROOM_TYPES,
      column: selectColumn,
      extra: true,
    },
    {
      kind: 'select',
      key: 'availability',
      label: 'Availability',
      anyText: 'Any',
      options: AVAILABILITIES,
      column: selectColumn,
      extra: true,
    },
    {
      kind: 'amount',
      key: 'minRent',
      label: 'Min rent ($)',
      max: LISTING_LIMITS.maxRent,
      extra: true,
    },
    {
      kind: 'amount',
      key: 'maxRent',
      label: 'Max rent ($)',
      max: LISTING_LIMITS.maxRent,
      extra: true,
    },
    { kind: 'note', text: rentNote },
    { kind: 'date', key: 'moveInBy', label: 'Move in by', extra: true },
    { kind: 'stay', key: 'stay', extra: true },
    { kind: 'flags', legend: 'Must have', labels: FLAG_FILTER_LABELS, extra: true },
    {
      kind: 'lifestyle',
      key: 'lifestyle',
      legend: 'Lifestyle (listings with all of these)',
      extra: true,
    },
    { kind: 'sort', key: 'sort', labels: SORT_LABELS, extra: true },
  ],
};

type Props = {
  /** The filters in the URL. */
  value: FilterDraft;
  /** Puts filters into the URL. */
  onCommit: (draft: FilterDraft) => void;
};

export function BrowseFilters(props: Props) {
  return <FilterPanel spec={LISTING_FILTERS} {...props} />;
}
