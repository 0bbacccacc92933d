// A seeker on the Room wanted list: the ad's cover photo when it has one, their
// profile photo (or initial), name, age range, occupation, headline, budget,
// areas (each with its distance), how far the nearest is on a near search,
// move-in date and stay. Never contact details: people write through Roomly's
// messages.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { WantedAd } from '@contract/wanted-ad';
import { awayText } from '@/components/places/away-text';
import {
  AdCard,
  AdCardSkeleton,
  IconLine,
  ellipsis,
  twoLinesSx as headlineSx,
} from '@/components/ads/ad-card';
import { CARD_COVER_SIZES, CoverPhoto } from '@/components/ads/cover-photo';
import { paths } from '@/config/paths';
import { areasText, budgetText, moveInText, personLine, stayWantedText } from '../utils/format';
import { PhoneVerifiedMark } from './phone-verified-mark';
import { SeekerAvatar } from './seeker-avatar';

type Props = {
  /** On a near search, with `distanceKm`: from its place to the ad's nearest area. */
  ad: WantedAd;
  today: string;
  headingLevel?: 'h2' | 'h3';
  /** Extra lines at the end (a match's level and reasons). */
  extra?: ReactNode;
  /** Buttons beside View ad (Message on a listing's matching people). */
  actions?: ReactNode;
};

export function WantedAdCard({ ad, today, headingLevel = 'h2', extra, actions }: Props) {
  const nameId = useId();
  const person = personLine(ad);
  const cover = ad.photos[0];
  return (
    <AdCard
      titleId={nameId}
      media={
        cover && (
          <CoverPhoto
            photo={cover}
            details={ad.photoDetails[cover]}
            alt={ad.headline}
            sizes={CARD_COVER_SIZES}
            fallback={null}
            ownerOnly={ad.status !== 'active'}
          />
        )
      }
      to={paths.roomWantedAd(ad._id)}
      linkText="View ad"
      actions={actions}
      actionsRowSx={{ flexWrap: 'wrap' }}
    >
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
          {ad.phoneVerified && <PhoneVerifiedMark />}
        </Box>
      </Box>
      <Typography sx={{ ...headlineSx, fontWeight: 600 }}>{ad.headline}</Typography>
      <Typography sx={{ fontSize: '1.125rem', fontWeight: 700, color: 'primary.main' }}>
        {budgetText(ad.budget)}
      </Typography>
      <IconLine icon={LocationOnOutlined}>{areasText(ad.areas)}</IconLine>
      {ad.distanceKm !== undefined && (
        <Typography variant="body2" sx={{ fontWeight: 600, mt: -0.5 }}>
          {awayText(ad.distanceKm)}
        </Typography>
      )}
      <IconLine icon={EventAvailableOutlined}>{moveInText(ad.moveInDate, today)}</IconLine>
      <IconLine icon={ScheduleOutlined}>{stayWantedText(ad.stayMonths)}</IconLine>
      {extra}
    </AdCard>
  );
}

/** The card's shape while ads load. */
export function WantedAdCardSkeleton() {
  return (
    <AdCardSkeleton actions={<Skeleton variant="rounded" height={36.5} sx={{ flexGrow: 1 }} />}>
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
    </AdCardSkeleton>
  );
}
