import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  LIFESTYLE_LABELS,
  LIFESTYLE_PREFERENCES,
  type LifestylePreference,
} from '@contract/listing';

type Props = {
  chosen: readonly LifestylePreference[];
  onToggle: (key: LifestylePreference) => void;
};

/**
 * A toggle chip per lifestyle key, in the contract's order (the profile's "My
 * lifestyle" and browse's lifestyle filter). Each chip is a toggle button
 * (aria-pressed), so screen readers say whether it is on; callers give the
 * fieldset and legend that say what choosing means.
 */
export function LifestyleToggleChips({ chosen, onToggle }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {LIFESTYLE_PREFERENCES.map((key) => {
        const on = chosen.includes(key);
        return (
          <Chip
            key={key}
            label={LIFESTYLE_LABELS[key]}
            icon={on ? <CheckIcon /> : undefined}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => onToggle(key)}
            aria-pressed={on}
          />
        );
      })}
    </Box>
  );
}
