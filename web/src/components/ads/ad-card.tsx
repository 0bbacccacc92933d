// The frame every ad's card shares: an article named by its title, an optional
// media slot, the kind's own lines, and a button to the ad beside the
// page's actions. Each card fills it with its own content.
import type { SvgIconComponent } from '@mui/icons-material';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 3,
} as const;
const contentSx = { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 } as const;
const actionsSx = { px: 2, pb: 2, pt: 0, gap: 1 } as const;

/** Two lines whatever the text's length, so cards in a row line up. */
export const twoLinesSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '3em',
  lineHeight: 1.5,
} as const;
export const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
/** A line with an icon: at least an icon's height. */
export const iconLineSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.75,
  minWidth: 0,
  minHeight: 24,
} as const;

/** The grid cards sit in: one column on phones, two on tablets, three on desktops. */
export const cardGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  // minmax(0, …): a card's one-line texts (cut with an ellipsis) never widen its column past the screen.
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** A secondary line: its icon, then its text on one line (cut with an ellipsis). */
export function IconLine({
  icon: Icon,
  children,
  sx = iconLineSx,
}: {
  icon: SvgIconComponent;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      <Icon fontSize="small" aria-hidden />
      <span style={{ ...ellipsis, minWidth: 0 }}>{children}</span>
    </Typography>
  );
}

type Props = {
  /** The id of the card's title: it names the article and describes the link. */
  titleId: string;
  /** Above the content (a listing's cover photo). */
  media?: ReactNode;
  children: ReactNode;
  /** The ad's page, and the button's label. */
  to: string;
  linkText: string;
  linkVariant?: 'contained' | 'outlined';
  /** Buttons beside the link (the page's own). */
  actions?: ReactNode;
  contentSx?: SxProps<Theme>;
  /** The actions row's own spacing: wrapped, or no gap beyond the buttons' margins. */
  actionsRowSx?: { flexWrap?: 'wrap'; gap?: number };
};

export function AdCard({
  titleId,
  media,
  children,
  to,
  linkText,
  linkVariant = 'contained',
  actions,
  contentSx: ownContentSx = contentSx,
  actionsRowSx,
}: Props) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={cardSx}>
      {media}
      <CardContent sx={ownContentSx}>{children}</CardContent>
      <CardActions sx={{ ...actionsSx, ...actionsRowSx }}>
        <Button
          component={RouterLink}
          to={to}
          variant={linkVariant}
          aria-describedby={titleId}
          sx={{ flexGrow: 1 }}
        >
          {linkText}
        </Button>
        {actions}
      </CardActions>
    </Card>
  );
}

/** A card's shape while ads load: `actions` are the action row's skeletons. */
export function AdCardSkeleton({
  media,
  children,
  actions,
}: {
  media?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card variant="outlined" aria-hidden sx={cardSx}>
      {media}
      <CardContent sx={contentSx}>{children}</CardContent>
      <CardActions sx={actionsSx}>{actions}</CardActions>
    </Card>
  );
}
