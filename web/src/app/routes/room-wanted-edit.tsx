// /room-wanted/:id/edit (login required): the owner edits their Room wanted ad.
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { AD_LOAD_ERROR, useWantedAd } from '@/features/wanted-ads/api/get-wanted-ad';
import { AD_ACTION_DONE, useSaveWantedAd } from '@/features/wanted-ads/api/save-wanted-ad';
import { FormPage } from '@/components/form-page';
import { AdFormSkeleton } from '@/features/wanted-ads/components/ad-form-skeleton';
import { WantedAdForm } from '@/features/wanted-ads/components/wanted-ad-form';
import { wantedAdValues } from '@/features/wanted-ads/schemas';

export const NOT_YOUR_AD = 'Only the person who posted this ad can edit it.';

export default function RoomWantedEditRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const ad = useWantedAd(id);
  const save = useSaveWantedAd(user?.uid ?? '');

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
      <WantedAdForm
        defaultValues={wantedAdValues(ad.data)}
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
