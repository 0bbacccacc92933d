// Account deletion: the member's reports (of listings and of Room wanted ads)
// go with them, so they no longer count
// and moderators no longer see them. A listing (or ad) that went under review only
// because of reports that are now gone goes back to the status it had before
// (`statusBeforeReview`) when the reports left no longer reach the threshold
// and no moderator has acted on this review yet; once a moderator has (a
// dismissal), the listing waits for their Restore or Remove. With no report
// left there is nothing to review, so it goes back either way (as a dismissal
// of the last report does).
import type { DocumentReference } from 'firebase-admin/firestore';
import { REPORT_THRESHOLD } from '../contract/listing';
import { db } from '../lib/firebase';
import { memberKey, type Member } from '../lib/member-key';
import { endReview } from './repository';
import { openReports, repeatReports, REPORTER_KEY, REPORTS, reportThreshold } from './store';
import { targetOfReport } from './targets';
import { runTransaction } from '../lib/transaction';

/** Deletes one report and updates its listing's (or ad's) queue entry and review, in one transaction. */
async function withdrawReport(report: DocumentReference): Promise<void> {
  const target = targetOfReport(report);
  await runTransaction(async (tx) => {
    const [listingSnap, reportSnap, queueSnap] = await tx.getAll(target.ref, report, target.queue);
    if (!reportSnap!.exists) return;
    tx.delete(report);
    const queue = queueSnap!.data();
    const count = Math.max(0, openReports(queue) - 1);
    const repeats = Math.max(
      0,
      Math.min(count, repeatReports(queue) - (reportSnap!.get('repeat') === true ? 1 : 0)),
    );
    if (count === 0) tx.delete(target.queue);
    else if (queueSnap!.exists)
      tx.update(target.queue, { openReports: count, repeatReports: repeats });

    const moderatorActed = queue?.moderatorActedAt != null;
    const belowThreshold = count - repeats < reportThreshold(REPORT_THRESHOLD);
    // A case its owner deleted: its review ends as a listing's would, so re-posts no longer wait.
    if (!listingSnap!.exists && count > 0 && queue?.underReview === true) {
      if (belowThreshold && !moderatorActed) tx.update(target.queue, { underReview: false });
      return;
    }
    if (!listingSnap!.exists || target.storedStatus(listingSnap!.data()!) !== 'under-review')
      return;
    if (count === 0 || (belowThreshold && !moderatorActed))
      endReview(tx, listingSnap!, target.statuses);
  });
}

/** Every report the member filed (one collection-group query on `reports.reporterKey`). */
export async function deleteReportsBy(member: Member): Promise<number> {
  const key = memberKey(member);
  let removed = 0;
  for (;;) {
    const { docs } = await db()
      .collectionGroup(REPORTS)
      .where(REPORTER_KEY, '==', key)
      .select()
      .limit(100)
      .get();
    if (docs.length === 0) return removed;
    // One transaction per report: each touches its own listing or ad and queue entry.
    for (const doc of docs) await withdrawReport(doc.ref);
    removed += docs.length;
  }
}
