// A seeker on the Room wanted list: their photo (or initial), name, age range,
// occupation, headline, budget, areas, move-in date and stay. Never contact
// details: people write through Roomly's messages.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SeekerAd } from '@contract/seeker-ad';
import { paths } from '@/config/paths';
import { areasText, budgetText, moveInText, personLine, stayWantedText } from '../utils/format';
import { SeekerAvatar } from './seeker-avatar';

const lineSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.75,
  minWidth: 0,
  minHeight: 24,
} as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 3,
} as const;
const contentSx = { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 } as const;
const headlineSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '3em',
  lineHeight: 1.5,
} as const;

type Props = {
  ad: SeekerAd;
  today: string;
  headingLevel?: 'h2' | 'h3';
  /** Extra lines at the end (a match's level and reasons). */
  extra?: ReactNode;
  /** Buttons beside View ad (Message on a listing's matching people). */
  actions?: ReactNode;
};

export function SeekerAdCard({ ad, today, headingLevel = 'h2', extra, actions }: Props) {
  const nameId = useId();
  const person = personLine(ad);
  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId} sx={cardSx}>
      <CardContent sx={contentSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <SeekerAvatar name={ad.name} photo={ad.photo} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={nameId} component={headingLevel} variant="h6" sx={ellipsis}>
              {ad.name}
            </Typography>
            {person && (
              <Typography variant="body2" color="text.secondary" sx={ellipsis}>
                {person}
              </Typography>
            )}
          </Box>
        </Box>
        <Typography sx={{ ...headlineSx, fontWeight: 600 }}>{ad.headline}</Typography>
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 700, color: 'primary.main' }}>
          {budgetText(ad.budget)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={lineSx}>
          <LocationOnOutlined fontSize="small" aria-hidden />
          <span style={ellipsis}>{areasText(ad.areas)}</span>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={lineSx}>
          <EventAvailableOutlined fontSize="small" aria-hidden />
          <span style={ellipsis}>{moveInText(ad.moveInDate, today)}</span>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={lineSx}>
          <ScheduleOutlined fontSize="small" aria-hidden />
          <span style={ellipsis}>{stayWantedText(ad.stayMonths)}</span>
        </Typography>
        {extra}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={paths.roomWantedAd(ad._id)}
          variant="contained"
          aria-describedby={nameId}
          sx={{ flexGrow: 1 }}
        >
          View ad
        </Button>
        {actions}
      </CardActions>
    </Card>
  );
}

/** The card's shape while ads load. */
export function SeekerAdCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={cardSx}>
      <CardContent sx={contentSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        </Box>
        <Box sx={{ minHeight: '3em' }}>
          <Skeleton width="90%" />
          <Skeleton width="50%" />
        </Box>
        <Skeleton width="45%" />
        <Skeleton width="60%" />
        <Skeleton width="50%" />
        <Skeleton width="35%" />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Skeleton variant="rounded" height={36.5} sx={{ flexGrow: 1 }} />
      </CardActions>
    </Card>
  );
}

/** One column on phones, two on tablets, three on desktops (as listing cards). */
export const seekerGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;
