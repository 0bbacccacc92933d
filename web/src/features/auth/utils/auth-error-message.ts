// Human messages for Firebase Auth error codes.
import { authErrorCode } from './auth-error-code';

export { authErrorCode, isCancelledPopup, isNetworkError } from './auth-error-code';
const messages: Record<string, string> = {
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  // Never "no account with this e-mail": that tells anyone who is registered.
  'auth/user-not-found': 'The email or password is incorrect.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/email-already-in-use':
    'An account with this email address already exists. Try logging in instead.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Network error. Check your internet connection and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/cancelled-popup-request': 'Another sign-in window was opened. Please use that one.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this website address.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email address. Sign in with your email and password.',
  'auth/web-storage-unsupported':
    'Your browser blocks the storage sign-in needs. Enable cookies and site data, then try again.',
  'auth/operation-not-supported-in-this-environment':
    'Signing in this way is not supported in this browser.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
};

/**
 * The answers that mean "this e-mail and password don't sign in", whether the
 * account is missing or the password wrong: one neutral message for all, so
 * the login form never says who has an account (forgot-password is as careful).
 */
const WRONG_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

export function isWrongCredentials(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== null && code !== undefined && WRONG_CREDENTIALS.has(code);
}

/** A message for people, or null when the error isn't a known Firebase Auth error. */
export function authErrorMessage(error: unknown): string | null {
  const code = authErrorCode(error);
  return code ? (messages[code] ?? null) : null;
}
