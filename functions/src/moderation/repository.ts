// The moderators' side of reports: the queue of listings (and Room wanted
// ads) with open reports, and Restore, Remove and Dismiss (a listing's here,
// an ad's Remove in wanted-ad-moderation.ts). Every route here is behind
// `requireModerator`; each write is one transaction with the moderator's rate
// limit, so a refused request writes nothing.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { LISTING_STATUSES, REPORT_REASON_LABELS, type ListingStatus } from '../contract/listing';
import { closeConversationsAbout } from '../conversations/closure';
import {
  NOTICE_LIMIT,
  REPORT_NOT_FOUND,
  REPORTS_SHOWN,
  type ModerationItem,
  type ModerationReport,
  type OwnerNotice,
} from '../contract/moderation';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { orderedBy, readPage } from '../lib/paging';
import { DOCUMENT_ID } from '../lib/query-shape';
import { addRemovalNotification } from '../notifications/listing-removed';
import { queueRemovalMail } from '../mail/removal-mail';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { LISTINGS } from '../listings/paths';
import { storedStatus } from '../listings/lifecycle';
import { LISTING_NOT_FOUND, removeListingDocuments } from '../listings/repository';
import { decodeQueueCursor, encodeQueueCursor } from './cursor';
import { restoredReporters } from './restored-reporters';
import {
  MODERATION,
  noticesRef,
  openReports,
  queueRef,
  repeatReports,
  REPORTER_KEY,
} from './store';
import { deletedCase, listingTarget, reportsOf, targetOfEntry, type ReviewTarget } from './targets';
import { runTransaction } from '../lib/transaction';

const listingRef = (id: string) => db().collection(LISTINGS).doc(id);

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The queue's one query: newest report first, the id as tie-break; limit + 1 reads. */
export const moderationQueueShape = (limit: number) => ({
  collection: MODERATION,
  equality: [] as { field: string; value: string }[],
  range: [] as { field: string; op: '>=' | '<='; value: number }[],
  orderBy: [
    { field: 'lastReportedAt', direction: 'desc' as const },
    { field: DOCUMENT_ID, direction: 'desc' as const },
  ],
  limit: limit + 1,
});

function toReport(doc: DocumentSnapshot): ModerationReport {
  const reason = doc.get('reason') as keyof typeof REPORT_REASON_LABELS;
  return {
    id: doc.id,
    reason,
    reasonLabel: REPORT_REASON_LABELS[reason] ?? 'Something else',
    note: text(doc.get('note')),
    reportedAt: iso(doc.get('updatedAt') ?? doc.get('createdAt')),
  };
}

/**
 * One page of the queue: at most `limit + 1` queue entries, then the page's
 * listings and ads in one batched read and each one's newest REPORTS_SHOWN
 * reports. A listing or ad its owner deleted with open reports is still
 * there, from its entry's copy, with `deletedAt` (listings/review-holds.ts).
 */
export async function listQueue(
  limit: number,
  cursor?: string,
): Promise<{ items: ModerationItem[]; nextCursor?: string }> {
  // Built from the shape the index-coverage test checks.
  const shape = moderationQueueShape(limit);
  const after = cursor ? decodeQueueCursor(cursor) : undefined;
  // The queue keeps its own cursor format (cursor.ts): cursors already handed
  // out stay valid.
  const { page, nextCursor } = await readPage(
    orderedBy(db().collection(shape.collection), shape.orderBy),
    limit,
    {
      startAfter: after && [after.time, after.id],
      cursorOf: (last) => encodeQueueCursor(last.get('lastReportedAt'), last.id),
    },
  );
  if (page.length === 0) return { items: [] };

  const targets = page.map((entry) => targetOfEntry(entry.id));
  const reported = await db().getAll(...targets.map((target) => target.ref));
  const reports = await Promise.all(
    targets.map((target) =>
      reportsOf(target).orderBy('updatedAt', 'desc').limit(REPORTS_SHOWN).get(),
    ),
  );
  const items: ModerationItem[] = [];
  page.forEach((entry, i) => {
    const snap = reported[i]!;
    const deleted = deletedCase(entry);
    // Gone without a case kept (deleted in between, before this version kept them): left out.
    if (!snap.exists && !deleted) return;
    const repostOf = entry.get('repostOf');
    items.push({
      ...(snap.exists ? targets[i]!.itemOf(snap, entry) : targets[i]!.deletedItemOf(entry)),
      reportCount: openReports(entry.data()),
      repeatReporters: repeatReports(entry.data()),
      lastReportedAt: iso(entry.get('lastReportedAt')),
      reports: reports[i]!.docs.map(toReport),
      deletedAt: snap.exists ? null : iso(entry.get('deletedAt')),
      repostOf: typeof repostOf === 'string' ? repostOf : null,
    } as ModerationItem);
  });
  return { items, nextCursor };
}

