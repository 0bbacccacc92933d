// Which account each verified number belongs to, and the numbers held after
// removal or account deletion: phoneNumbers/{numberKey}. Written only here,
// by the API, in transactions; no client reads or writes it (firestore.rules).
//
//   { uid: string | null, formerUid: string | null, heldUntil: Timestamp | null, updatedAt }
//
// `uid` set: the number verifies that account. `uid` null: released, and held
// for everyone but `formerUid` (who removed it and may add it back) until
// `heldUntil`, so one phone can't vouch for a string of accounts in turn.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { PHONE_HOLD_DAYS } from '../contract/phone';
import { db } from '../lib/firebase';

export const PHONE_NUMBERS = 'phoneNumbers';

export const claimRef = (key: string) => db().collection(PHONE_NUMBERS).doc(key);

export type Claim = { uid: string | null; formerUid: string | null; heldUntil: number | null };

export function toClaim(data: Record<string, unknown> | undefined): Claim | null {
  if (!data) return null;
  const held = data.heldUntil;
  return {
    uid: typeof data.uid === 'string' ? data.uid : null,
    formerUid: typeof data.formerUid === 'string' ? data.formerUid : null,
    heldUntil: held instanceof Timestamp ? held.toMillis() : null,
  };
}

/** Whether `uid` may verify a number whose claim is `claim` at `now`. Pure. */
export function availableTo(claim: Claim | null, uid: string, now: number): boolean {
  if (!claim) return true;
  if (claim.uid) return claim.uid === uid;
  if (claim.formerUid === uid) return true;
  return claim.heldUntil === null || claim.heldUntil <= now;
}

/** The fields of a number that verifies `uid`. */
export const claimedBy = (uid: string) => ({
  uid,
  formerUid: null,
  heldUntil: null,
  updatedAt: FieldValue.serverTimestamp(),
});

/**
 * The fields of a released number, held for PHONE_HOLD_DAYS; `formerUid` may
 * take it back meanwhile (null when the account is gone).
 */
export const heldFor = (formerUid: string | null, now = Date.now()) => ({
  uid: null,
  formerUid,
  heldUntil: Timestamp.fromMillis(now + PHONE_HOLD_DAYS * 24 * 3600 * 1000),
  updatedAt: FieldValue.serverTimestamp(),
});
