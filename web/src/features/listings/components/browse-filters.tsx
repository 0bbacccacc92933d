// Browse's filters, declared for the shared filter panel: location, room type,
// availability, the rent range (with its note while it can't be searched),
// move-in date, stay, the yes/no facts, lifestyle and the sort ("Nearest" too
// while a near search is on: it needs a place to measure from).
import {
  FLAG_FILTER_LABELS,
  FILTER_KEYS,
  EMPTY_DRAFT,
  rentProblems,
  type FilterDraft,
  type FilterKey,
} from '@contract/browse-filters';
import { useMemo } from 'react';
import { LISTING_LIMITS, NEAREST_SORT, NEAREST_SORT_LABEL, SORT_LABELS } from '@contract/listing';
import { FilterPanel, type FilterPanelSpec } from '@/components/ads/filter-panel';
import { AVAILABILITIES, ROOM_TYPES } from '../types';
import { committableDraft, rentNote } from '../utils/filters';

export { FILTER_DEBOUNCE_MS } from '@/components/ads/filter-panel';

// On a phone, half a row can't hold "All room types" beside the select's arrow.
const selectColumn = { xs: '1 / -1', md: 'auto' };

const NEAR_SORT_LABELS = { ...SORT_LABELS, [NEAREST_SORT]: NEAREST_SORT_LABEL };

const listingFilters = (near: boolean): FilterPanelSpec<FilterKey> => ({
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
    { kind: 'sort', key: 'sort', labels: near ? NEAR_SORT_LABELS : SORT_LABELS, extra: true },
  ],
});

type Props = {
  /** The filters in the URL. */
  value: FilterDraft;
  /** Puts filters into the URL. */
  onCommit: (draft: FilterDraft) => void;
};

export function BrowseFilters(props: Props) {
  const near = Boolean(props.value.near);
  const spec = useMemo(() => listingFilters(near), [near]);
  return <FilterPanel spec={spec} {...props} />;
}
