import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LIFESTYLE_LABELS } from '@contract/listing';
import { lifestyleMatch, lifestyleMatchText } from '@contract/lifestyle-match';
import { useSession } from '@/lib/session';

type Props = {
  /** The listing's lifestyle preferences. */
  preferences: string[];
  /** Details also list which preferences match. */
  detailed?: boolean;
};

/**
 * "Matches {k} of {n} of your preferences", for a signed-in user who has set
 * "My lifestyle" on their profile; nothing for anyone else.
 */
export function LifestyleMatch({ preferences, detailed = false }: Props) {
  const { user } = useSession();
  const match = user ? lifestyleMatch(user.lifestyle, preferences) : null;
  if (!match) return null;
  return (
    <Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <FavoriteBorderIcon fontSize="inherit" aria-hidden />
        {lifestyleMatchText(match)}
      </Typography>
      {detailed && match.matched.length > 0 && (
        <Box
          component="ul"
          aria-label="Matching preferences"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {match.matched.map((key) => (
            <li key={key}>
              <Chip size="small" color="success" variant="outlined" label={LIFESTYLE_LABELS[key]} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
