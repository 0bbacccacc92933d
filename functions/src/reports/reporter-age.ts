// Who may report: a verified member (requireVerified) whose account is at
// least REPORTER_MIN_ACCOUNT_AGE_HOURS old. Verified e-mails already cost an
// attacker an inbox each; the age means accounts made to hide a listing have
// to wait a day before they count, which gives moderators time to see them.
// The age is the Auth account's creation time (Admin SDK), never a claim or a
// body field the client could set.
import { REPORT_ACCOUNT_TOO_NEW, reportableAt } from '../contract/moderation';
import { auth } from '../lib/firebase';
import { forbidden } from '../lib/http-error';

/** True when an account created at `creationTime` (Auth's date string) may report at `now`. */
export function oldEnoughToReport(creationTime: string | undefined, now = Date.now()): boolean {
  const created = creationTime ? Date.parse(creationTime) : NaN;
  return Number.isFinite(created) && now >= reportableAt(created);
}

/** Throws 403 REPORT_ACCOUNT_TOO_NEW unless the account is old enough (one Auth lookup). */
export async function requireReporterAge(uid: string): Promise<void> {
  let creationTime: string | undefined;
  try {
    creationTime = (await auth().getUser(uid)).metadata.creationTime;
  } catch (err) {
    // Deleted since its token was checked: it may not report either.
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  if (!oldEnoughToReport(creationTime)) throw forbidden(REPORT_ACCOUNT_TOO_NEW);
}
