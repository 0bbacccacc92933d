import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef, useState } from 'react';
import { useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { registeredField } from '@/lib/form-field-props';
import { useOnFirstInteraction } from '@/lib/first-interaction';
import { isImageUrl } from '@/lib/image-url';
import { lazyResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useRegister } from '../api/register';
import { INVALID_IMAGE_URL } from '../messages';
import type { RegisterValues } from '../schemas';
import { authErrorMessage } from '../utils/auth-error-message';
import { EmailField } from './email-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordField } from './password-field';
import { PasswordRulesList } from './password-rules-list';

export const REGISTRATION_SUCCESS = 'Registration successful!';
export const GOOGLE_SIGN_UP_SUCCESS = 'You are now Registered';
export const REGISTRATION_FAILED = 'Registration failed';
export const REDIRECT_AFTER_REGISTER_MS = 1500;
export const REDIRECT_AFTER_GOOGLE_SIGN_UP_MS = 1000;

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.registerResolver));

type Props = {
  /** Tests pass a checker that doesn't touch the network. */
  checkImageUrl?: (url: string) => Promise<boolean>;
};

export function RegisterForm({ checkImageUrl = isImageUrl }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const registerUser = useRegister();
  useOnFirstInteraction(resolver.preload);
  const [checkingPhoto, setCheckingPhoto] = useState(false);
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver,
    defaultValues: { name: '', photoURL: '', email: '', password: '' },
  });

  const goHomeAfter = (ms: number) => {
    setDone(true);
    redirectTimer.current = setTimeout(() => navigate(paths.home, { replace: true }), ms);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (values.photoURL) {
      setCheckingPhoto(true);
      const ok = await checkImageUrl(values.photoURL).finally(() => setCheckingPhoto(false));
      if (!ok) {
        setError('photoURL', { message: INVALID_IMAGE_URL });
        setFocus('photoURL');
        return;
      }
    }
    registerUser.mutate(values, {
      onSuccess: () => {
        notify.success(REGISTRATION_SUCCESS);
        goHomeAfter(REDIRECT_AFTER_REGISTER_MS);
      },
    });
  });

  const busy = checkingPhoto || registerUser.isPending || done;

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Register with email">
        <Stack spacing={2.5}>
          {registerUser.isError && (
            <Alert severity="error" role="alert">
              <AlertTitle>{REGISTRATION_FAILED}</AlertTitle>
              {authErrorMessage(registerUser.error) ?? 'Please try again.'}
            </Alert>
          )}
          {done && (
            <Alert severity="success">Your account is ready. Taking you to the home page…</Alert>
          )}
          <RegisterFields
            register={register}
            control={control}
            nameError={errors.name?.message}
            photoError={errors.photoURL?.message}
            emailError={errors.email?.message}
            passwordError={errors.password?.message}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={busy && !done}
            disabled={done}
          >
            Register
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>or</Divider>
      <GoogleSignInButton
        label="Sign up with Google"
        disabled={busy}
        onSuccess={() => {
          notify.success(GOOGLE_SIGN_UP_SUCCESS);
          goHomeAfter(REDIRECT_AFTER_GOOGLE_SIGN_UP_MS);
        }}
      />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        {/* Where the login page was to send the user, should they log in after all. */}
        <Link
          component={RouterLink}
          to={{ pathname: paths.login, search: location.search }}
          state={location.state}
        >
          Login
        </Link>
      </Typography>
    </>
  );
}

type FieldsProps = {
  register: UseFormRegister<RegisterValues>;
  control: Control<RegisterValues>;
  nameError?: string;
  photoError?: string;
  emailError?: string;
  passwordError?: string;
};

/** The fields, rendered again only when an error message changes (see `registeredField`). */
const RegisterFields = memo(function RegisterFields({
  register,
  control,
  nameError,
  photoError,
  emailError,
  passwordError,
}: FieldsProps) {
  return (
    <>
      <TextInput
        {...registeredField(register, 'name', nameError)}
        label="Name"
        autoComplete="name"
        required
        fullWidth
      />
      <TextInput
        {...registeredField(register, 'photoURL', photoError)}
        helperText={photoError ?? 'Optional: a link to an image of you.'}
        label="Profile photo URL"
        type="url"
        autoComplete="photo"
        fullWidth
      />
      <EmailField {...registeredField(register, 'email', emailError)} />
      <PasswordField
        {...registeredField(register, 'password', passwordError)}
        // Every rule at once, each ticked as the member types (not one error after another).
        helperText={<PasswordRulesList control={control} name="password" error={passwordError} />}
        slotProps={{ formHelperText: { component: 'div' } }}
        label="Password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
});
