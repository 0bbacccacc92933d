// Shown below the navbar on every page while the signed-in user's e-mail is
// unverified: the API refuses their listings and likes until it is. Loaded
// lazily (only such users need it), after the session, so never on first paint.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MuiThemeScope } from '@/app/theme/lazy-mui-theme-scope';
import { useRefreshEmailVerified } from '@/features/auth/api/refresh-email-verified';
import { useResendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { authErrorMessage } from '@/features/auth/utils/auth-error-message';
import { EMAIL_VERIFIED, EMAIL_VERIFIED_TOAST_ID } from '@/features/auth/utils/email-verified';
import { notify } from '@/lib/notify';

export const verifyEmailText = (email: string) =>
  `Verify your e-mail to post, like and message. We sent a link to ${email}.`;
/**
 * Members read this, so it speaks about their inbox. Where no e-mail is sent
 * (the Auth emulator under `npm start`), the terminal prints the link instead.
 */
export const VERIFY_EMAIL_HELP =
  "Can't find it? Check your spam folder, or press Resend for a new link.";
export const verificationSent = (email: string) => `We sent a new link to ${email}.`;
export const RESEND_FAILED = 'Could not send the e-mail. Please try again.';
export const STILL_UNVERIFIED =
  "Your e-mail isn't verified yet. Open the link in the e-mail we sent, then press \u201cI've verified\u201d.";
export const CHECK_FAILED = 'Could not check your e-mail. Please try again.';

export default function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  const refresh = useRefreshEmailVerified();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify.success(verificationSent(email)),
      // Firebase limits resends (auth/too-many-requests): its wait message is the helpful one.
      onError: (error) => notify.error(authErrorMessage(error) ?? RESEND_FAILED),
    });

  // mutateAsync, not mutate's callbacks: once verified, the session update
  // unmounts this banner before those callbacks would run, and the toast is
  // exactly what must still show.
  const onVerified = async () => {
    try {
      const { verified } = await refresh.mutateAsync();
      if (verified) notify.success(EMAIL_VERIFIED, { toastId: EMAIL_VERIFIED_TOAST_ID });
      else notify.warning(STILL_UNVERIFIED, { toastId: 'still-unverified' });
    } catch (error) {
      notify.error(authErrorMessage(error) ?? CHECK_FAILED);
    }
  };

  return (
    <MuiThemeScope>
      <Box
        component="section"
        aria-label="E-mail verification"
        className="rl-container"
        sx={{ pt: 2 }}
      >
        <Alert severity="warning" role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {verifyEmailText(email)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {VERIFY_EMAIL_HELP}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={onResend}
              loading={resend.isPending}
            >
              Resend
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={onVerified}
              loading={refresh.isPending}
            >
              I&apos;ve verified
            </Button>
          </Box>
        </Alert>
      </Box>
    </MuiThemeScope>
  );
}
