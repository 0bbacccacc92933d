// Reporting a listing or a Room wanted ad: one report per member and
// listing or ad, counted in the moderation queue; enough distinct reporters
// put it under review.
import { FieldValue } from 'firebase-admin/firestore';
import { REPORT_THRESHOLD } from '../contract/listing';
import { forbidden, notFound } from '../lib/http-error';
import { memberKey } from '../lib/member-key';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { restoredReporters } from '../moderation/restored-reporters';
import { openReports, REPORTER_KEY, repeatReports, reportThreshold } from '../moderation/store';
import { reportsOf, type ReviewTarget } from '../moderation/targets';
import { holdContent, keyOfStored } from '../listings/review-holds';
import { requireReporterAge } from './reporter-age';
import type { ReportInput } from './schema';
import { runTransaction } from '../lib/transaction';

/**
 * Stores the caller's report and updates the queue entry in one transaction
 * (with the caller's daily report limit), so concurrent reports count exactly
 * once per member. Answers whether this was a new report (false: an update).
 * The reporter learns nothing about other reports or the review.
 */
export async function fileReport(
  target: ReviewTarget,
  caller: Caller,
  input: ReportInput,
): Promise<{ created: boolean }> {
  // An Auth lookup, so before the transaction; a refused account writes nothing.
  await requireReporterAge(caller.uid);
  const key = memberKey(caller);
  return runTransaction(async (tx) => {
    const [snap, queueSnap] = await tx.getAll(target.ref, target.queue);
    const earlier = (await tx.get(reportsOf(target).where(REPORTER_KEY, '==', key).limit(1)))
      .docs[0];
    const restored = await restoredReporters(tx, target.ref);
    const limiter = await rateLimiter(tx, caller);
    if (!snap!.exists) throw notFound(target.notFound);
    if (snap!.get('ownerId') === caller.uid) throw forbidden(target.reportOwn);
    if (!target.reportable(snap!.data()!)) throw notFound(target.notFound);
    limiter.take('reports');

    const created = !earlier;
    // A repeat stays a repeat when updated; a new report is one if its member's was just cleared.
    const repeat = earlier ? earlier.get('repeat') === true : restored.isRepeat(key);
    const now = FieldValue.serverTimestamp();
    tx.set(earlier?.ref ?? reportsOf(target).doc(), {
      reporterKey: key,
      reason: input.reason,
      note: input.note,
      repeat,
      createdAt: earlier?.get('createdAt') ?? now,
      updatedAt: now,
    });
    // An update keeps the counts; a queue entry lost to a crash is rebuilt with at least this report.
    const queue = queueSnap!.data();
    const count = Math.max(1, openReports(queue) + (created ? 1 : 0));
    const repeats = Math.min(count, repeatReports(queue) + (created && repeat ? 1 : 0));
    const status = target.storedStatus(snap!.data()!);
    const startsReview =
      count - repeats >= reportThreshold(REPORT_THRESHOLD) && status !== 'under-review';
    // A moderator's dismissal during this review is kept (deleted-reporters.ts reads it); a new review starts without one.
    const acted = startsReview ? undefined : queue?.moderatorActedAt;
    // A held re-post keeps naming the case it repeats (listings/review-holds.ts).
    const repost = queue?.repostOfCase
      ? { repostOf: queue.repostOf, repostOfCase: queue.repostOfCase }
      : {};
    tx.set(target.queue, {
      ...repost,
      ...(acted ? { moderatorActedAt: acted } : {}),
      ...target.entryFields(snap!),
      openReports: count,
      repeatReports: repeats,
      lastReportedAt: now,
    });
    if (startsReview) {
      // Remember where it was (active, paused, let or expired) for Restore.
      tx.update(target.ref, {
        status: 'under-review',
        statusBeforeReview: status,
        statusChangedAt: now,
      });
      // Its text is held: deleted and posted again, it waits for this review.
      const ownerId = snap!.get('ownerId');
      if (typeof ownerId === 'string' && ownerId) {
        const key = keyOfStored(target.kind, snap!.data());
        holdContent(tx, ownerId, key, target.queue, target.ref);
      }
    }
    return { created };
  });
}
