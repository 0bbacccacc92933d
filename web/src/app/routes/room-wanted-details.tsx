// /room-wanted/:id: one Room wanted ad (public while active; its owner sees
// it in any status, with its actions and the rooms that match it). Members
// who don't own it can report it (moderation's button, composed here).
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { wantedAdPageTitle } from '@contract/page-titles';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { ReportButton } from '@/features/moderation/components/report-button';
import { PhoneVerificationProvider } from '@/features/phone/components/phone-verification';
import { AD_LOAD_ERROR, useWantedAd } from '@/features/wanted-ads/api/get-wanted-ad';
import {
  BackToRoomWanted,
  WantedAdDetails,
  WantedAdDetailsSkeleton,
} from '@/features/wanted-ads/components/wanted-ad-details';

export default function RoomWantedDetailsRoute() {
  const { id } = useParams();
  const { user } = useSession();
  // A member sees the visitor's answer the page was served with (its first
  // view) until their own arrives, not a skeleton in between.
  const ad = useWantedAd(id, { visitorAnswerFirst: true });

  let content;
  if (ad.isPending) content = <WantedAdDetailsSkeleton />;
  else if (ad.isError) {
    content = (
      <>
        <BackToRoomWanted />
        <QueryError
          error={ad.error}
          {...AD_LOAD_ERROR}
          elsewhere={{ label: 'Room wanted', to: paths.roomWanted }}
          onRetry={() => void ad.refetch()}
        />
      </>
    );
  } else {
    content = (
      <WantedAdDetails
        ad={ad.data}
        user={user}
        reportAction={
          <ReportButton
            subject={{ kind: 'seeker-ad', id: ad.data._id, title: ad.data.headline }}
            status={ad.data.status}
            isOwner={ad.data.isOwner}
            user={user}
          />
        }
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{wantedAdPageTitle(ad.data?.headline)}</title>
      {/* Messaging the seeker and reporting may ask for a verified phone. */}
      <PhoneVerificationProvider>{content}</PhoneVerificationProvider>
    </Container>
  );
}
