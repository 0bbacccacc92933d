// The members whose reports a moderator's Restore cleared. For
// RESTORED_REPORTERS_DAYS after the restore their new reports of that listing
// are stored and shown to moderators (as repeats, without saying who), but
// don't count toward the threshold: the same few members can't put a listing
// a moderator found fine straight back under review. Kept per listing at
// posts/{postId}/moderation/restored (per Room wanted ad at
// seekerAds/{adId}/moderation/restored), so it goes with it; it holds
// member keys (hashes, lib/member-key.ts), never a uid or an address.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { RESTORED_REPORTERS_DAYS } from '../contract/moderation';
import { MODERATION } from './store';

const DAY_MS = 24 * 3600 * 1000;
/** Keys kept per listing (about 70 bytes each, well inside a document's 1 MiB); the newest stay. */
export const RESTORED_KEYS_MAX = 5000;

/** Under the reported document (`reported`: posts/{postId} or seekerAds/{adId}). */
export const restoredReportersRef = (reported: DocumentReference) =>
  reported.collection(MODERATION).doc('restored');

/** The keys still in their grace period at `now` (none once it has passed, or if malformed). */
export function activeRestoredKeys(data: Record<string, unknown> | undefined, now: number) {
  const until = data?.until;
  const keys = data?.reporterKeys;
  if (!(until instanceof Timestamp) || until.toMillis() <= now || !Array.isArray(keys)) return [];
  return keys.filter((key): key is string => typeof key === 'string');
}

/**
 * Reads the restored reporters of the listing or ad at `reported` inside `tx` (before its writes).
 * `isRepeat(key)`: that member's report doesn't count. `remember(keys)`: a
 * Restore clearing those members' reports starts a new grace period for them
 * (with the members still in an earlier one).
 */
export async function restoredReporters(
  tx: Transaction,
  reported: DocumentReference,
  now = Date.now(),
) {
  const ref = restoredReportersRef(reported);
  const active = activeRestoredKeys((await tx.get(ref)).data(), now);
  return {
    isRepeat: (key: string) => active.includes(key),
    remember(keys: string[]) {
      const all = [...new Set([...keys, ...active])].slice(0, RESTORED_KEYS_MAX);
      tx.set(ref, {
        reporterKeys: all,
        until: Timestamp.fromMillis(now + RESTORED_REPORTERS_DAYS * DAY_MS),
      });
    },
  };
}
