// Before a form that needs a verified phone (posting, the first message), a
// member without one is told so, with the button that verifies it in place:
// the form stays as it is, so nothing typed is lost. Shared because the first
// message and the report dialog (in other features) ask too.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { phoneMissing, usePhoneVerification } from '@/lib/phone-verification';
import { useSession } from '@/lib/session';

export const VERIFY_PHONE = 'Verify phone';
export const PHONE_NEVER_SHOWN = 'Roomly never shows it to anyone.';

/** What each action needing a phone says before its form. */
export const PHONE_GATE_TEXTS = {
  listing: 'To post a listing, verify your phone number.',
  wantedAd: 'To post a Room wanted ad, verify your phone number.',
  message: 'To start a conversation, verify your phone number.',
} as const;
export type PhoneGateAction = keyof typeof PHONE_GATE_TEXTS;

/** "Verify phone": opens the verify dialog, or (where no page provides it) the profile. */
export function VerifyPhoneButton({ onVerified }: { onVerified?: () => void }) {
  const phone = usePhoneVerification();
  const props = { variant: 'outlined', size: 'small', sx: { mt: 1 } } as const;
  if (!phone) {
    return (
      <Button component={RouterLink} to={paths.profile} {...props}>
        {VERIFY_PHONE}
      </Button>
    );
  }
  return (
    <Button {...props} onClick={() => phone.verifyPhone(onVerified)}>
      {VERIFY_PHONE}
    </Button>
  );
}

/** Nothing for a visitor, a member whose phone is verified, or one with an e-mail to verify first. */
export function PhoneGate({ action }: { action: PhoneGateAction }) {
  const { user } = useSession();
  if (!phoneMissing(user)) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {PHONE_GATE_TEXTS[action]} {PHONE_NEVER_SHOWN}
      <br />
      <VerifyPhoneButton />
    </Alert>
  );
}
