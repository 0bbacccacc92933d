// /room-wanted/:id/edit (login required): the owner edits their Room wanted ad.
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { AD_LOAD_ERROR, useSeekerAd } from '@/features/seeker-ads/api/get-seeker-ad';
import { AD_ACTION_DONE, useSaveSeekerAd } from '@/features/seeker-ads/api/save-seeker-ad';
import { FormPage } from '@/components/form-page';
import { AdFormSkeleton } from '@/features/seeker-ads/components/ad-form-skeleton';
import { SeekerAdForm } from '@/features/seeker-ads/components/seeker-ad-form';
import { seekerAdValues } from '@/features/seeker-ads/schemas';

export const NOT_YOUR_AD = 'Only the person who posted this ad can edit it.';

export default function RoomWantedEditRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const ad = useSeekerAd(id);
  const save = useSaveSeekerAd(user?.uid ?? '');

  let content;
  if (ad.isPending) content = <AdFormSkeleton />;
  else if (ad.isError) {
    content = (
      <QueryError
        error={ad.error}
        {...AD_LOAD_ERROR}
        elsewhere={{ label: 'Your Room wanted ad', to: paths.myRoomWanted }}
        onRetry={() => void ad.refetch()}
      />
    );
  } else if (!ad.data.isOwner) content = <Alert severity="error">{NOT_YOUR_AD}</Alert>;
  else {
    content = (
      <SeekerAdForm
        defaultValues={seekerAdValues(ad.data)}
        ageRange={ad.data.ageRange}
        submitLabel="Save changes"
        cancelTo={paths.roomWantedAd(id)}
        submitError={save.isError ? save.error.message : null}
        onSubmit={(input) =>
          save.mutateAsync({ id, input }).then(() => {
            notify.success(AD_ACTION_DONE.update);
            void navigate(paths.roomWantedAd(id));
          })
        }
      />
    );
  }
  return <FormPage title="Edit your Room wanted ad">{content}</FormPage>;
}
