// A code sent and not yet entered: phoneChecks/{uid}, one per member (a new
// code replaces the last). Holds Firebase's session for the code, which
// number it went to (its key and last two digits, never the number), when it
// expires and how many tries it has had. Server-only (firestore.rules).
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export const PHONE_CHECKS = 'phoneChecks';

export const checkRef = (uid: string) => db().collection(PHONE_CHECKS).doc(uid);

export type Check = {
  numberKey: string;
  ending: string;
  sessionInfo: string;
  expiresAt: number;
  attempts: number;
};

export function toCheck(data: Record<string, unknown> | undefined): Check | null {
  if (!data || typeof data.sessionInfo !== 'string' || typeof data.numberKey !== 'string') {
    return null;
  }
  return {
    numberKey: data.numberKey,
    ending: typeof data.ending === 'string' ? data.ending : '',
    sessionInfo: data.sessionInfo,
    expiresAt: data.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : 0,
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
  };
}

export const checkFields = (check: Check) => ({
  ...check,
  expiresAt: Timestamp.fromMillis(check.expiresAt),
});
