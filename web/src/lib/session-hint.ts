// Whether this browser probably has someone signed in, known before the
// Firebase Auth SDK (about 50 KB gzip) is loaded: the session provider loads it
// only then, so an anonymous visitor's pages never download it (the auth pages
// and the API client load it when they need it). Kept in localStorage beside
// the theme, and set from what Firebase says whenever the SDK is running.
export const SESSION_HINT_KEY = 'session';

type Hint = 'signed-in' | 'signed-out';

function readHint(): Hint | null {
  try {
    const value = window.localStorage.getItem(SESSION_HINT_KEY);
    return value === 'signed-in' || value === 'signed-out' ? value : null;
  } catch {
    return null;
  }
}

/**
 * True when this browser is known to be signed out: read synchronously, so the
 * session starts out signed out instead of rendering the whole app a second time
 * once the answer is in.
 */
export function knownSignedOut(): boolean {
  return readHint() === 'signed-out';
}

/** Set by a logout in this page: it leaves no hint (the spec clears local storage). */
let forgotten = false;

export function storeSessionHint(signedIn: boolean) {
  if (!signedIn && forgotten) return;
  forgotten = false;
  try {
    window.localStorage.setItem(SESSION_HINT_KEY, signedIn ? 'signed-in' : 'signed-out');
  } catch {
    // Storage unavailable: every page load checks with Firebase (as without a hint).
  }
}

/**
 * Logout: no hint, until someone signs in again (the next page load asks
 * Firebase once, then remembers "signed out").
 */
export function forgetSessionHint() {
  forgotten = true;
  try {
    window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // ignore
  }
}

/** Where Firebase Auth keeps the signed-in user (lib/firebase.ts's persistence). */
const FIREBASE_DATABASE = 'firebaseLocalStorageDb';
const FIREBASE_LOCAL_STORAGE_PREFIX = 'firebase:authUser:';

/**
 * True when someone may be signed in. Without a hint (a first visit, or a
 * session from before the hint existed) it asks whether Firebase has ever
 * stored a user here; when it can't tell, it says yes (the SDK then decides).
 */
export async function signedInSessionLikely(): Promise<boolean> {
  const hint = readHint();
  if (hint) return hint === 'signed-in';
  try {
    const keys = Object.keys(window.localStorage);
    if (keys.some((key) => key.startsWith(FIREBASE_LOCAL_STORAGE_PREFIX))) return true;
    if (typeof window.indexedDB?.databases !== 'function') return true;
    const databases = await window.indexedDB.databases();
    return databases.some((database) => database.name === FIREBASE_DATABASE);
  } catch {
    return true;
  }
}

/** Calls `listener` when another tab signs in (so this one starts the SDK too). */
export function onSignInElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === 'signed-in') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
