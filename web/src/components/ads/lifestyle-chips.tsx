// An ad's lifestyle as a row of chips (a listing's preferences, a seeker's
// lifestyle), or a line saying there is none. An unknown key, from an older or
// newer server, shows as itself.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LIFESTYLE_LABELS } from '@contract/listing';

const labelOf = (key: string) =>
  (LIFESTYLE_LABELS as Record<string, string | undefined>)[key] ?? key;

type Props = {
  keys: readonly string[];
  /** What an ad without any says. */
  empty: string;
  /** The list's accessible name, where the heading above doesn't give it. */
  label?: string;
};

export function LifestyleChips({ keys, empty, label }: Props) {
  if (!keys.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {keys.map((key) => (
        <li key={key}>
          <Chip label={labelOf(key)} color="primary" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
