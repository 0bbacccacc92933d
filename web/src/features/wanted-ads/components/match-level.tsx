// A match's level as a small badge and its reasons as a list: the same on
// listings (a seeker's view), matching rooms and matching people.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { MATCH_LABELS, type RoomMatch } from '@contract/room-match';

// A plain badge rather than MUI's Chip (it sits on every card): outlined, so it
// doesn't read as the listing's "Available".
const badgeSx = {
  display: 'inline-block',
  px: 1,
  border: 1,
  borderRadius: 4,
  lineHeight: '22px',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: 'text.primary',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  // Its own width in a flex column or a grid cell, not the row's.
  alignSelf: 'flex-start',
  justifySelf: 'start',
} as const;

/** "Good match" / "Partial match"; nothing for a room that isn't one. */
export function MatchBadge({ match, sx }: { match: RoomMatch; sx?: SxProps<Theme> }) {
  if (match.level === 'none') return null;
  return (
    <Box
      component="span"
      data-testid="match-level"
      sx={[
        badgeSx,
        { borderColor: match.level === 'good' ? 'success.main' : 'warning.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {MATCH_LABELS[match.level]}
    </Box>
  );
}

/** The reasons in words, hard facts first, as the contract says them. */
export function MatchReasons({ match, label }: { match: RoomMatch; label: string }) {
  if (!match.reasons.length) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.5,
        listStyle: 'none',
        p: 0,
        m: 0,
        color: 'text.secondary',
        fontSize: '0.875rem',
        // "Within budget · Moves in 3 days after it's free · …", the dot ending each line's items.
        '& li:not(:last-child)::after': { content: '"·"', ml: 1 },
      }}
    >
      {match.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </Box>
  );
}
