// The owner's one status badge for any kind of ad ("Available", "Paused", "Under
// review", …). A plain badge, not MUI's Chip: the same look, less code. The
// tones are theme palette keys with enough contrast in both themes (axe checks
// them): what is live and what is under review stand out, the rest is neutral.
import Box from '@mui/material/Box';

export type StatusTone = 'live' | 'neutral' | 'under-review';

const TONES: Record<StatusTone, { bg: string; fg: string }> = {
  live: { bg: 'success.main', fg: 'success.contrastText' },
  neutral: { bg: 'action.selected', fg: 'text.primary' },
  'under-review': { bg: 'error.main', fg: 'error.contrastText' },
};

type Props = { label: string; tone: StatusTone; testId: string };

export function StatusBadge({ label, tone, testId }: Props) {
  const { bg, fg } = TONES[tone];
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{
        px: 1,
        borderRadius: 4,
        lineHeight: '24px',
        fontSize: '0.8125rem',
        fontWeight: 600,
        bgcolor: bg,
        color: fg,
        flexShrink: 0,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
