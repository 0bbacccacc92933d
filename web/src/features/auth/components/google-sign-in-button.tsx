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
        onClick={() => google.mutate(undefined, { onSuccess })}
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
