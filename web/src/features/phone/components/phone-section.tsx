// The profile's "Verified phone number" section: the number Roomly checked (never
// shown, not even here: only its last two digits), apart from the contact
// phone number the member may choose to share. Verify, change or remove it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { endingText, PHONE_HOLD_DAYS } from '@contract/phone';
import { QueryError } from '@/components/query-error';
import { VERIFY_PHONE } from '@/components/phone-gate';
import { notify } from '@/lib/notify';
import { usePhoneVerification } from '@/lib/phone-verification';
import { useSession, type SessionUser } from '@/lib/session';
import { usePhoneStatus, useRemovePhone } from '../api/phone';

export const PHONE_SECTION_TITLE = 'Verified phone number';
export const PHONE_WHY =
  'A verified phone lets you post, message and report from your first day. Roomly never shows it to anyone.';
export const PHONE_NOT_CONTACT =
  'This is not the contact phone number above: that one is shown to members you choose to share it with.';
export const phoneVerifiedText = (ending: string) => `Phone verified · ${endingText(ending)}`;
export const REMOVE_PHONE_TITLE = 'Remove your verified phone?';
export const REMOVE_PHONE_TEXT = `Without a verified phone you can't post listings or Room wanted ads or start conversations until you verify one again. The number stays held for ${PHONE_HOLD_DAYS} days: no other Roomly account can use it until then.`;
export const PHONE_REMOVED = 'Phone number removed';

export function PhoneSection({ user }: { user: SessionUser }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {PHONE_SECTION_TITLE}
      </Typography>
      <PhoneStatusView user={user} />
    </Box>
  );
}

function PhoneStatusView({ user }: { user: SessionUser }) {
  const status = usePhoneStatus(user.uid);
  const phone = usePhoneVerification();
  const [confirmRemove, setConfirmRemove] = useState(false);
  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError) {
    return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  }
  const { verified, ending } = status.data;
  if (!verified || ending === null) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {PHONE_WHY}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {PHONE_NOT_CONTACT}
        </Typography>
        <Button variant="contained" onClick={() => phone?.verifyPhone()}>
          {VERIFY_PHONE}
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>{phoneVerifiedText(ending)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => phone?.verifyPhone()}>
          Change number
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmRemove(true)}>
          Remove
        </Button>
      </Box>
      <RemovePhoneDialog user={user} open={confirmRemove} onClose={() => setConfirmRemove(false)} />
    </>
  );
}

function RemovePhoneDialog({
  user,
  open,
  onClose,
}: {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}) {
  const { reloadUser } = useSession();
  const removal = useRemovePhone(user.uid);
  const titleId = useId();
  const close = () => {
    removal.reset();
    onClose();
  };
  const remove = () =>
    removal.mutate(undefined, {
      onSuccess: async () => {
        notify.success(PHONE_REMOVED);
        onClose();
        await reloadUser?.();
      },
    });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{REMOVE_PHONE_TITLE}</DialogTitle>
      <DialogContent>
        {removal.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {removal.error.message}
          </Alert>
        )}
        <DialogContentText>{REMOVE_PHONE_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" color="error" onClick={remove} loading={removal.isPending}>
          Remove number
        </Button>
      </DialogActions>
    </Dialog>
  );
}
