// The one way a failed load is shown. What it offers depends on the request's
// status (lib/api-client.ts's `ApiError.status`), never on the wording of its
// message: the texts are the spec's and may change without changing behaviour.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { loginPath } from '@/lib/redirect';

/** The spec: the login page opens 2 seconds after a load error that requires login. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

/**
 * - `session`: 401, the session is missing or was refused; only logging in again helps.
 * - `final`: another 4xx (not found, invalid, not allowed); the same request fails again.
 * - `transient`: no answer, a timeout, rate limiting, a server error, or an answer
 *   the app could not read; trying again may work.
 */
export type QueryErrorKind = 'session' | 'final' | 'transient';

export function queryErrorKind(error: unknown): QueryErrorKind {
  if (!(error instanceof ApiError)) return 'transient';
  const { status } = error;
  if (status === 401) return 'session';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'final';
  return 'transient';
}

type Props = {
  error: Error;
  /** Tries the load again (a refetch; the home page reloads, as the spec asks). */
  onRetry: () => void;
  /** A heading above the message (browse: the spec's 'Error Loading Listings'). */
  title?: string;
  /** What failed, put before the error's own message: 'Failed to fetch profile: …'. */
  context?: string;
  /** Texts that replace the message for some statuses, e.g. 404 → 'Post not found'. */
  byStatus?: Partial<Record<number, string>>;
  /** Offered instead of Try Again when trying again cannot help (a `final` error). */
  elsewhere?: { label: string; to: string };
  sx?: SxProps<Theme>;
};

/**
 * The message with one action: 'Log In Again' for a refused session (and the
 * login page after 2 seconds), `elsewhere` for a final error when the page
 * gives one, otherwise 'Try Again'.
 */
export function QueryError({ error, onRetry, title, context, byStatus, elsewhere, sx }: Props) {
  const kind = queryErrorKind(error);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (kind !== 'session') return;
    const timer = window.setTimeout(
      () => void navigate(loginPath(location)),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [kind, navigate, location]);

  const status = error instanceof ApiError ? error.status : undefined;
  const replaced = status === undefined ? undefined : byStatus?.[status];
  const message =
    kind === 'session'
      ? error.message
      : (replaced ?? (context ? `${context}: ${error.message}` : error.message));

  let action;
  if (kind === 'session') {
    action = (
      <Button component={RouterLink} to={loginPath(location)} color="inherit" size="small">
        Log In Again
      </Button>
    );
  } else if (kind === 'final' && elsewhere) {
    action = (
      <Button component={RouterLink} to={elsewhere.to} color="inherit" size="small">
        {elsewhere.label}
      </Button>
    );
  } else {
    action = (
      <Button color="inherit" size="small" onClick={onRetry}>
        Try Again
      </Button>
    );
  }

  return (
    <Alert severity="error" action={action} sx={sx}>
      {title && <AlertTitle component="h2">{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
