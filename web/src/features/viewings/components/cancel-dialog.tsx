// Withdrawing one's own proposal (a reason is optional), or calling off a
// confirmed viewing (either side; the other side is told why, so a reason is
// required, as the API requires it).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { CANCEL_REASON_REQUIRED, VIEWING_LIMITS, type Viewing } from '@contract/viewings';
import { notify } from '@/lib/notify';
import { useCancelViewing } from '../api/viewings';

/** The API's text for a confirmed viewing cancelled without a reason. */
export const CANCEL_REASON_NEEDED = CANCEL_REASON_REQUIRED;
export const CANCEL_PROPOSAL = 'Cancel proposal';
export const CANCEL_VIEWING = 'Cancel viewing';

type Props = { open: boolean; onClose: () => void; viewing: Viewing };

export default function CancelDialog({ open, onClose, viewing }: Props) {
  const id = useId();
  const cancel = useCancelViewing(viewing.id);
  const confirmed = viewing.status === 'confirmed';
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const action = confirmed ? CANCEL_VIEWING : CANCEL_PROPOSAL;

  const close = () => {
    if (!cancel.isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    cancel.reset();
    setMissing(confirmed && !trimmed);
    if (confirmed && !trimmed) return;
    cancel.mutate(trimmed, {
      onSuccess: () => {
        notify.success(confirmed ? 'Viewing cancelled.' : 'Proposal cancelled.');
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>
          {confirmed ? 'Cancel this viewing?' : 'Cancel your proposal?'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={confirmed ? 'Reason' : 'Reason (optional)'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={confirmed}
            error={missing}
            helperText={
              missing ? CANCEL_REASON_NEEDED : `${viewing.otherName} will see it in the thread.`
            }
            disabled={cancel.isPending}
            multiline
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: VIEWING_LIMITS.reason } }}
          />
          {cancel.error && (
            <Alert severity="error" role="alert">
              {cancel.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button type="submit" variant="contained" color="error" loading={cancel.isPending}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