/** The status a listing (or, given its `statuses`, an ad) goes back to when its review ends. */
export function statusAfterReview(
  post: DocumentSnapshot,
  statuses: readonly string[] = LISTING_STATUSES,
): ListingStatus {
  const before = post.get('statusBeforeReview') as ListingStatus | undefined;
  return before && statuses.includes(before) && before !== 'under-review' ? before : 'active';
}

/** Ends a review inside `tx`: back to the status it had, and `statusBeforeReview` goes. */
export function endReview(
  tx: Transaction,
  post: DocumentSnapshot,
  statuses: readonly string[] = LISTING_STATUSES,
) {
  if (storedStatus(post.data()!) !== 'under-review') return;
  tx.update(post.ref, {
    status: statusAfterReview(post, statuses),
    statusBeforeReview: FieldValue.delete(),
    statusChangedAt: FieldValue.serverTimestamp(),
  });
}

/** Reports deleted per transaction while restoring (well under Firestore's 500 writes). */
const RESTORE_BATCH = 400;

/**
 * Restore: clears the listing's (or ad's) reports and, if it is under review, puts it
 * back to the status it had before (a listing that wasn't under review keeps
 * its status: an owner's pause isn't undone by a moderator). Reports are
 * deleted in batches inside transactions; the last one ends the review and
 * removes the queue entry, so a report arriving meanwhile is either cleared
 * too or starts a fresh count.
 */
export async function restoreReported(target: ReviewTarget, moderator: Caller): Promise<void> {
  let first = true;
  for (;;) {
    const done = await runTransaction(async (tx) => {
      const [listingSnap, queueSnap] = await tx.getAll(target.ref, target.queue);
      const reports = await tx.get(reportsOf(target).select(REPORTER_KEY).limit(RESTORE_BATCH));
      const restored = await restoredReporters(tx, target.ref);
      const limiter = await rateLimiter(tx, moderator);
      // A case its owner deleted is closed the same way (nothing to put back).
      const gone = !listingSnap!.exists;
      if (gone && !deletedCase(queueSnap)) throw notFound(target.notFound);
      // One action, one count (the batches after the first are the same restore).
      if (first) limiter.take('moderation');
      for (const report of reports.docs) tx.delete(report.ref);
      // Their reports were found unfounded: for a while, reporting it again doesn't count.
      if (!gone) {
        restored.remember(
          reports.docs
            .map((report) => report.get(REPORTER_KEY))
            .filter((k) => typeof k === 'string'),
        );
      }
      if (reports.size < RESTORE_BATCH) {
        if (!gone) endReview(tx, listingSnap!, target.statuses);
        tx.delete(target.queue);
        return true;
      }
      tx.set(
        target.queue,
        { openReports: Math.max(0, openReports(queueSnap!.data()) - reports.size) },
        { merge: true },
      );
      return false;
    });
    first = false;
    if (done) return;
  }
}

export const restoreListing = (postId: string, moderator: Caller) =>
  restoreReported(listingTarget(postId), moderator);

/**
 * Remove: deletes the listing the way its owner's delete does (the post and its
 * private documents in one transaction, then everything under it), drops the
 * queue entry and leaves the owner a notice (My Listings) and an alert (the
 * bell) with the title and the reason.
 */
