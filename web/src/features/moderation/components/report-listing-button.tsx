// "Report listing" on a listing's details page (issue 12): for signed-in
// members who don't own it, only while it is active. Anonymous visitors go to
// the login page and back, as Like does. The dialog asks for one of the six
// reasons and an optional note.
import FlagOutlined from '@mui/icons-material/FlagOutlined';
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
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { loginRedirectState } from '@/lib/redirect';
import type { SessionUser } from '@/lib/session';
import { useReportListing } from '../api/report-listing';
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_THANKS,
  type ReportReason,
} from '../types';

export const REPORT_LISTING = 'Report listing';

type Props = {
  postId: string;
  postTitle: string;
  /** The listing's (effective) status: only an active listing can be reported here. */
  status: string | undefined;
  isOwner: boolean;
  user: SessionUser | null;
};

export function ReportListingButton({ postId, postTitle, status, isOwner, user }: Props) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const titleId = useId();
  const reasonLabelId = useId();
  const report = useReportListing(postId);

  if (isOwner || (status ?? 'active') !== 'active') return null;
  const buttonProps = {
    variant: 'text',
    color: 'inherit',
    size: 'small',
    startIcon: <FlagOutlined />,
    sx: { justifySelf: 'start', color: 'text.secondary' },
  } as const;
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={paths.login}
        state={loginRedirectState(location)}
        {...buttonProps}
      >
        {REPORT_LISTING}
      </Button>
    );
  }

  const tooLong = note.trim().length > REPORT_LIMITS.note;
  const close = () => {
    setOpen(false);
    report.reset();
  };
  const onSend = () => {
    if (!reason || tooLong) return;
    report.mutate(
      { reason, note: note.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setNote('');
          notify.success(REPORT_THANKS);
        },
      },
    );
  };

  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {REPORT_LISTING}
      </Button>
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
    </>
  );
}
