// Who may report: a verified member (requireVerified) with a verified phone,
// or whose account is at least REPORTER_MIN_ACCOUNT_AGE_HOURS old. Verified
// e-mails cost an attacker an inbox each, so accounts made to hide a listing
// have to wait a day before they count, which gives moderators time to see
// them. A verified phone costs a real number that vouches for one account at
// a time (phone/claims.ts), so its member may warn others from day one. The
// age is the Auth account's creation time (Admin SDK), never a claim or a
// body field the client could set.
import { REPORT_ACCOUNT_TOO_NEW, reportableAt } from '../contract/moderation';
import { forbidden } from '../lib/http-error';
import { authRecord, isPhoneVerified } from '../phone/verified';

/** True when an account created at `creationTime` (Auth's date string) may report at `now`. */
export function oldEnoughToReport(creationTime: string | undefined, now = Date.now()): boolean {
  const created = creationTime ? Date.parse(creationTime) : NaN;
  return Number.isFinite(created) && now >= reportableAt(created);
}

/** Throws 403 REPORT_ACCOUNT_TOO_NEW unless the account is old enough or phone-verified (one Auth lookup, one read). */
export async function requireReporterAge(uid: string): Promise<void> {
  // Null once deleted since its token was checked: it may not report either.
  const user = await authRecord(uid);
  if (oldEnoughToReport(user?.metadata.creationTime)) return;
  if (user && (await isPhoneVerified(uid, user))) return;
  throw forbidden(REPORT_ACCOUNT_TOO_NEW);
}
