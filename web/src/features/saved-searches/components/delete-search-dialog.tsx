import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type Props = {
  /** The search's name; null when closed. */
  name: string | null;
  pending: boolean;
  onCancel: () => void;
  onDelete: () => void;
};

export function DeleteSearchDialog({ name, pending, onCancel, onDelete }: Props) {
  const titleId = useId();
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete “{name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          New listings matching it will no longer raise alerts. Alerts you already have stay.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" loading={pending} onClick={onDelete}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
