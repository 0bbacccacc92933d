// /room-wanted/mine (login required): the member's own Room wanted ad, with
// its status, actions and matching rooms; or, without one, the form to post
// it, their lifestyle filled in from their profile.
import Container from '@mui/material/Container';
import { useNavigate } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePhoneGatedSave } from '@/lib/phone-verification';
import { useSession, type SessionUser } from '@/lib/session';
import { useMyWantedAd } from '@/features/wanted-ads/api/my-wanted-ad';
import { AD_ACTION_DONE, useSaveWantedAd } from '@/features/wanted-ads/api/save-wanted-ad';
import { FormPage } from '@/components/form-page';
import {
  LazyPhoneGate,
  PhoneVerificationProvider,
} from '@/features/phone/components/phone-verification';
import {
  WantedAdDetails,
  WantedAdDetailsSkeleton,
} from '@/features/wanted-ads/components/wanted-ad-details';
import { WantedAdForm } from '@/features/wanted-ads/components/wanted-ad-form';
import { newWantedAdValues, type WantedAdBody } from '@/features/wanted-ads/schemas';
import { localDay } from '@/lib/local-day';
import { REPOST_HELD_AD } from '@contract/moderation';

export const POST_AD_TITLE = 'Post a Room wanted ad';
export const POST_AD_INTRO =
  'Tell posters who you are and what you need. When a room matches, you’ll hear about it; posters whose rooms fit can message you.';

export default function RoomWantedMineRoute() {
  const { user } = useSession();
  // The protected route only renders this page for a signed-in member.
  // Posting the ad, and messaging a matching seeker, ask for a verified phone.
  return user ? (
    <PhoneVerificationProvider>
      <MyAd user={user} />
    </PhoneVerificationProvider>
  ) : null;
}

function MyAd({ user }: { user: SessionUser }) {
  const mine = useMyWantedAd(user.uid);
  if (mine.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <WantedAdDetailsSkeleton />
      </Container>
    );
  }
  if (mine.isError) {
    return (
      <FormPage title="Your Room wanted ad">
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
      </FormPage>
    );
  }
  if (!mine.data) return <PostAd user={user} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Your Room wanted ad · Roomly</title>
      <WantedAdDetails ad={mine.data} user={user} />
    </Container>
  );
}

function PostAd({ user }: { user: SessionUser }) {
  const save = useSaveWantedAd(user.uid);
  const navigate = useNavigate();
  const post = usePhoneGatedSave((input: WantedAdBody) =>
    save.mutateAsync({ input }).then((ad) => {
      // A re-post of text under review waits for the moderator: say so, not "live".
      if (ad.status === 'under-review') notify.info(REPOST_HELD_AD);
      else notify.success(AD_ACTION_DONE.create);
      // The ad as posters will see it, with its status and actions for its owner.
      void navigate(paths.roomWantedAd(ad._id));
    }),
  );
  return (
    <FormPage title={POST_AD_TITLE} intro={POST_AD_INTRO}>
      <LazyPhoneGate action="wantedAd" />
      <WantedAdForm
        defaultValues={newWantedAdValues(localDay(), user.lifestyle)}
        submitLabel="Post ad"
        submitError={save.isError ? save.error.message : null}
        onSubmit={post}
      />
    </FormPage>
  );
}
