import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useOnFirstInteraction } from '@/lib/first-interaction';
import { useGoogleSignIn, warmUpGoogleSignIn } from '../api/google-sign-in';
import { authErrorMessage, isCancelledPopup } from '../utils/auth-error-message';

export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

// The popup must open within the click's user gesture, so its machinery (the Auth SDK
// and Google's iframe) is prepared before the click: on the visitor's first pointer
// move, touch, key or focus, not on load, where it would hold up the page for
// everyone who only looks.
const warmUp = () => void warmUpGoogleSignIn();

type Props = {
  label: string;
  onSuccess: () => void;
  disabled?: boolean;
};

export function GoogleSignInButton({ label, onSuccess, disabled }: Props) {
  const google = useGoogleSignIn();
  useOnFirstInteraction(warmUp);
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
