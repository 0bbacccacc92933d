import { ConfirmDeleteDialog } from '@/components/ads/confirm-delete-dialog';
import { notify } from '@/lib/notify';
import { DELETE_FAILED, useDeleteListing } from '../api/delete-listing';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this listing? This action cannot be undone.';
export const LISTING_DELETED = 'Listing deleted successfully';

type Props = {
  /** The listing to delete; the dialog is open while there is one. */
  post: { _id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: (id: string) => void;
};

/** Asks before deleting; says how it went (toast), and keeps the dialog open on failure. */
export function DeleteListingDialog({ post, onClose, onDeleted }: Props) {
  const deletion = useDeleteListing();

  const confirm = () => {
    if (!post) return;
    deletion.mutate(post._id, {
      onSuccess: () => {
        notify.success(LISTING_DELETED);
        deletion.reset();
        onDeleted?.(post._id);
        onClose();
      },
      // The API client's messages are already readable ('Server not responding. Please try again later.').
      onError: (error) => notify.error(error.message || DELETE_FAILED),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={post !== null}
      title="Delete listing?"
      text={DELETE_CONFIRMATION}
      subject={post?.title}
      pending={deletion.isPending}
      error={deletion.isError ? deletion.error.message || DELETE_FAILED : undefined}
      onCancel={() => {
        deletion.reset();
        onClose();
      }}
      onConfirm={confirm}
    />
  );
}
