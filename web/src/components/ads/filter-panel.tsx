// The filter panel of a list of ads, built from each kind's declaration: its
// fields in order, what makes a draft unsearchable, and what reaches the URL
// meanwhile. Typed text waits for a pause before it searches; selects and
// chips apply at once. The URL's names are the draft's keys (each kind's
// utils read and write them).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { STAY_CHOICES, parseLifestyle, parseStay, toggleLifestyle } from '@contract/filter-values';
import { LifestyleToggleChips, ToggleChips } from '@/components/lifestyle-toggle-chips';
import { SelectInput } from '@/components/select-input';
import { TextInput, type TextInputProps } from '@/components/text-input';

/** Typing pauses this long before the search runs (selects apply at once). */
export const FILTER_DEBOUNCE_MS = 400;

type Draft<K extends string> = Record<K, string>;

/** A grid column (of 2 on a phone, 6 from md) for a control. */
type Column = string | { xs: string; md: string };

/**
 * One control. `extra`: on a phone, behind "More filters" (which counts those set).
 * `column`: where it sits in the panel's grid (each kind has its own default).
 */
export type FilterField<K extends string> = { extra?: boolean; column?: Column } & (
  | { kind: 'place'; key: K; label: string; maxLength: number }
  | { kind: 'amount'; key: K; label: string; max: number; shrinkLabel?: boolean }
  | { kind: 'date'; key: K; label: string }
  /** `labels`: each option's words, where they aren't the value itself. */
  | {
      kind: 'select';
      key: K;
      label: string;
      anyText: string;
      options: readonly string[];
      labels?: Readonly<Record<string, string>>;
    }
  /** `suffix` after "{n} months" in each choice. */
  | { kind: 'stay'; key: K; suffix?: string }
  /** Yes/no filters: `1` or empty in the URL. */
  | { kind: 'flags'; legend: string; labels: Partial<Record<K, string>> }
  | { kind: 'lifestyle'; key: K; legend: string }
  /** The first label's sort is the default (shown when the URL has none). */
  | { kind: 'sort'; key: K; labels: Record<string, string> }
  /** A line that says what the results show while the draft can't be searched. */
  | { kind: 'note'; text: (draft: Draft<K>, committed: Draft<K>) => string | null }
);

export type FilterPanelSpec<K extends string> = {
  /** The form's accessible name. */
  label: string;
  keys: readonly K[];
  empty: Draft<K>;
  fields: readonly FilterField<K>[];
  /** Messages under the fields whose text can't be searched. */
  problems: (draft: Draft<K>) => Partial<Record<K, string>>;
  /** What goes into the URL for a draft: unsearchable text keeps what is already searched. */
  committable: (draft: Draft<K>, committed: Draft<K>) => Draft<K>;
};

type Props<K extends string> = {
  spec: FilterPanelSpec<K>;
  /** The filters in the URL. */
  value: Draft<K>;
  /** Puts filters into the URL. */
  onCommit: (draft: Draft<K>) => void;
};

const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The stays offered, and a link's own stay (the API takes any from 1 to 24) so the select shows it. */
function stayChoices(text: string): number[] {
  const linked = parseStay(text);
  const choices: number[] = [...STAY_CHOICES];
  return linked === undefined || choices.includes(linked)
    ? choices
    : [...choices, linked].sort((a, b) => a - b);
}

/** The keys a field writes (the sort narrows nothing, so "More filters" doesn't count it). */
const filterKeys = <K extends string>(field: FilterField<K>): K[] => {
  if (field.kind === 'flags') return Object.keys(field.labels) as K[];
  return 'key' in field && field.kind !== 'sort' ? [field.key] : [];
};

type TypedField<K extends string> = Extract<FilterField<K>, { kind: 'place' | 'amount' | 'date' }>;

/** What each kind of typed field adds to the text input. */
function typedProps<K extends string>(field: TypedField<K>): TextInputProps {
  const sx = { gridColumn: field.column };
  if (field.kind === 'place') {
    return {
      placeholder: 'City or neighbourhood',
      autoComplete: 'off',
      sx: { gridColumn: field.column ?? { xs: '1 / -1', md: 'span 2' } },
      slotProps: { htmlInput: { maxLength: field.maxLength, enterKeyHint: 'search' } },
    };
  }
  if (field.kind === 'date')
    return { type: 'date', sx, slotProps: { inputLabel: { shrink: true } } };
  return {
    type: 'number',
    sx,
    slotProps: {
      ...(field.shrinkLabel && { inputLabel: { shrink: true } }),
      htmlInput: { min: 0, max: field.max, step: 50, inputMode: 'numeric' },
    },
  };
}

const fieldsetSx = { border: 0, m: 0, p: 0, minWidth: 0 } as const;
const legendSx = { fontWeight: 600, mb: 1 } as const;

