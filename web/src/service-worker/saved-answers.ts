// How an API answer is saved for a member and given back: without anything
// private (private-fields.ts), stamped with when it was seen and whose it is,
// and only ever given back to the same member. Runs in the worker; pure but
// for Response and atob, which the unit tests have too.
import { SAVED_AT_HEADER, SAVED_FOR_HEADER } from './caches';
import { withoutPrivateFields } from './private-fields';

/** The ID token's uid, unverified: it only picks whose saved copies a request may see. */
export function uidOfAuthorization(authorization: string | null): string {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return '';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { user_id?: unknown; sub?: unknown };
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' ? uid : '';
  } catch {
    return '';
  }
}

/**
 * Whether the server said this answer must never be kept (`no-store`).
 * `private` only keeps it out of shared caches (and Hosting marks every
 * function answer so): a member's answers on their own device are theirs.
 */
export function forbidsStoring(response: Response): boolean {
  return /\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/** Whether the answer is everyone's, so any visitor's cache may keep it (photos, first views). */
export function forbidsSharing(response: Response): boolean {
  return (
    forbidsStoring(response) || /\bprivate\b/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

/** Headers a copy must not keep: they describe the original's bytes, or vary it by request. */
const DROPPED_HEADERS = ['content-length', 'content-encoding', 'vary', 'set-cookie'];

/**
 * The copy of a JSON answer to save: its private fields removed, stamped with
 * `savedAt` and the member (`uid`, '' for a visitor). Null when it must not be
 * saved: not a 200, not JSON, or the server forbids it.
 */
export async function savedCopy(response: Response, uid: string, savedAt: number) {
  if (response.status !== 200 || forbidsStoring(response)) return null;
  if (!/^application\/json\b/i.test(response.headers.get('Content-Type') ?? '')) return null;
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    return null;
  }
  const headers = new Headers(response.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  return savedResponse(body, uid, savedAt, headers);
}

/**
 * What every saved copy is, the worker's of an API answer and the app's of a
 * page it shows (lib/offline-copies.ts): `body` as JSON without its private
 * fields, stamped with when it was seen and whose it is.
 */
export function savedResponse(
  body: unknown,
  uid: string,
  savedAt: number,
  headers = new Headers({ 'Content-Type': 'application/json' }),
): Response {
  headers.set(SAVED_AT_HEADER, String(savedAt));
  headers.set(SAVED_FOR_HEADER, uid);
  return new Response(JSON.stringify(withoutPrivateFields(body)), { status: 200, headers });
}

/** When a saved copy was seen (ms). */
export const savedAtOf = (saved: Response) => Number(saved.headers.get(SAVED_AT_HEADER));

/** Whether a saved copy may answer a request sent as `uid` (its own member's, or a visitor's for a visitor). */
export const savedFor = (saved: Response, uid: string) =>
  (saved.headers.get(SAVED_FOR_HEADER) ?? '') === uid;
