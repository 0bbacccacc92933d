// One Room wanted ad: the person (photo or initial, name, age range,
// occupation), their headline and about me, and every fact of what they want
// in words. Beside it, "Message {name}" for a poster (and the route's "Report
// this ad"), or for the ad's owner its status and actions, and below, the
// rooms that match it. Never any contact details.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDay } from '@contract/listing-facts';
import { UNDER_REVIEW_AD_OWNER_NOTE } from '@contract/moderation';
import { SEEKER_CONTACT_NOTE, WANT_LABELS, type SeekerAd } from '@contract/seeker-ad';
import { Fact, FactGrid } from '@/components/fact-grid';
import { LifestyleChips } from '@/components/ads/lifestyle-chips';
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

const layoutSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  alignItems: 'start',
} as const;
const paperSx = { p: { xs: 2.5, md: 4 }, borderRadius: 3 } as const;

export function BackToRoomWanted() {
  return (
    <Button component={RouterLink} to={paths.roomWanted} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      Back to Room wanted
    </Button>
  );
}

/** Every fact of what the seeker wants, in words (also on their own page). */
export function SeekerAdFacts({ ad }: { ad: SeekerAd }) {
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
  ad: SeekerAd;
  user: SessionUser | null;
  /** Under Message, for everyone but the owner: the route's "Report this ad" (another feature's). */
  reportAction?: ReactNode;
};

export function SeekerAdDetails({ ad, user, reportAction }: Props) {
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <SeekerAvatar name={ad.name} photo={ad.photo} size={72} />
            <div>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{ad.name}</Typography>
              {person && <Typography color="text.secondary">{person}</Typography>}
            </div>
          </Box>
          <Typography
            id="ad-headline"
            variant="h1"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}
          >
            {ad.headline}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main', mt: 2 }}>
            {budgetText(ad.budget)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {[areasText(ad.areas), moveInText(ad.moveInDate, today)].join(' · ')}
          </Typography>

          <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
            About me
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ad.aboutMe}
          </Typography>

          <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
            What I’m looking for
          </Typography>
          <SeekerAdFacts ad={ad} />

          <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
            My lifestyle
          </Typography>
          <SeekerLifestyle lifestyle={ad.lifestyle} />
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
export function SeekerAdDetailsSkeleton() {
  return (
    <Box role="status" aria-label="Loading Room wanted ad">
      <Skeleton variant="rounded" width={190} height={36.5} sx={{ mb: 2 }} />
      <Box sx={layoutSx}>
        {/* About as tall as an ad (a little less): the footer stays below the
            screen while it loads, rather than showing and then jumping away. */}
        <Paper variant="outlined" sx={{ ...paperSx, minHeight: { xs: 960, md: 720 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Skeleton variant="circular" width={72} height={72} />
            <Skeleton width="30%" />
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            <Skeleton width="70%" />
          </Typography>
          <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} />
        </Paper>
        <Skeleton variant="rounded" height={140} />
      </Box>
    </Box>
  );
}
