// The Room wanted list's filters: area, budget at least, move in by, stay,
// room type and lifestyle, and the sort. Typed text waits for a pause before
// it searches; selects and chips apply at once (as browse's filters).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { STAY_CHOICES, parseLifestyle, parseStay, toggleLifestyle } from '@contract/filter-values';
import { ROOM_TYPES } from '@contract/listing';
import { SEEKER_AD_LIMITS } from '@contract/seeker-ad';
import { LifestyleToggleChips } from '@/components/lifestyle-toggle-chips';
import { SelectInput } from '@/components/select-input';
import { TextInput } from '@/components/text-input';
import {
  EMPTY_SEEKER_DRAFT,
  SEEKER_FILTER_KEYS,
  SEEKER_SORT_LABELS,
  SEEKER_SORTS,
  budgetProblem,
  type SeekerDraft,
} from '../utils/filters';

/** Typing pauses this long before the search runs. */
export const SEEKER_FILTER_DEBOUNCE_MS = 400;

const same = (a: SeekerDraft, b: SeekerDraft) => SEEKER_FILTER_KEYS.every((k) => a[k] === b[k]);

/** While the budget can't be searched, the one already searched stays in the URL. */
const committable = (draft: SeekerDraft, committed: SeekerDraft): SeekerDraft =>
  budgetProblem(draft) ? { ...draft, minBudget: committed.minBudget } : draft;

const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The stays offered, and a link's own stay so the select shows it. */
function stayChoices(text: string): number[] {
  const linked = parseStay(text);
  const choices: number[] = [...STAY_CHOICES];
  return linked === undefined || choices.includes(linked)
    ? choices
    : [...choices, linked].sort((a, b) => a - b);
}

type Props = {
  /** The filters in the URL. */
  value: SeekerDraft;
  /** Puts filters into the URL. */
  onCommit: (draft: SeekerDraft) => void;
};

export function SeekerFilters({ value, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  // When the URL changes from outside (back button, a shared link, Clear), show it.
  const [lastValue, setLastValue] = useState(value);
  if (!same(value, lastValue)) {
    setLastValue(value);
    if (!same(value, committable(draft, lastValue))) setDraft(value);
  }
  const problem = budgetProblem(draft);

  useEffect(() => {
    const next = committable(draft, value);
    if (same(next, value)) return;
    const timer = window.setTimeout(() => onCommit(next), SEEKER_FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit]);

  const setText = (key: keyof SeekerDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const apply = (next: SeekerDraft) => {
    setDraft(next);
    onCommit(committable(next, value));
  };
  const setNow = (key: keyof SeekerDraft) => (event: { target: { value: string } }) =>
    apply({ ...draft, [key]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(committable(draft, value));
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter Room wanted ads"
      variant="outlined"
      onSubmit={onSubmit}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextInput
        label="Area"
        name="area"
        placeholder="City or neighbourhood"
        value={draft.area}
        onChange={setText('area')}
        autoComplete="off"
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
        slotProps={{ htmlInput: { maxLength: SEEKER_AD_LIMITS.area, enterKeyHint: 'search' } }}
      />
      <TextInput
        label="Budget at least ($)"
        name="minBudget"
        type="number"
        value={draft.minBudget}
        onChange={setText('minBudget')}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{
          // Above the field, whole: inside it the label is longer than the field is wide.
          inputLabel: { shrink: true },
          htmlInput: { min: 0, max: SEEKER_AD_LIMITS.budget, step: 50, inputMode: 'numeric' },
        }}
      />
      <TextInput
        label="Move in by"
        name="moveInBy"
        type="date"
        value={draft.moveInBy}
        onChange={setText('moveInBy')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SelectInput label="Stay" name="stay" value={draft.stay} onChange={setNow('stay')}>
        <option value="">Any</option>
        {stayChoices(draft.stay).map((months) => (
          <option key={months} value={String(months)}>
            {`${monthsText(months)} or more`}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label="Room type"
        name="roomType"
        value={draft.roomType}
        onChange={setNow('roomType')}
      >
        <option value="">All room types</option>
        {ROOM_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectInput>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, gridColumn: '1 / -1' }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          Lifestyle (seekers with all of these)
        </Typography>
        <LifestyleToggleChips
          chosen={parseLifestyle(draft.lifestyle)}
          onToggle={(key) => apply({ ...draft, lifestyle: toggleLifestyle(draft.lifestyle, key) })}
        />
      </Box>
      <SelectInput
        label="Sort by"
        name="sort"
        value={draft.sort || 'newest'}
        onChange={setNow('sort')}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
      >
        {SEEKER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SEEKER_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectInput>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'span 4' },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'flex-end',
          alignItems: 'center',
          minHeight: { md: 56 },
        }}
      >
        <Button type="button" onClick={() => apply(EMPTY_SEEKER_DRAFT)}>
          Clear filters
        </Button>
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
    </Paper>
  );
}
