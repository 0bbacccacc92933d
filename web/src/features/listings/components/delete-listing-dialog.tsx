import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { notify } from '@/lib/notify';
import { DELETE_FAILED, useDeletePost } from '../api/delete-post';

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
  const titleId = useId();
  const textId = useId();
  const deletion = useDeletePost();

  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };

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
    <Dialog
      open={post !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Delete listing?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DELETE_CONFIRMATION}</DialogContentText>
        {post && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {post.title}
          </DialogContentText>
        )}
        {deletion.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {deletion.error.message || DELETE_FAILED}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={deletion.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={deletion.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
