import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LifestyleToggleChips } from '@/components/lifestyle-toggle-chips';
import { parseLifestyle, toggleLifestyle } from '@contract/browse-filters';

type Props = {
  /** The `lifestyle=` text: chosen keys, comma-separated. */
  value: string;
  onChange: (value: string) => void;
  sx?: object;
};

/**
 * Browse's lifestyle filter: a toggle chip per lifestyle key. Each
 * chip is a toggle button (aria-pressed), so screen readers say whether it is
 * on; a listing matches when it has every chosen preference. (The profile's
 * "My lifestyle" chips look alike but belong to another feature and say
 * something else: what you are, not what a listing must have.)
 */
export function LifestyleFilter({ value, onChange, sx }: Props) {
  const chosen = parseLifestyle(value);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, ...sx }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Lifestyle (listings with all of these)
      </Typography>
      <LifestyleToggleChips
        chosen={chosen}
        onToggle={(key) => onChange(toggleLifestyle(value, key))}
      />
    </Box>
  );
}
