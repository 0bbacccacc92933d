// What the session keeps in web storage.

/**
 * The spec (docs/spec.md, "Authentication" and "Business constants") keeps the
 * ID token in session storage under this key, refreshed every 10 minutes, so
 * the app does too. Nothing in the app reads it: the API client asks the
 * Firebase SDK for a fresh token on every request (lib/api-client.ts).
 */
export const AUTH_TOKEN_KEY = 'authToken';

/** localStorage keys that survive logout: the theme is a device preference, not account data. */
const KEPT_ON_LOGOUT = ['theme'];

export function storeAuthToken(token: string) {
  try {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the API client asks Firebase for tokens anyway.
  }
}

export function clearAuthToken() {
  try {
    window.sessionStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // ignore
  }
}

export function clearLocalStorageExceptKept() {
  try {
    const kept = KEPT_ON_LOGOUT.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // ignore
  }
}
