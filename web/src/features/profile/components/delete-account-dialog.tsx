import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DELETE_ACCOUNT_FAILED, useDeleteAccount } from '../api/delete-account';

export const DELETE_ACCOUNT_CONFIRMATION =
  'This permanently deletes your account: your profile, all your listings with their contact details, and your likes. It cannot be undone.';

type Props = {
  open: boolean;
  email: string;
  onClose: () => void;
  /** After the server deleted everything: sign out and leave (the route does it). */
  onDeleted: () => void | Promise<void>;
};

/** Asks before deleting the account; on failure it stays open and says why. */
export function DeleteAccountDialog({ open, email, onClose, onDeleted }: Props) {
  const titleId = useId();
  const textId = useId();
  const deletion = useDeleteAccount(email);
  // Stays busy through the sign-out that follows, so nothing can be pressed twice.
  const busy = deletion.isPending || deletion.isSuccess;

  const close = () => {
    if (busy) return;
    deletion.reset();
    onClose();
  };

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => onDeleted(),
    });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DELETE_ACCOUNT_CONFIRMATION}</DialogContentText>
        {deletion.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {DELETE_ACCOUNT_FAILED}: {deletion.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={busy}>
          Delete my account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
