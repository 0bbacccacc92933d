// Where reports and the moderation queue live, shared by the report route, the
// moderation routes and listing deletion. None of it is readable by clients
// (firestore.rules deny every path here); only the API reads and writes it.
//
// - posts/{postId}/reports/{reportId}: one report per member and listing. The
//   id is random (never the reporter's uid nor derived from one); the field
//   `reporterKey` (the member key, lib/member-key.ts) finds the member's own
//   report when they report again, and their reports when they delete their
//   account (a collection-group query). The API never returns it.
//   `repeat: true` marks a report by a member whose earlier report a
//   moderator's Restore cleared (restored-reporters.ts): it doesn't count
//   toward the threshold. Deleted with the listing.
// - posts/{postId}/moderation/restored: the member keys whose reports the
//   last Restore cleared, and until when they don't count (restored-reporters.ts).
// - moderation/{postId}: the queue entry, present exactly while the listing has
//   open reports: the count of open reports (`openReports`), how many of them
//   are repeats (`repeatReports`), when a moderator last dismissed one
//   (`moderatorActedAt`), the newest report's time (the queue's order) and a
//   snapshot of the title and poster name.
// - notices/{uid}: the owner's notices (a listing removed by a moderator),
//   one small bounded document per owner.
// - A Room wanted ad is reported and reviewed the same way: its reports at
//   seekerAds/{adId}/reports/{reportId} (same fields, so the collection-group
//   query of account deletion finds them too), its restored reporters at
//   seekerAds/{adId}/moderation/restored, and its queue entry in the same
//   queue at moderation/seekerAd:{adId} (`kind: 'seeker-ad'`, `adId`, the
//   headline as `title` and the writer's name as `userName`; a listing's id
//   never has a ':'). Its removal is a bell notification only, no notice.
//   targets.ts says which paths and texts belong to which.
import { db } from '../lib/firebase';
import { MODERATION_QUEUE, REPORTS } from '../ads/moderation-paths';

export { REPORTS };
export const MODERATION = MODERATION_QUEUE;
export const NOTICES = 'notices';

/** A listing's queue entry (an ad's: targets.ts). */
export const queueRef = (postId: string) => db().collection(MODERATION).doc(postId);
/** The field reports are found by per member (firestore.indexes.json has its collection-group index). */
export const REPORTER_KEY = 'reporterKey';
export const noticesRef = (uid: string) => db().collection(NOTICES).doc(uid);

/** Open reports counted on a queue entry (0 when there is none). */
export function openReports(data: Record<string, unknown> | undefined): number {
  const value = data?.openReports;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Of the open reports, those by repeat reporters (not counted toward the threshold). */
export function repeatReports(data: Record<string, unknown> | undefined): number {
  const value = data?.repeatReports;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Distinct reporters that put a listing under review: env REPORT_THRESHOLD, else the contract's. */
export function reportThreshold(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.REPORT_THRESHOLD);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Account deletion: the owner's notices. */
export async function deleteNoticesOf(uid: string): Promise<void> {
  await noticesRef(uid).delete();
}
