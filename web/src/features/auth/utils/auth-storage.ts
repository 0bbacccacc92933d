// What the session keeps in web storage.
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
