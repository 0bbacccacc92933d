// The one Firebase client module. The SDK is loaded on demand, after first
// paint, so it never weighs on the home page's first load.
import type { Auth } from 'firebase/auth';

let authPromise: Promise<Auth> | null = null;

/** The firebase/auth module itself, for sign-in helpers (cached by the bundler). */
export const loadAuthModule = () => import('firebase/auth');

/** The app's Auth instance, created once and connected to the emulator when configured. */
export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, authModule, { firebaseEnv }] = await Promise.all([
      import('firebase/app'),
      loadAuthModule(),
      import('@/config/firebase-env'),
    ]);
    const app = initializeApp(firebaseEnv.config);
    // No popupRedirectResolver here: with one, Firebase loads Google's gapi
    // iframe script on every page (proactively on mobile). The Google button
    // passes the resolver itself and warms it up on the auth pages only.
    const auth = authModule.initializeAuth(app, {
      persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
    });
    if (firebaseEnv.authEmulatorUrl) {
      authModule.connectAuthEmulator(auth, firebaseEnv.authEmulatorUrl, { disableWarnings: true });
    }
    return auth;
  })();
  return authPromise;
}

/** A fresh ID token for the signed-in user, or null when nobody is signed in. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}