export async function removeListingAsModerator(
  postId: string,
  moderator: Caller,
  reason: string,
): Promise<void> {
  await runTransaction(async (tx) => {
    const [listingSnap, entry] = await tx.getAll(listingRef(postId), queueRef(postId));
    // A case its owner deleted: the verdict is still recorded and told (from the entry's copy).
    const gone = !listingSnap!.exists;
    if (gone && !deletedCase(entry)) throw notFound(LISTING_NOT_FOUND);
    const kept = gone ? entry! : listingSnap!;
    const ownerId = text(kept.get('ownerId'));
    const title = text(kept.get('title'));
    const noticesSnap = ownerId ? await tx.get(noticesRef(ownerId)) : undefined;
    const limiter = await rateLimiter(tx, moderator);
    // The owner's e-mail with the reason (a read, then its write: before the other writes).
    if (ownerId) {
      await queueRemovalMail(tx, { ownerId, postId, title, reason });
    }
    limiter.take('moderation');
    if (!gone) removeListingDocuments(tx, postId);
    tx.delete(queueRef(postId));
    if (ownerId) {
      const notice: Omit<OwnerNotice, 'createdAt'> & { createdAt: Timestamp } = {
        id: postId,
        kind: 'listing-removed',
        postTitle: title,
        reason,
        createdAt: Timestamp.now(),
      };
      const earlier = noticesSnap?.get('items');
      const kept = Array.isArray(earlier) ? earlier.filter((n) => n?.id !== postId) : [];
      // Newest first, bounded: an owner's notices never grow without limit.
      tx.set(noticesRef(ownerId), { items: [notice, ...kept].slice(0, NOTICE_LIMIT) });
      addRemovalNotification(tx, { ownerId, postId, title: notice.postTitle, reason });
    }
  });
  // Likes, reports and any other subcollection (as account deletion does).
  await db().recursiveDelete(listingRef(postId));
  // Its threads close: the poster can't go on from there, the other side is told why.
  await closeConversationsAbout(postId);
}

/**
 * Dismiss one report: it is deleted and the count goes down. A listing (or
 * ad) under review stays under review while any report is left (the
 * moderator decides with Restore or Remove); when the last report is
 * dismissed there is nothing left to review, so it goes back to its previous
 * status and leaves the queue.
 */
export async function dismissReported(
  target: ReviewTarget,
  reportId: string,
  moderator: Caller,
): Promise<{ reportCount: number; status: string }> {
  return runTransaction(async (tx) => {
    const [listingSnap, reportSnap, queueSnap] = await tx.getAll(
      target.ref,
      reportsOf(target).doc(reportId),
      target.queue,
    );
    const limiter = await rateLimiter(tx, moderator);
    const gone = !listingSnap!.exists;
    if (gone && !deletedCase(queueSnap)) throw notFound(target.notFound);
    if (!reportSnap!.exists) throw notFound(REPORT_NOT_FOUND);
    limiter.take('moderation');
    tx.delete(reportSnap!.ref);
    const count = Math.max(0, openReports(queueSnap!.data()) - 1);
    const repeats = repeatReports(queueSnap!.data()) - (reportSnap!.get('repeat') === true ? 1 : 0);
    // A deleted case answers 'deleted': there is no listing or ad to have a status.
    let status = gone ? 'deleted' : target.effectiveStatus(listingSnap!.data()!);
    if (count === 0) {
      tx.delete(target.queue);
      if (!gone && target.storedStatus(listingSnap!.data()!) === 'under-review') {
        const after = statusAfterReview(listingSnap!, target.statuses);
        endReview(tx, listingSnap!, target.statuses);
        status = target.effectiveStatus({ ...listingSnap!.data(), status: after });
      }
    } else if (queueSnap!.exists) {
      // A moderator looked at this review: a reporter deleting their account no longer ends it.
      tx.update(target.queue, {
        openReports: count,
        repeatReports: Math.max(0, Math.min(count, repeats)),
        moderatorActedAt: FieldValue.serverTimestamp(),
      });
    }
    return { reportCount: count, status };
  });
}

export const dismissReport = (postId: string, reportId: string, moderator: Caller) =>
  dismissReported(listingTarget(postId), reportId, moderator);
