import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LifestyleToggleChips } from '@/components/lifestyle-toggle-chips';
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from '@contract/listing';

type Props = {
  value: LifestylePreference[];
  onChange: (value: LifestylePreference[]) => void;
};

/**
 * "My lifestyle": toggle chips for the six lifestyle keys listings carry.
 * Each chip is a toggle button (aria-pressed), so screen readers announce
 * whether it is on; the order stays the contract's whatever the click order.
 */
export function LifestyleChips({ value, onChange }: Props) {
  const toggle = (key: LifestylePreference) =>
    onChange(
      LIFESTYLE_PREFERENCES.filter((k) => (k === key ? !value.includes(key) : value.includes(k))),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        My lifestyle
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What you are or want in a home. Listings show how many of these they match.
      </Typography>
      <LifestyleToggleChips chosen={value} onToggle={toggle} />
    </Box>
  );
}
