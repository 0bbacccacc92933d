import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { registeredField } from '@/lib/form-field-props';
import { useOnFirstInteraction } from '@/lib/first-interaction';
import { lazyResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useSignIn } from '../api/sign-in';
import type { LoginValues } from '../schemas';
import { authErrorMessage, isWrongCredentials } from '../utils/auth-error-message';
import { EmailField } from './email-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordField } from './password-field';

export const LOGIN_SUCCESS = 'Login successful!';
export const LOGIN_FAILED = 'Login failed. Please try again.';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.loginResolver));

/**
 * Email/password and Google sign-in. Where to go afterwards is the page's
 * business (it follows the session).
 */
export function LoginForm() {
  const location = useLocation();
  const signIn = useSignIn();
  useOnFirstInteraction(resolver.preload);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const email = watch('email');

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: () => notify.success(LOGIN_SUCCESS) }),
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in with email">
        <Stack spacing={2.5}>
          {signIn.isError && (
            <Alert severity="error" role="alert">
              <AlertTitle>{LOGIN_FAILED}</AlertTitle>
              {/* A wrong e-mail or password gets the title alone: nothing that says which. */}
              {isWrongCredentials(signIn.error) ? null : authErrorMessage(signIn.error)}
            </Alert>
          )}
          <LoginFields
            register={register}
            emailError={errors.email?.message}
            passwordError={errors.password?.message}
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link
              component={RouterLink}
              to={`${paths.forgotPassword}${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`}
              variant="body2"
            >
              Forgot password?
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={signIn.isPending}
          >
            Sign in
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>or</Divider>
      <GoogleSignInButton
        label="Sign in with Google"
        disabled={signIn.isPending}
        onSuccess={() => notify.success(LOGIN_SUCCESS)}
      />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link
          component={RouterLink}
          to={{ pathname: paths.register, search: location.search }}
          state={location.state}
        >
          Register
        </Link>
      </Typography>
    </>
  );
}

type FieldsProps = {
  register: UseFormRegister<LoginValues>;
  emailError?: string;
  passwordError?: string;
};

/** The fields, rendered again only when an error message changes (see `registeredField`). */
const LoginFields = memo(function LoginFields({
  register,
  emailError,
  passwordError,
}: FieldsProps) {
  return (
    <>
      <EmailField {...registeredField(register, 'email', emailError)} />
      <PasswordField
        {...registeredField(register, 'password', passwordError)}
        label="Password"
        autoComplete="current-password"
        required
        fullWidth
      />
    </>
  );
});
