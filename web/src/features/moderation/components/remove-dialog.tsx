import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { REMOVAL_LIMITS, type ModerationKind } from '../types';
import { SUBJECT_TEXTS } from '../utils/subjects';

type Props = {
  /** What is removed: a listing or a Room wanted ad (their texts differ). */
  kind: ModerationKind;
  title: string | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onRemove: (reason: string) => void;
};

/** Asks a moderator why a listing or ad goes: its owner reads the reason (My Listings, the bell). */
export function RemoveDialog({ kind, title, pending, error, onCancel, onRemove }: Props) {
  const texts = SUBJECT_TEXTS[kind];
  const [reason, setReason] = useState('');
  const titleId = useId();
  const trimmed = reason.trim();
  const valid = trimmed.length > 0 && trimmed.length <= REMOVAL_LIMITS.reason;
  return (
    <Dialog
      open={title !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // A fresh reason for each listing.
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle id={titleId}>Remove “{title}”?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.removeNote}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label="Reason for removal"
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={trimmed.length > REMOVAL_LIMITS.reason}
          helperText={`Shown to the owner. ${trimmed.length} / ${REMOVAL_LIMITS.reason}`}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!valid}
          loading={pending}
          onClick={() => onRemove(trimmed)}
        >
          Remove {texts.noun}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