export function FilterPanel<K extends string>({ spec, value, onCommit }: Props<K>) {
  const same = (a: Draft<K>, b: Draft<K>) => spec.keys.every((k) => a[k] === b[k]);
  const [draft, setDraft] = useState(value);
  // When the URL changes from outside (back button, a shared link, Clear), show it.
  const [lastValue, setLastValue] = useState(value);
  if (!same(value, lastValue)) {
    setLastValue(value);
    // Our own commit (with the last good values held) leaves what was typed in place.
    if (!same(value, spec.committable(draft, lastValue))) setDraft(value);
  }
  const problems = spec.problems(draft);

  useEffect(() => {
    const next = spec.committable(draft, value);
    if (spec.keys.every((k) => next[k] === value[k])) return;
    const timer = window.setTimeout(() => onCommit(next), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit, spec]);

  const setText = (key: K) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const apply = (next: Draft<K>) => {
    setDraft(next);
    onCommit(spec.committable(next, value));
  };
  const setNow = (key: K) => (event: { target: { value: string } }) =>
    apply({ ...draft, [key]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(spec.committable(draft, value));
  };

  // Phones show the search box and a toggle for the rest, so results are in view.
  // The rest is rendered only when shown: on a phone the page's first render is the
  // search box and the results, not a dozen hidden form fields.
  const [more, setMore] = useState(false);
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: true,
  });
  const extra = spec.fields.filter((field) => field.extra);
  const extraCount = extra.flatMap(filterKeys).filter((key) => value[key] !== '').length;

  const control = (field: FilterField<K>): ReactNode => {
    switch (field.kind) {
      case 'place':
      case 'amount':
      case 'date':
        // Typed text waits for the pause; so do a date's typed digits (each a new
        // date), and the picker's choice lands the same way.
        return (
          <TextInput
            label={field.label}
            name={field.key}
            value={draft[field.key]}
            onChange={setText(field.key)}
            error={Boolean(problems[field.key])}
            helperText={problems[field.key]}
            {...typedProps(field)}
          />
        );
      case 'select':
        return (
          <SelectInput
            label={field.label}
            name={field.key}
            value={draft[field.key]}
            onChange={setNow(field.key)}
            sx={{ gridColumn: field.column }}
          >
            <option value="">{field.anyText}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {field.labels?.[option] ?? option}
              </option>
            ))}
          </SelectInput>
        );
      case 'stay':
        return (
          <SelectInput
            label="Stay"
            name={field.key}
            value={draft[field.key]}
            onChange={setNow(field.key)}
            sx={{ gridColumn: field.column }}
          >
            <option value="">Any</option>
            {stayChoices(draft[field.key]).map((months) => (
              <option key={months} value={String(months)}>
                {`${monthsText(months)}${field.suffix ?? ''}`}
              </option>
            ))}
          </SelectInput>
        );
      case 'flags': {
        const flags = Object.keys(field.labels) as K[];
        const on = (flag: K) => ['1', 'true'].includes(draft[flag].trim());
        return (
          <Box
            component="fieldset"
            sx={{ ...fieldsetSx, gridColumn: field.column ?? { xs: '1 / -1', md: 'span 4' } }}
          >
            <Typography component="legend" variant="body2" sx={legendSx}>
              {field.legend}
            </Typography>
            <ToggleChips
              options={flags}
              labels={field.labels as Record<K, string>}
              isOn={on}
              onToggle={(flag) => apply({ ...draft, [flag]: on(flag) ? '' : '1' })}
            />
          </Box>
        );
      }
      case 'lifestyle': {
        const text = draft[field.key];
        // A row of its own; toggles apply at once, like the selects.
        return (
          <Box component="fieldset" sx={{ ...fieldsetSx, gridColumn: field.column ?? '1 / -1' }}>
            <Typography component="legend" variant="body2" sx={legendSx}>
              {field.legend}
            </Typography>
            <LifestyleToggleChips
              chosen={parseLifestyle(text)}
              onToggle={(key) => apply({ ...draft, [field.key]: toggleLifestyle(text, key) })}
            />
          </Box>
        );
      }
      case 'sort':
        return (
          <SelectInput
            label="Sort by"
            name={field.key}
            value={draft[field.key] || Object.keys(field.labels)[0]}
            onChange={setNow(field.key)}
            sx={{ gridColumn: field.column ?? { xs: '1 / -1', md: 'span 2' } }}
          >
            {Object.entries(field.labels).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </SelectInput>
        );
      case 'note':
        // Always in the page so screen readers announce the note; while empty it is
        // out of the grid's flow (no row, no gap).
        return (
          <Typography
            role="status"
            variant="body2"
            sx={{ gridColumn: '1 / -1', fontWeight: 600, '&:empty': { position: 'absolute' } }}
          >
            {field.text(draft, value)}
          </Typography>
        );
    }
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={spec.label}
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
      {spec.fields.map(
        (field, i) =>
          (wide || more || !field.extra) && <Fragment key={i}>{control(field)}</Fragment>,
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
          ...(extra.length > 0 && { '& > button': { whiteSpace: 'nowrap' } }),
        }}
      >
        {extra.length > 0 && (
          <Button
            type="button"
            aria-expanded={more}
            onClick={() => setMore(!more)}
            sx={{ display: { md: 'none' }, mr: 'auto' }}
          >
            {more ? 'Fewer filters' : `More filters${extraCount ? ` (${extraCount})` : ''}`}
          </Button>
        )}
        <Button type="button" onClick={() => apply(spec.empty)}>
          Clear filters
        </Button>
        <Button
          type="submit"
          variant="contained"
          sx={extra.length > 0 ? { width: { xs: '100%', md: 'auto' } } : undefined}
        >
          Search
        </Button>
      </Box>
    </Paper>
  );
}
