// What the API client says and does offline, loaded only when it is (the
// service worker has this chunk precached), so no page's first load pays for it.
import { SAVED_FOR_HEADER } from '@/service-worker/caches';
import { loadAuth } from './firebase';

/**
 * A write without a connection: refused at once, never queued to go later
 * behind the member's back; a form keeps what was typed, as on any error.
 */
export const OFFLINE_WRITE_MESSAGE =
  "You're offline, so this can't be done now. Try again once you're back online.";
/** A read without a connection that the service worker had no saved copy of. */
export const OFFLINE_READ_MESSAGE =
  "You're offline, and this page wasn't saved on this device. Try again once you're back online.";

/** What a request that can't reach the server offline says. */
export const offlineMessage = (method: string) =>
  method === 'GET' ? OFFLINE_READ_MESSAGE : OFFLINE_WRITE_MESSAGE;

/**
 * Who is signed in on this device, without a token (offline, one that needs
 * renewing is out of reach): the service worker gives them their saved copies.
 */
export async function offlineMember(): Promise<string | null> {
  try {
    const auth = await loadAuth();
    await auth.authStateReady();
    return auth.currentUser?.uid ?? null;
  } catch {
    return null;
  }
}

/**
 * Offline, with a token that needs renewing: a read still gets what this
 * member saw, the service worker choosing it by who they are (the request
 * never reaches the server, which would refuse it). Null for anything else:
 * a write, a visitor's read, nobody signed in.
 */
export async function offlineMemberHeaders(
  method: string,
  auth: 'none' | 'optional' | 'required',
): Promise<Record<string, string> | null> {
  if (method !== 'GET' || auth === 'none') return null;
  const uid = await offlineMember();
  return uid ? { [SAVED_FOR_HEADER]: uid } : null;
}
