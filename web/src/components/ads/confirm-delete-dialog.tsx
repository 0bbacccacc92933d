// Asking before an ad is deleted, for every kind of ad: the question, what
// can't be undone, and the API's refusal in the dialog, which stays open (and
// can't be dismissed) while the deletion runs. Each kind wires its own
// deletion and texts.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  text: string;
  /** What is deleted, named under the text (a listing's title). */
  subject?: string;
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmDeleteDialog({
  open,
  title,
  text,
  subject,
  pending,
  error,
  onCancel,
  onConfirm,
}: Props) {
  const titleId = useId();
  const textId = useId();
  const cancel = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {subject && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {subject}
          </DialogContentText>
        )}
        {error !== undefined && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={cancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
