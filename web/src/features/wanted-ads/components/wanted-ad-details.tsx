// One Room wanted ad: its photos, the person (photo or initial, name, age
// range, occupation), their headline and about me, and every fact of what they want
// in words. Beside it, "Message {name}" for a poster (and the route's "Report
// this ad"), or for the ad's owner its status and actions, and below, the
// rooms that match it. Never any contact details.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDay } from '@contract/listing-facts';
import { UNDER_REVIEW_AD_OWNER_NOTE } from '@contract/moderation';
import { SEEKER_CONTACT_NOTE, WANT_LABELS, type WantedAd } from '@contract/wanted-ad';
import { Fact, FactGrid } from '@/components/fact-grid';
import {
  AdTitle,
  BackToList,
  DetailsSkeleton,
  detailsSx,
  Section,
} from '@/components/ads/details-frame';
import { LifestyleChips } from '@/components/ads/lifestyle-chips';
import { PhotoGallery } from '@/components/ads/photo-gallery';
import { StatusBanner } from '@/components/ads/status-banner';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session';
import {
  areasText,
  budgetText,
  coupleText,
  moveInText,
  occupationText,
  personLine,
  wantsOf,
} from '../utils/format';
import { AD_STATUS_BANNERS } from '../utils/lifecycle';
import { localDay } from '@/lib/local-day';
import { MessageSeeker } from './message-seeker';
import { PhoneVerifiedMark } from './phone-verified-mark';
import { SeekerAvatar } from './seeker-avatar';

// Only the ad's owner sees its status, actions and matching rooms: their code
// (the ad's save and delete, the match levels, the lists) loads for the owner,
// not with every visit of a shared ad.
const OwnerActions = lazy(() =>
  import('./owner-actions').then((module) => ({ default: module.OwnerActions })),
);
const MatchingRooms = lazy(() =>
  import('./matching-rooms').then((module) => ({ default: module.MatchingRooms })),
);

const layoutSx = { ...detailsSx.columns, gap: 3 } as const;
const paperSx = detailsSx.card;

export function BackToRoomWanted() {
  return <BackToList to={paths.roomWanted}>Back to Room wanted</BackToList>;
}

/** Every fact of what the seeker wants, in words (also on their own page). */
export function WantedAdFacts({ ad }: { ad: WantedAd }) {
  const occupation = occupationText(ad.occupation);
  return (
    <FactGrid>
      <Fact label="Budget">{budgetText(ad.budget)}</Fact>
      <Fact label="Areas">{areasText(ad.areas)}</Fact>
      <Fact label="Move-in date">{formatDay(ad.moveInDate)}</Fact>
      <Fact label="Stay">{`${ad.stayMonths} ${ad.stayMonths === 1 ? 'month' : 'months'}`}</Fact>
      <Fact label="Room types">{ad.roomTypes.join(', ')}</Fact>
      <Fact label="Moving in as">{coupleText(ad.couple)}</Fact>
      {wantsOf(ad).map(({ fact, want }) => (
        <Fact key={fact} label={fact}>
          {WANT_LABELS[want]}
        </Fact>
      ))}
      {ad.ageRange && <Fact label="Age">{ad.ageRange}</Fact>}
      {occupation && <Fact label="Occupation">{occupation}</Fact>}
    </FactGrid>
  );
}

export function SeekerLifestyle({ lifestyle }: { lifestyle: readonly string[] }) {
  return <LifestyleChips keys={lifestyle} empty="No lifestyle given." label="Lifestyle" />;
}

type Props = {
  ad: WantedAd;
  user: SessionUser | null;
  /** Under Message, for everyone but the owner: the route's "Report this ad" (another feature's). */
  reportAction?: ReactNode;
};

export function WantedAdDetails({ ad, user, reportAction }: Props) {
  const navigate = useNavigate();
  const today = localDay();
  const owner = Boolean(user && ad.isOwner);
  const person = personLine(ad);
  return (
    <>
      <BackToRoomWanted />
      {ad.status !== 'active' && (
        <StatusBanner
          text={AD_STATUS_BANNERS[ad.status]}
          underReview={ad.status === 'under-review'}
          ownerNote={owner && ad.status === 'under-review' ? UNDER_REVIEW_AD_OWNER_NOTE : undefined}
        />
      )}
      <Box sx={layoutSx}>
        <Paper component="article" variant="outlined" aria-labelledby="ad-headline" sx={paperSx}>
          <PhotoGallery
            photos={ad.photos}
            details={ad.photoDetails}
            title={ad.headline}
            ownerOnly={ad.status !== 'active'}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <SeekerAvatar name={ad.name} photo={ad.photo} size={72} />
            <div>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{ad.name}</Typography>
              {person && <Typography color="text.secondary">{person}</Typography>}
              {ad.phoneVerified && <PhoneVerifiedMark />}
            </div>
          </Box>
          <AdTitle id="ad-headline">{ad.headline}</AdTitle>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main', mt: 2 }}>
            {budgetText(ad.budget)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {[areasText(ad.areas), moveInText(ad.moveInDate, today)].join(' · ')}
          </Typography>

          <Section title="About me" text={ad.aboutMe} />

          <Section title="What I’m looking for">
            <WantedAdFacts ad={ad} />
          </Section>
          <Section title="My lifestyle">
            <SeekerLifestyle lifestyle={ad.lifestyle} />
          </Section>
        </Paper>

        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper component="section" aria-label="Contact" variant="outlined" sx={paperSx}>
            {owner && user ? (
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <OwnerActions
                  ad={ad}
                  uid={user.uid}
                  onDeleted={() => void navigate(paths.myRoomWanted, { replace: true })}
                />
              </Suspense>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <MessageSeeker ad={ad} user={user} />
                <Typography variant="body2" color="text.secondary">
                  {SEEKER_CONTACT_NOTE}
                </Typography>
                {reportAction}
              </Box>
            )}
          </Paper>
        </Box>
      </Box>
      {owner && user && (
        <Paper variant="outlined" sx={{ ...paperSx, mt: 3 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
            <MatchingRooms adId={ad._id} uid={user.uid} />
          </Suspense>
        </Paper>
      )}
    </>
  );
}

/** The page's shape while the ad loads. */
export function WantedAdDetailsSkeleton() {
  return (
    <DetailsSkeleton label="Loading Room wanted ad" backWidth={190}>
      <Box sx={layoutSx}>
        {/* About as tall as an ad (a little less): the footer stays below the
            screen while it loads, rather than showing and then jumping away. */}
        <Paper variant="outlined" sx={{ ...paperSx, minHeight: { xs: 960, md: 720 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Skeleton variant="circular" width={72} height={72} />
            <Skeleton width="30%" />
          </Box>
          <AdTitle />
          <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} />
        </Paper>
        <Skeleton variant="rounded" height={140} />
      </Box>
    </DetailsSkeleton>
  );
}
