// "Verify your phone number": the number, then the code the text message
// carries. Its own chunk (with Material UI's Dialog and TextField, and the
// reCAPTCHA): phone-verification.tsx loads it when it first opens. What the
// member typed stays through every error; the API's refusals show here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  endingText,
  normalizePhoneNumber,
  phoneEnding,
  PHONE_CODE_LENGTH,
  PHONE_TEXTS,
} from '@contract/phone';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSendPhoneCode, useVerifyPhoneCode } from '../api/phone';
import { recaptchaToken } from '../api/recaptcha';

export const PHONE_DIALOG_TITLE = 'Verify your phone number';
export const NUMBER_HELP = 'With country code, e.g. +1 415 555 0134. Never shown to anyone.';
export const PHONE_VERIFIED = 'Phone verified';

/** "Enter the 6-digit code we sent to the number ending in 34." */
export const codeSentText = (ending: string) =>
  `Enter the ${PHONE_CODE_LENGTH}-digit code we sent to ${endingText(ending)}.`;

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

export type PhoneVerifyDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After the number is verified and the session reloaded. */
  onVerified?: () => void;
};

export default function PhoneVerifyDialog({ open, onClose, onVerified }: PhoneVerifyDialogProps) {
  const { user, reloadUser } = useSession();
  const uid = user?.uid ?? '';
  const send = useSendPhoneCode(uid);
  const verify = useVerifyPhoneCode(uid);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  /** The last two digits of the number a code was sent to: the code step. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const close = () => {
    setError(null);
    onClose();
  };

  const sendCode = async () => {
    setError(null);
    const e164 = normalizePhoneNumber(number);
    if (!e164) {
      setError(PHONE_TEXTS.invalidNumber);
      return;
    }
    setChecking(true);
    try {
      let token: string;
      try {
        token = await recaptchaToken(recaptchaBox.current ?? document.body);
      } catch (cause) {
        console.error('reCAPTCHA failed', cause);
        setError(PHONE_TEXTS.securityCheck);
        return;
      }
      const status = await send.mutateAsync({ phoneNumber: number.trim(), recaptchaToken: token });
      setCode('');
      setSentTo(status.pending?.ending ?? phoneEnding(e164));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setChecking(false);
    }
  };

  const verifyCode = () => {
    setError(null);
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) {
      setError(PHONE_TEXTS.codeFormat);
      return;
    }
    verify.mutate(typed, {
      onSuccess: async () => {
        notify.success(PHONE_VERIFIED);
        await reloadUser?.();
        setSentTo(null);
        setNumber('');
        setCode('');
        onClose();
        onVerified?.();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (sentTo === null) void sendCode();
    else verifyCode();
  };
  const sending = checking || send.isPending;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit } }}
    >
      <DialogTitle id={titleId}>{PHONE_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {sentTo === null ? (
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            autoFocus
            fullWidth
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            helperText={NUMBER_HELP}
            sx={{ mt: 1 }}
          />
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{codeSentText(sentTo)}</Typography>
            <TextField
              label="Code"
              autoComplete="one-time-code"
              autoFocus
              fullWidth
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_CODE_LENGTH + 4 } }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button size="small" onClick={() => void sendCode()} loading={sending}>
                Send a new code
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setError(null);
                  setSentTo(null);
                }}
              >
                Use another number
              </Button>
            </Box>
          </>
        )}
        <div ref={recaptchaBox} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {sentTo === null ? (
          <Button type="submit" variant="contained" loading={sending}>
            Send code
          </Button>
        ) : (
          <Button type="submit" variant="contained" loading={verify.isPending}>
            Verify
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
