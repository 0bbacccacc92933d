// Telling a member, once, that their e-mail is now verified. The link in the
// verification e-mail verifies it outside the app (Firebase's page, often in
// another tab or on another device), and the app only sees `emailVerified`
// turn true when it next loads the account; so the app notes, per account,
// that it has shown that account unverified, and the first time it then finds
// the account verified it says so and forgets the note.

export const EMAIL_VERIFIED = 'Thanks, your e-mail is verified.';
/** One toast, whichever way the app learned it (the banner's button or the link). */
export const EMAIL_VERIFIED_TOAST_ID = 'email-verified';

const unverifiedKey = (uid: string) => `unverifiedSeen:${uid}`;

/** The app showed `uid` unverified (the banner). */
export function rememberUnverified(uid: string) {
  try {
    window.localStorage.setItem(unverifiedKey(uid), '1');
  } catch {
    // Storage unavailable: the banner's own button still confirms.
  }
}

/** Whether `uid` was shown unverified before (forgetting it): then its verification is news. */
export function takeJustVerified(uid: string): boolean {
  try {
    if (window.localStorage.getItem(unverifiedKey(uid)) === null) return false;
    window.localStorage.removeItem(unverifiedKey(uid));
    return true;
  } catch {
    return false;
  }
}
