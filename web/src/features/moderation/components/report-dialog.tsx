// The "Report listing" / "Report this ad" dialog: one of the six reasons and
// an optional note. Its own chunk (with Material UI's Dialog, RadioGroup and
// TextField): report-button.tsx loads it when a member first opens it.
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
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { REPORTER_MIN_ACCOUNT_AGE_HOURS } from '@contract/moderation';
import { VerifyPhoneButton } from '@/components/phone-gate';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useReport } from '../api/report';
import { REPORT_LIMITS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../types';
import { SUBJECT_TEXTS, type ReportSubject } from '../utils/subjects';

/** "New accounts can report 24 hours after signing up: you can from Nov 29, 2026, 9:05 PM." */
export function tooNewToReportText(reportableFrom: number): string {
  const when = formatDateTime(new Date(reportableFrom).toISOString()) ?? '';
  return `New accounts can report ${REPORTER_MIN_ACCOUNT_AGE_HOURS} hours after signing up: you can from ${when}.`;
}

export const REPORT_NOW_WITH_PHONE = 'Verify your phone number to report now.';

export type ReportDialogProps = {
  subject: ReportSubject;
  open: boolean;
  onClose: () => void;
  /** When the member's account may first report (ms); before then the dialog says so instead of asking. */
  reportableFrom?: number;
  /** A member with a verified phone may report from their first day. */
  phoneVerified?: boolean;
  /** The clock (tests). */
  now?: () => number;
};

export default function ReportDialog({
  subject,
  open,
  onClose,
  reportableFrom,
  phoneVerified = false,
  now = Date.now,
}: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const titleId = useId();
  const reasonLabelId = useId();
  const report = useReport(subject);
  const texts = SUBJECT_TEXTS[subject.kind];

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
          notify.success(texts.thanks);
        },
      },
    );
  };

  // A new account without a verified phone learns what it needs before
  // filling anything in (the API would refuse the report with
  // REPORT_ACCOUNT_TOO_NEW only after it): the wait, or a phone at once.
  if (!phoneVerified && reportableFrom !== undefined && now() < reportableFrom) {
    return (
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{texts.report}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {tooNewToReportText(reportableFrom)} {REPORT_NOW_WITH_PHONE}
            <br />
            <VerifyPhoneButton />
          </Alert>
          <Typography variant="body2">
            Until then, never pay anything before you have seen the room and met the person.{' '}
            <Link component={RouterLink} to={paths.safety} onClick={close}>
              Read the safety tips
            </Link>
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.report}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          About “{subject.title}”. {texts.about}
        </Typography>
        {report.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {report.error.message}
          </Alert>
        )}
        <FormControl component="fieldset" required>
          <FormLabel component="legend" id={reasonLabelId}>
            {texts.question}
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
