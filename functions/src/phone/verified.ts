// Whether an account has a verified phone: the number on its Auth record
// (Firebase's phone provider put it there; a client can't write a badge) that
// Roomly's claim also gives to this account. A number linked some other way
// (a client calling Auth directly) has no claim, so it verifies nothing: the
// limits and holds of the API can't be walked around.
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';
import { claimRef, toClaim } from './claims';
import { numberKey } from './number-key';

/** The account's Auth record, or null once it is deleted. */
export async function authRecord(uid: string): Promise<UserRecord | null> {
  try {
    return await auth().getUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/** The account's verified number (E.164), or null. One Auth lookup (unless `user` is given) and one read. */
export async function verifiedPhoneOf(
  uid: string,
  user?: UserRecord | null,
): Promise<string | null> {
  const record = user === undefined ? await authRecord(uid) : user;
  const phone = record?.phoneNumber;
  if (!phone) return null;
  const claim = toClaim((await claimRef(numberKey(phone)).get()).data());
  return claim?.uid === uid ? phone : null;
}

export const isPhoneVerified = async (uid: string, user?: UserRecord | null) =>
  (await verifiedPhoneOf(uid, user)) !== null;
