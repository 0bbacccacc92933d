import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { notify } from '@/lib/notify';
import { AD_ACTION_DONE, AD_CHANGE_FAILED, useDeleteSeekerAd } from '../api/save-seeker-ad';

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
  const titleId = useId();
  const textId = useId();
  const deletion = useDeleteSeekerAd(uid);
  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };
  const confirm = () =>
    deletion.mutate(adId, {
      onSuccess: () => {
        notify.success(AD_ACTION_DONE.delete);
        deletion.reset();
        onDeleted();
      },
    });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete your Room wanted ad?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DELETE_AD_CONFIRMATION}</DialogContentText>
        {deletion.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {deletion.error.message || AD_CHANGE_FAILED}
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
