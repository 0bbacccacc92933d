import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type FormEvent } from 'react';
import {
  EMPTY_DRAFT,
  FILTER_KEYS,
  FLAG_FILTERS,
  STAY_CHOICES,
  parseStay,
  rentProblems,
  type FilterDraft,
} from '@contract/browse-filters';
import { LISTING_LIMITS, SORT_LABELS } from '@contract/listing';
import { AVAILABILITIES, ROOM_TYPES, SORTS } from '../types';
import { committableDraft, rentNote } from '../utils/filters';
import { FactFlagsFilter } from './fact-flags-filter';
import { LifestyleFilter } from './lifestyle-filter';

/** Typing pauses this long before the search runs (selects apply at once). */
export const FILTER_DEBOUNCE_MS = 400;

const sameDraft = (a: FilterDraft, b: FilterDraft) => FILTER_KEYS.every((k) => a[k] === b[k]);

/** The filters behind "More filters" on a phone: the count on that button is theirs. */
const EXTRA_KEYS = [
  'roomType',
  'availability',
  'minRent',
  'maxRent',
  'lifestyle',
  'moveInBy',
  'stay',
  ...FLAG_FILTERS,
] as const;

const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The stays offered, and a link's own stay (the API takes any from 1 to 24) so the select shows it. */
function stayChoices(text: string): number[] {
  const linked = parseStay(text);
  const choices: number[] = [...STAY_CHOICES];
  return linked === undefined || choices.includes(linked)
    ? choices
    : [...choices, linked].sort((a, b) => a - b);
}

type Props = {
  /** The filters in the URL. */
  value: FilterDraft;
  /** Puts filters into the URL. */
  onCommit: (draft: FilterDraft) => void;
};

export function BrowseFilters({ value, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  // When the URL changes from outside (back button, a shared link, Clear), show it.
  const [lastValue, setLastValue] = useState(value);
  if (!sameDraft(value, lastValue)) {
    setLastValue(value);
    // Our own commit (with the last good rent range held) leaves what was typed in place.
    if (!sameDraft(value, committableDraft(draft, lastValue))) setDraft(value);
  }

  const problems = rentProblems(draft);
  const note = rentNote(draft, value);
  // An impossible rent range never reaches the URL: the results keep the last good one.
  const commit = (next: FilterDraft) => onCommit(committableDraft(next, value));

  useEffect(() => {
    const next = committableDraft(draft, value);
    if (sameDraft(next, value)) return;
    const timer = window.setTimeout(() => onCommit(next), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit]);

  const setText = (key: keyof FilterDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const setNow = (key: keyof FilterDraft) => (event: { target: { value: string } }) => {
    const next = { ...draft, [key]: event.target.value };
    setDraft(next);
    commit(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

  const select = { select: { native: true } } as const;
  // Phones show the location search and a toggle for the rest, so results are in view.
  // The rest is rendered only when shown: on a phone the page's first render is the
  // search box and the results, not a dozen hidden form fields.
  const [more, setMore] = useState(false);
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: true,
  });
  const showExtra = wide || more;
  // On a phone, half a row can't hold "All room types" beside the select's arrow.
  const selectColumn = { xs: '1 / -1', md: 'auto' } as const;
  const extraCount = EXTRA_KEYS.filter((key) => value[key] !== '').length;

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter listings"
      variant="outlined"
      onSubmit={onSubmit}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(6, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        label="Location"
        name="location"
        placeholder="City or neighbourhood"
        value={draft.location}
        onChange={setText('location')}
        autoComplete="off"
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
        slotProps={{ htmlInput: { maxLength: LISTING_LIMITS.location, enterKeyHint: 'search' } }}
      />
      {showExtra && (
        <>
          <TextField
            select
            label="Room type"
            name="roomType"
            value={draft.roomType}
            onChange={setNow('roomType')}
            slotProps={{ ...select, inputLabel: { shrink: true } }}
            sx={{ gridColumn: selectColumn }}
          >
            <option value="">All room types</option>
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Availability"
            name="availability"
            value={draft.availability}
            onChange={setNow('availability')}
            slotProps={{ ...select, inputLabel: { shrink: true } }}
            sx={{ gridColumn: selectColumn }}
          >
            <option value="">Any</option>
            {AVAILABILITIES.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </TextField>
          <TextField
            label="Min rent ($)"
            name="minRent"
            type="number"
            value={draft.minRent}
            onChange={setText('minRent')}
            error={Boolean(problems.minRent)}
            helperText={problems.minRent}
            slotProps={{
              htmlInput: { min: 0, max: LISTING_LIMITS.maxRent, step: 50, inputMode: 'numeric' },
            }}
          />
          <TextField
            label="Max rent ($)"
            name="maxRent"
            type="number"
            value={draft.maxRent}
            onChange={setText('maxRent')}
            error={Boolean(problems.maxRent)}
            helperText={problems.maxRent}
            slotProps={{
              htmlInput: { min: 0, max: LISTING_LIMITS.maxRent, step: 50, inputMode: 'numeric' },
            }}
          />
        </>
      )}
      {/* Always in the page so screen readers announce the note; while empty it is out of
          the grid's flow (no row, no gap). */}
      <Typography
        role="status"
        variant="body2"
        sx={{ gridColumn: '1 / -1', fontWeight: 600, '&:empty': { position: 'absolute' } }}
      >
        {note}
      </Typography>
      {showExtra && (
        <>
          {/* Typed dates wait for the pause like the rent fields (each typed digit is a
          new date); the picker's choice lands the same way. */}
          <TextField
            label="Move in by"
            name="moveInBy"
            type="date"
            value={draft.moveInBy}
            onChange={setText('moveInBy')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Stay"
            name="stay"
            value={draft.stay}
            onChange={setNow('stay')}
            slotProps={{ ...select, inputLabel: { shrink: true } }}
          >
            <option value="">Any</option>
            {stayChoices(draft.stay).map((months) => (
              <option key={months} value={String(months)}>
                {monthsText(months)}
              </option>
            ))}
          </TextField>
          <FactFlagsFilter
            value={draft}
            onToggle={(flag, on) => {
              const next = { ...draft, [flag]: on ? '1' : '' };
              setDraft(next);
              commit(next);
            }}
            sx={{ gridColumn: { xs: '1 / -1', md: 'span 4' } }}
          />
          {/* A row of its own, above the sort; toggles apply at once, like the selects. */}
          <LifestyleFilter
            value={draft.lifestyle}
            onChange={(lifestyle) => {
              const next = { ...draft, lifestyle };
              setDraft(next);
              commit(next);
            }}
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField
            select
            label="Sort by"
            name="sort"
            value={draft.sort || 'newest'}
            onChange={setNow('sort')}
            slotProps={{ ...select, inputLabel: { shrink: true } }}
            sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </TextField>
        </>
      )}
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'span 4' },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'flex-end',
          alignItems: 'center',
          minHeight: { md: 56 },
          // One line per button: on a phone Search takes a row of its own rather than wrapping its label.
          '& > button': { whiteSpace: 'nowrap' },
        }}
      >
        <Button
          type="button"
          aria-expanded={more}
          onClick={() => setMore(!more)}
          sx={{ display: { md: 'none' }, mr: 'auto' }}
        >
          {more ? 'Fewer filters' : `More filters${extraCount ? ` (${extraCount})` : ''}`}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setDraft(EMPTY_DRAFT);
            onCommit(EMPTY_DRAFT);
          }}
        >
          Clear filters
        </Button>
        <Button type="submit" variant="contained" sx={{ width: { xs: '100%', md: 'auto' } }}>
          Search
        </Button>
      </Box>
    </Paper>
  );
}
