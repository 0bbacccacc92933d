import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginRedirectState } from '@/lib/redirect';
import { classifyLoadError, LOGIN_REDIRECT_DELAY_MS } from '../utils/load-error';

type Props = {
  message: string;
  /** Defaults to reloading the page, as the spec asks for the home page. */
  onRetry?: () => void;
};

/**
 * A failed load as the spec's home page shows it: the message with 'Log In
 * Again' (session or authentication problems) or 'Try Again'; when the message
 * says the user must log in, the login page opens after 2 seconds.
 */
export function LoadErrorView({ message, onRetry = () => window.location.reload() }: Props) {
  const { loginLink, redirectToLogin } = classifyLoadError(message);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!redirectToLogin) return;
    const timer = window.setTimeout(
      () => void navigate(paths.login, { state: loginRedirectState(location) }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [redirectToLogin, navigate, location]);

  return (
    <Alert
      severity="error"
      action={
        loginLink ? (
          <Button
            component={RouterLink}
            to={paths.login}
            state={loginRedirectState(location)}
            color="inherit"
            size="small"
          >
            Log In Again
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
