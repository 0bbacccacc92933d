// The "Report listing" dialog: one of the six reasons and an
// optional note. Its own chunk (with Material UI's Dialog, RadioGroup and
// TextField): report-listing-button.tsx loads it when a member first opens it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReportListing } from '../api/report-listing';
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_THANKS,
  type ReportReason,
} from '../types';
import { REPORT_LISTING } from './report-listing-button';

export type ReportListingDialogProps = {
  postId: string;
  postTitle: string;
  open: boolean;
  onClose: () => void;
};

export default function ReportListingDialog({
  postId,
  postTitle,
  open,
  onClose,
}: ReportListingDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const titleId = useId();
  const reasonLabelId = useId();
  const report = useReportListing(postId);

  const tooLong = note.trim().length > REPORT_LIMITS.note;
  const close = () => {
    onClose();
    report.reset();
  };
  const onSend = () => {
    if (!reason || tooLong) return;
    report.mutate(
      { reason, note: note.trim() },
      {
        onSuccess: () => {
          onClose();
          setReason('');
          setNote('');
          notify.success(REPORT_THANKS);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{REPORT_LISTING}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          About “{postTitle}”. Moderators review reported listings; the poster never learns who
          reported them.
        </Typography>
        {report.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {report.error.message}
          </Alert>
        )}
        <FormControl component="fieldset" required>
          <FormLabel component="legend" id={reasonLabelId}>
            What is wrong with this listing?
          </FormLabel>
          <RadioGroup
            aria-labelledby={reasonLabelId}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((key) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio />}
                label={REPORT_REASON_LABELS[key]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label="Note (optional)"
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={tooLong}
          helperText={`${note.trim().length} / ${REPORT_LIMITS.note}`}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          onClick={onSend}
          disabled={!reason || tooLong}
          loading={report.isPending}
        >
          Send report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
