// Reporting a listing (issue 12): one report per user and listing, counted in
// the moderation queue; enough distinct reporters put the listing under review.
import { FieldValue } from 'firebase-admin/firestore';
import { REPORT_THRESHOLD } from '../contract/listing';
import { REPORT_OWN_LISTING } from '../contract/moderation';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { POSTS } from '../posts/fields';
import { storedStatus } from '../posts/lifecycle';
import { POST_NOT_FOUND } from '../posts/repository';
import { openReports, queueRef, reportRef, reportThreshold } from '../moderation/store';
import type { ReportInput } from './schema';

/**
 * Stores the caller's report and updates the queue entry in one transaction
 * (with the caller's daily report limit), so concurrent reports count exactly
 * once per user. Answers whether this was a new report (false: an update).
 * The reporter learns nothing about other reports or the listing's review.
 */
export async function reportPost(
  postId: string,
  caller: Caller,
  input: ReportInput,
): Promise<{ created: boolean }> {
  const postRef = db().collection(POSTS).doc(postId);
  return db().runTransaction(async (tx) => {
    const [postSnap, reportSnap, queueSnap] = await tx.getAll(
      postRef,
      reportRef(postId, caller.uid),
      queueRef(postId),
    );
    const limiter = await rateLimiter(tx, caller.uid);
    if (!postSnap!.exists) throw notFound(POST_NOT_FOUND);
    if (postSnap!.get('ownerId') === caller.uid) throw forbidden(REPORT_OWN_LISTING);
    limiter.take('reports');

    const created = !reportSnap!.exists;
    const now = FieldValue.serverTimestamp();
    tx.set(reportRef(postId, caller.uid), {
      uid: caller.uid,
      reason: input.reason,
      note: input.note,
      createdAt: created ? now : (reportSnap!.get('createdAt') ?? now),
      updatedAt: now,
    });
    // An update keeps the count; a queue entry lost to a crash is rebuilt with at least this report.
    const count = Math.max(1, openReports(queueSnap!.data()) + (created ? 1 : 0));
    tx.set(queueRef(postId), {
      postId,
      ownerId: postSnap!.get('ownerId') ?? '',
      title: postSnap!.get('title') ?? '',
      userName: postSnap!.get('userName') ?? '',
      openReports: count,
      lastReportedAt: now,
    });
    const post = postSnap!.data()!;
    const status = storedStatus(post);
    if (count >= reportThreshold(REPORT_THRESHOLD) && status !== 'under-review') {
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
