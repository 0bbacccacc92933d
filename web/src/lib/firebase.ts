// The one Firebase client module. The SDK is loaded on demand, after first
// paint, so it never weighs on the home page's first load; the Auth SDK only
// when someone may be signed in (lib/session-hint.ts) or a page needs it.
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import type { Auth } from 'firebase/auth';
import { env } from '@/config/env';
import { signedInSessionLikely } from '@/lib/session-hint';

let appPromise: Promise<FirebaseApp> | null = null;
let authPromise: Promise<Auth> | null = null;
let appCheckPromise: Promise<AppCheck> | null = null;

/** The firebase/auth module itself, for sign-in helpers (cached by the bundler). */
export const loadAuthModule = () => import('firebase/auth');

/** The Firebase app, created once from the checked web config. */
export function loadApp(): Promise<FirebaseApp> {
  appPromise ??= Promise.all([import('firebase/app'), import('@/config/firebase-env')]).then(
    ([{ initializeApp }, { firebaseEnv }]) => initializeApp(firebaseEnv.config),
  );
  return appPromise;
}

const authLoadedListeners = new Set<(auth: Auth) => void>();
let loadedAuth: Auth | null = null;

/**
 * Calls `listener` with the Auth instance once anything has loaded it (at once
 * when it is already in): the session provider follows the user from then on.
 */
export function onAuthLoaded(listener: (auth: Auth) => void): () => void {
  authLoadedListeners.add(listener);
  if (loadedAuth) listener(loadedAuth);
  return () => authLoadedListeners.delete(listener);
}

/** True once anything has started loading Auth: from then on, it says who is signed in. */
export function authStarted(): boolean {
  return authPromise !== null;
}

/** The app's Auth instance, created once and connected to the emulator when configured. */
export function loadAuth(): Promise<Auth> {
  if (authPromise) return authPromise;
  authPromise = (async () => {
    const [app, authModule, { firebaseEnv }] = await Promise.all([
      loadApp(),
      loadAuthModule(),
      import('@/config/firebase-env'),
    ]);
    // Started before Auth's first request, so Auth's own calls carry an App
    // Check token too when it is enforced for Authentication.
    if (env.appCheckSiteKey) void loadAppCheck();
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
  void authPromise.then(
    (auth) => {
      loadedAuth = auth;
      authLoadedListeners.forEach((listener) => listener(auth));
    },
    () => {},
  );
  return authPromise;
}

/**
 * A fresh ID token for the signed-in user, or null when nobody is signed in
 * (without loading the Auth SDK when nobody is likely to be).
 */
/**
 * The account just deleted on the server, until the app has signed it out:
 * its token would only earn 401s (errors in the console) from the requests
 * still on their way, so none is sent for it.
 */
let deletedUid: string | null = null;
export function forgetDeletedAccount(uid: string): void {
  deletedUid = uid;
}

export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!authPromise && !(await signedInSessionLikely())) return null;
  const auth = await loadAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user && user.uid !== deletedUid ? user.getIdToken(forceRefresh) : null;
}

/**
 * App Check (reCAPTCHA Enterprise), only where `VITE_APPCHECK_SITE_KEY` is set:
 * production, where the API enforces it. The emulators can't run App Check, so
 * there (no key) nothing of it is ever loaded.
 */
function loadAppCheck(): Promise<AppCheck> {
  appCheckPromise ??= Promise.all([loadApp(), import('firebase/app-check')]).then(
    ([app, { initializeAppCheck, ReCaptchaEnterpriseProvider }]) =>
      initializeAppCheck(app, {
        provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey!),
        isTokenAutoRefreshEnabled: true,
      }),
  );
  return appCheckPromise;
}

/**
 * The App Check token for the `X-Firebase-AppCheck` header, or null when App
 * Check is off. A failure is logged and sends no header: the API then answers
 * 401 with its own message, which says more than a reCAPTCHA error would.
 */
export async function getAppCheckToken(): Promise<string | null> {
  if (!env.appCheckSiteKey) return null;
  try {
    const [appCheck, { getToken }] = await Promise.all([
      loadAppCheck(),
      import('firebase/app-check'),
    ]);
    return (await getToken(appCheck)).token;
  } catch (error) {
    console.error('Could not get an App Check token', error);
    return null;
  }
}
