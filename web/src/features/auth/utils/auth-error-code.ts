// Firebase Auth error codes, without the message table (the session needs only these).
export function authErrorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return null;
}

/** A popup that was superseded by a newer one: not worth telling anyone about. */
export function isCancelledPopup(error: unknown): boolean {
  return authErrorCode(error) === 'auth/cancelled-popup-request';
}

export function isNetworkError(error: unknown): boolean {
  return authErrorCode(error) === 'auth/network-request-failed';
}
