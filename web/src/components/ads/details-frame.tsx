// What an ad's page is made of, whichever its kind: the way back to its list,
// the columns (the ad, and beside it from md the poster's side), the cards,
// the headline, the sections, and the page's shape while the ad loads.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const detailsSx = {
  /** The ad in two thirds, the side column in one, from md up; one column on a phone. */
  columns: {
    display: 'grid',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
    alignItems: 'start',
  },
  card: { p: { xs: 2.5, md: 4 }, borderRadius: 3 },
} as const;

export function BackToList({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {children}
    </Button>
  );
}

/** The page's heading: the ad's title or headline (`id` names the article); without it, its loading shape. */
export function AdTitle({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="h1"
      sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}
    >
      {children ?? <Skeleton width="70%" />}
    </Typography>
  );
}

/** A heading and what it heads; `text` is the poster's own words (line breaks kept, long words wrapped). */
export function Section({
  title,
  sx = { mt: 4, mb: 1 },
  text,
  children,
}: {
  title: string;
  sx?: SxProps<Theme>;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Typography component="h2" variant="h5" sx={sx}>
        {title}
      </Typography>
      {text !== undefined && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      )}
      {children}
    </>
  );
}

/** While the ad loads: the back button's place, then the kind's own shape. */
export function DetailsSkeleton({
  label,
  backWidth,
  children,
}: {
  label: string;
  backWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="rounded" width={backWidth} height={36.5} sx={{ mb: 2 }} />
      {children}
    </Box>
  );
}
