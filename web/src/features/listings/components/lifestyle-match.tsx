import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LIFESTYLE_LABELS } from '@contract/listing';
import { lifestyleMatch, lifestyleMatchText } from '@contract/lifestyle-match';
import { useSession } from '@/lib/session';

type Props = {
  /** The listing's lifestyle preferences. */
  preferences: string[];
  /** Details also list which preferences match. */
  detailed?: boolean;
  /** The reader owns the listing: how well it fits them says nothing. */
  owner?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * "Matches {k} of {n} of your preferences", for a signed-in user who has set
 * "My lifestyle" on their profile; nothing for anyone else, for the
 * listing's owner, or on a listing that names no preferences (it states none,
 * so "Matches 0 of 3" would mislead).
 */
export function LifestyleMatch({ preferences, detailed = false, owner = false, sx }: Props) {
  const { user } = useSession();
  const match =
    user && !owner && preferences.length > 0 ? lifestyleMatch(user.lifestyle, preferences) : null;
  if (!match) return null;
  return (
    <Box sx={sx}>
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
            // A plain outlined badge rather than MUI's Chip: this module is also on every card.
            <Box
              component="li"
              key={key}
              sx={{
                px: 1,
                border: 1,
                borderColor: 'success.main',
                borderRadius: 4,
                fontSize: '0.8125rem',
                lineHeight: '22px',
                color: 'text.primary',
              }}
            >
              {LIFESTYLE_LABELS[key]}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
