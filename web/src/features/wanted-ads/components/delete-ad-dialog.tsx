import { ConfirmDeleteDialog } from '@/components/ads/confirm-delete-dialog';
import { notify } from '@/lib/notify';
import { AD_ACTION_DONE, AD_CHANGE_FAILED, useDeleteWantedAd } from '../api/save-wanted-ad';

export const DELETE_AD_CONFIRMATION =
  'Are you sure you want to delete your Room wanted ad? This action cannot be undone.';

type Props = {
  open: boolean;
  adId: string;
  uid: string;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks before deleting; says how it went, and stays open on failure. */
export function DeleteAdDialog({ open, adId, uid, onClose, onDeleted }: Props) {
  const deletion = useDeleteWantedAd(uid);
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete your Room wanted ad?"
      text={DELETE_AD_CONFIRMATION}
      pending={deletion.isPending}
      error={deletion.isError ? deletion.error.message || AD_CHANGE_FAILED : undefined}
      onCancel={() => {
        deletion.reset();
        onClose();
      }}
      onConfirm={() =>
        deletion.mutate(adId, {
          onSuccess: () => {
            notify.success(AD_ACTION_DONE.delete);
            deletion.reset();
            onDeleted();
          },
        })
      }
    />
  );
}
