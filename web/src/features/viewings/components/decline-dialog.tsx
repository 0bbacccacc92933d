// Declining a proposal: an optional reason, and optionally other times (a new
// proposal from the decliner, in the same editor as "Propose a viewing").
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { VIEWING_LIMITS, type Viewing } from '@contract/viewings';
import { notify } from '@/lib/notify';
import { useDeclineViewing } from '../api/viewings';
import {
  browserTimeZone,
  emptyProposal,
  toProposalInput,
  validateProposal,
  type ProposalErrors,
} from '../utils/proposal';
import { ProposalFields } from './proposal-fields';

export const SUGGEST_OTHER_TIMES = 'Suggest other times';
export const DECLINED = 'Proposal declined.';
export const DECLINED_WITH_TIMES = 'Proposal declined. Your times were sent.';

type Props = { open: boolean; onClose: () => void; viewing: Viewing };

export default function DeclineDialog({ open, onClose, viewing }: Props) {
  const id = useId();
  const decline = useDeclineViewing(viewing.id);
  const [reason, setReason] = useState('');
  const [suggest, setSuggest] = useState(false);
  const [draft, setDraft] = useState(() => ({ ...emptyProposal(), mode: viewing.mode }));
  const [errors, setErrors] = useState<ProposalErrors | null>(null);
  const [timeZone] = useState(browserTimeZone);

  const close = () => {
    if (!decline.isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = suggest ? validateProposal(draft) : null;
    setErrors(found);
    decline.reset();
    if (found) return;
    const trimmed = reason.trim();
    decline.mutate(
      {
        ...(trimmed ? { reason: trimmed } : {}),
        ...(suggest ? { proposal: toProposalInput(draft, timeZone) } : {}),
      },
      {
        onSuccess: () => {
          notify.success(suggest ? DECLINED_WITH_TIMES : DECLINED);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Decline these times?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={decline.isPending}
            multiline
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: VIEWING_LIMITS.reason } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={suggest}
                onChange={(e) => setSuggest(e.target.checked)}
                disabled={decline.isPending}
              />
            }
            label={SUGGEST_OTHER_TIMES}
          />
          {suggest && (
            <ProposalFields
              draft={draft}
              onChange={setDraft}
              errors={errors}
              timeZone={timeZone}
              disabled={decline.isPending}
            />
          )}
          {decline.error && (
            <Alert severity="error" role="alert">
              {decline.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={decline.isPending}>
            Back
          </Button>
          <Button type="submit" variant="contained" color="error" loading={decline.isPending}>
            Decline
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
