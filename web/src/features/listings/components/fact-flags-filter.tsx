import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  FLAG_FILTER_LABELS,
  FLAG_FILTERS,
  parseFlag,
  type FilterDraft,
  type FlagFilter,
} from '@contract/browse-filters';

type Props = {
  /** The draft's yes/no filters, as the URL spells them (`1` or empty). */
  value: Pick<FilterDraft, FlagFilter>;
  onToggle: (flag: FlagFilter, on: boolean) => void;
  sx?: object;
};

/**
 * Browse's yes/no facts (bills included, furnished, private bathroom, couples
 * welcome): a toggle chip each, like the lifestyle chips beside them, so the
 * panel reads as one kind of control. Each chip is a toggle button
 * (aria-pressed): screen readers say whether it is on.
 */
export function FactFlagsFilter({ value, onToggle, sx }: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, ...sx }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Must have
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FLAG_FILTERS.map((flag) => {
          const on = parseFlag(value[flag]);
          return (
            <Chip
              key={flag}
              label={FLAG_FILTER_LABELS[flag]}
              icon={on ? <CheckIcon /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => onToggle(flag, !on)}
              aria-pressed={on}
            />
          );
        })}
      </Box>
    </Box>
  );
}
