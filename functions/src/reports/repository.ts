// Reporting a listing: one report per member and listing, counted in
// the moderation queue; enough distinct reporters put the listing under review.
import { FieldValue } from 'firebase-admin/firestore';
import { REPORT_THRESHOLD } from '../contract/listing';
import { REPORT_OWN_LISTING } from '../contract/moderation';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { memberKey } from '../lib/member-key';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { POSTS } from '../posts/fields';
import { storedStatus } from '../posts/lifecycle';
import { POST_NOT_FOUND } from '../posts/repository';
import { restoredReporters } from '../moderation/restored-reporters';
import {
  openReports,
  queueRef,
  repeatReports,
  reportByQuery,
  reportsOf,
  reportThreshold,
} from '../moderation/store';
import { requireReporterAge } from './reporter-age';
import type { ReportInput } from './schema';

/**
 * Stores the caller's report and updates the queue entry in one transaction
 * (with the caller's daily report limit), so concurrent reports count exactly
 * once per member. Answers whether this was a new report (false: an update).
 * The reporter learns nothing about other reports or the listing's review.
 */
export async function reportPost(
  postId: string,
  caller: Caller,
  input: ReportInput,
): Promise<{ created: boolean }> {
  // An Auth lookup, so before the transaction; a refused account writes nothing.
  await requireReporterAge(caller.uid);
  const postRef = db().collection(POSTS).doc(postId);
  const key = memberKey(caller);
  return db().runTransaction(async (tx) => {
    const [postSnap, queueSnap] = await tx.getAll(postRef, queueRef(postId));
    const earlier = (await tx.get(reportByQuery(postId, key))).docs[0];
    const restored = await restoredReporters(tx, postId);
    const limiter = await rateLimiter(tx, caller);
    if (!postSnap!.exists) throw notFound(POST_NOT_FOUND);
    if (postSnap!.get('ownerId') === caller.uid) throw forbidden(REPORT_OWN_LISTING);
    limiter.take('reports');

    const created = !earlier;
    // A repeat stays a repeat when updated; a new report is one if its member's was just cleared.
    const repeat = earlier ? earlier.get('repeat') === true : restored.isRepeat(key);
    const now = FieldValue.serverTimestamp();
    tx.set(earlier?.ref ?? reportsOf(postId).doc(), {
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
    const status = storedStatus(postSnap!.data()!);
    const startsReview =
      count - repeats >= reportThreshold(REPORT_THRESHOLD) && status !== 'under-review';
    // A moderator's dismissal during this review is kept (deleted-reporters.ts reads it); a new review starts without one.
    const acted = startsReview ? undefined : queue?.moderatorActedAt;
    tx.set(queueRef(postId), {
      ...(acted ? { moderatorActedAt: acted } : {}),
      postId,
      ownerId: postSnap!.get('ownerId') ?? '',
      title: postSnap!.get('title') ?? '',
      userName: postSnap!.get('userName') ?? '',
      openReports: count,
      repeatReports: repeats,
      lastReportedAt: now,
    });
    if (startsReview) {
      // Remember where it was (active, paused, let or expired) for Restore.
      tx.update(postRef, {
        status: 'under-review',
        statusBeforeReview: status,
        statusChangedAt: now,
      });
    }
    return { created };
  });
}
