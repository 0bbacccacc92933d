// The one API client: attaches the ID token (and, in production, the App Check
// token), turns error bodies into errors and sends the user to the login page
// when the server says the session is bad.
import { env } from '@/config/env';
import { getAppCheckToken, getIdToken } from '@/lib/firebase';
import { browserOffline } from '@/lib/browser-offline';
import { loginPath } from '@/lib/redirect';
import { SAVED_AT_HEADER, SAVED_FOR_HEADER } from '@/service-worker/caches';

export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please log in again.';
export const NETWORK_ERROR_MESSAGE = 'Server not responding. Please try again later.';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * - `none`: never sends a token (public lists; avoids loading the Auth SDK on first paint).
 * - `optional`: sends a token when someone is signed in (details: `liked`, contact info).
 * - `required`: fails with 401 locally when nobody is signed in.
 */
export type AuthMode = 'none' | 'optional' | 'required';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  auth?: AuthMode;
  signal?: AbortSignal;
  /**
   * A background request (the navbar's badge) only fails on 401: it must never
   * take the user to the login page from whatever they are doing, e.g. right
   * after deleting their account.
   */
  background?: boolean;
};

export type ApiResponse<T> = { data: T; headers: Headers };

type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign(loginPath(window.location));
};

/** The app installs a router-aware handler (toast + redirect remembering the page). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

/** Reads `{ "error": "…" }`, else the raw text, else a generic message. */
export async function readErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (!text) return GENERIC_ERROR_MESSAGE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const { error } = parsed as { error: unknown };
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return text;
}

export function buildUrl(path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** What the client needs offline, loaded only then (offline.ts). */
const loadOffline = () => import('./offline');

/** The error a request gets offline. */
async function offlineError(method: string): Promise<ApiError> {
  return new ApiError((await loadOffline()).offlineMessage(method), 0);
}

export async function apiRequest<T>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, auth = 'optional', signal, background = false } = request;
  const unauthorized = (message: string) => {
    if (!background) onUnauthorized(message);
    return new ApiError(message, 401);
  };
  // Offline, a write fails at once and says why: nothing is queued to be sent later.
  if (method !== 'GET' && browserOffline()) throw await offlineError(method);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // Both tokens at once; with App Check off (no site key) nothing is loaded for it.
  let token: string | null;
  let appCheckToken: string | null;
  try {
    [token, appCheckToken] = await Promise.all([
      auth === 'none' ? null : getIdToken(),
      env.appCheckSiteKey ? getAppCheckToken() : null,
    ]);
  } catch (error) {
    // Offline with a token that needs renewing: offline.ts says who asks.
    if (!browserOffline()) throw error;
    const offline = await loadOffline();
    const member = await offline.offlineMemberHeaders(method, auth);
    if (!member) throw new ApiError(offline.offlineMessage(method), 0);
    [token, appCheckToken] = [null, null];
    Object.assign(headers, member);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (auth === 'required' && !(SAVED_FOR_HEADER in headers)) {
    throw unauthorized(AUTH_FAILED_MESSAGE);
  }
  if (appCheckToken) headers['X-Firebase-AppCheck'] = appCheckToken;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!browserOffline()) throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    throw await offlineError(method);
  }

  if (!response.ok) {
    const message = await readErrorMessage(response);
    // Only 401 ends the session: the API sends it for a missing or refused ID
    // token and for nothing else. 403 means "not allowed" (not the owner, or an
    // App Check rejection, which is about the app, not the user): a new login
    // won't fix it.
    if (response.status === 401) throw unauthorized(AUTH_FAILED_MESSAGE);
    throw new ApiError(message, response.status);
  }

  // An answer the service worker saved earlier says when: the page's offline
  // note shows it (its state loads only then, not with every page).
  if (response.headers.has(SAVED_AT_HEADER)) {
    const { headers } = response;
    void loadOffline().then(({ reportAnswerHeaders }) => reportAnswerHeaders(headers));
  }
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
