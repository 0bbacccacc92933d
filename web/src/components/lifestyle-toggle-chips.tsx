import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  LIFESTYLE_LABELS,
  LIFESTYLE_PREFERENCES,
  type LifestylePreference,
} from '@contract/listing';

type ToggleChipsProps<K extends string> = {
  options: readonly K[];
  labels: Record<K, string>;
  isOn: (key: K) => boolean;
  onToggle: (key: K) => void;
};

/**
 * A toggle chip per option, in the given order. Each chip is a toggle button
 * (aria-pressed), so screen readers say whether it is on; callers give the
 * fieldset and legend that say what choosing means.
 */
export function ToggleChips<K extends string>({
  options,
  labels,
  isOn,
  onToggle,
}: ToggleChipsProps<K>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((key) => {
        const on = isOn(key);
        return (
          <Chip
            key={key}
            label={labels[key]}
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

type Props = {
  chosen: readonly LifestylePreference[];
  onToggle: (key: LifestylePreference) => void;
};

/** The lifestyle keys in the contract's order (the profile's "My lifestyle" and the lists' filters). */
export function LifestyleToggleChips({ chosen, onToggle }: Props) {
  return (
    <ToggleChips
      options={LIFESTYLE_PREFERENCES}
      labels={LIFESTYLE_LABELS}
      isOn={(key) => chosen.includes(key)}
      onToggle={onToggle}
    />
  );
}
