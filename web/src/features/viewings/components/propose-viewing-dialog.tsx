// "Propose a viewing": 1–3 times, in person or by video, and a note. The
// checks the API makes run here first with its texts; whatever the API still
// refuses (an open proposal, an inactive listing, a block) shows as it says it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { useProposeViewing } from '../api/viewings';
import {
  browserTimeZone,
  emptyProposal,
  toProposalInput,
  validateProposal,
  type ProposalErrors,
} from '../utils/proposal';
import { PROPOSE_VIEWING, VIEWING_PROPOSED } from '../utils/texts';
import { ProposalFields } from './proposal-fields';

type Props = {
  open: boolean;
  onClose: () => void;
  conversationId: string;
  otherName: string;
};

export default function ProposeViewingDialog({ open, onClose, conversationId, otherName }: Props) {
  const id = useId();
  const propose = useProposeViewing(conversationId);
  const [draft, setDraft] = useState(emptyProposal);
  const [errors, setErrors] = useState<ProposalErrors | null>(null);
  const [timeZone] = useState(browserTimeZone);

  const close = () => {
    if (propose.isPending) return;
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProposal(draft);
    setErrors(found);
    propose.reset();
    if (found) return;
    propose.mutate(toProposalInput(draft, timeZone), {
      onSuccess: () => {
        notify.success(VIEWING_PROPOSED);
        setDraft(emptyProposal());
        setErrors(null);
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{PROPOSE_VIEWING}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Offer up to three times. {otherName} picks one, or suggests others.
          </Typography>
          <ProposalFields
            draft={draft}
            onChange={setDraft}
            errors={errors}
            timeZone={timeZone}
            disabled={propose.isPending}
          />
          {propose.error && (
            <Alert severity="error" role="alert">
              {propose.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={propose.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={propose.isPending}>
            Propose
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
