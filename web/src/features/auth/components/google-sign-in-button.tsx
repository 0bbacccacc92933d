import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useGoogleSignIn, warmUpGoogleSignIn } from '../api/google-sign-in';
import { authErrorMessage, isCancelledPopup } from '../utils/auth-error-message';

export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

type Props = {
  label: string;
  onSuccess: () => void;
  disabled?: boolean;
};

export function GoogleSignInButton({ label, onSuccess, disabled }: Props) {
  const google = useGoogleSignIn();
  useEffect(() => {
    void warmUpGoogleSignIn();
  }, []);
  const failed = google.isError && !isCancelledPopup(google.error);
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<GoogleIcon />}
        loading={google.isPending}
        loadingPosition="start"
        disabled={disabled}
        // Not mutate's own onSuccess, which is dropped once this button unmounts: the
        // login page leaves as soon as the session has the user, often before the
        // profile call that ends the sign-in has answered, and the toast must still show.
        onClick={() =>
          google.mutateAsync().then(onSuccess, () => {
            // Shown below from the mutation's state.
          })
        }
      >
        {label}
      </Button>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          <AlertTitle>{GOOGLE_FAILED}</AlertTitle>
          {authErrorMessage(google.error)}
        </Alert>
      )}
    </>
  );
}
