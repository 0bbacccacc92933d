// Moderation that outlives a delete, and re-posts that wait for it.
//
// Three reports put a listing (or a Room wanted ad) under review; deleting it
// and posting the same text again used to go live at once, and the queue lost
// every trace. So:
// - An owner's delete of something with open reports keeps its case: the
//   queue entry (moderation/{id} or moderation/seekerAd:{id}) stays, marked
//   `deletedAt` with `underReview` (whether the review had started), and its
//   reports stay under the deleted document's path (Firestore keeps a
//   subcollection when its parent goes). A moderator closes it with Restore,
//   Dismiss or Remove (moderation/repository.ts).
// - Content under review is remembered per owner by a content key:
//   reviewHolds/{ownerUid}_{key} → the case. A new listing (or ad) of that
//   owner with the same key, while the case's review is open, is created
//   under review (status `under-review`, `statusBeforeReview: 'active'`) with
//   a queue entry of its own that names the case (`repostOf`): it waits for a
//   moderator's Restore or Remove.
// "Same content" (contentKey): the title (or headline) and the description
// (or "about me"), NFKC-normalised, lowercased, with everything but letters
// and digits dropped, hashed (SHA-256) with the kind. Changed punctuation,
// case, spacing or emoji make the same key; a changed word makes another (a
// reworded re-post is a new listing, which members can report again). Per
// owner: the key is looked up under the caller's uid only.
// Here, in listings/, because listings, ads and moderation all build on it
// (moderation builds on posts, never the other way round); the queue's paths
// come in as arguments. No client reads or writes any of it (firestore.rules).
import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { MODERATION_QUEUE } from '../ads/moderation-paths';

/** reviewHolds/{ownerUid}_{contentKey}: { ownerId, caseId, target (path), createdAt }. */
export const REVIEW_HOLDS = 'reviewHolds';

export type ReviewedKind = 'listing' | 'seeker-ad';

/** Text as the content key reads it: letters and digits only, case and accents as NFKC leaves them, lowercased. */
export const normaliseForKey = (text: unknown) =>
  (typeof text === 'string' ? text : '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The content key of a listing's (title, description) or an ad's (headline, aboutMe) texts. */
export function contentKey(kind: ReviewedKind, texts: unknown[]): string {
  const hash = createHash('sha256').update(kind);
  for (const text of texts) hash.update('\u0000').update(normaliseForKey(text));
  return hash.digest('hex');
}

/** The texts a stored document's key is made of. */
export const keyOfStored = (kind: ReviewedKind, data: Record<string, unknown> | undefined) =>
  kind === 'listing'
    ? contentKey(kind, [data?.title, data?.description])
    : contentKey(kind, [data?.headline, data?.aboutMe]);

export const holdRef = (ownerUid: string, key: string) =>
  db().collection(REVIEW_HOLDS).doc(`${ownerUid}_${key}`);

/** Remembers, inside `tx`, that the owner's content `key` is under review in the case `queue`. */
export function holdContent(
  tx: Transaction,
  ownerId: string,
  key: string,
  queue: DocumentReference,
  target: DocumentReference,
) {
  tx.set(holdRef(ownerId, key), {
    ownerId,
    caseId: queue.id,
    target: target.path,
    createdAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Inside `tx` (reads only): the open case the owner's content `key` is held
 * by, if any: its queue entry and title. Open means the entry still exists
 * and either its listing (or ad) is under review, or it was deleted while
 * under review. A hold whose case was closed is stale and holds nothing.
 */
export async function openCaseFor(
  tx: Transaction,
  ownerId: string,
  key: string,
): Promise<{ caseId: string; title: string } | undefined> {
  const hold = await tx.get(holdRef(ownerId, key));
  const caseId = hold.get('caseId');
  const target = hold.get('target');
  if (!hold.exists || typeof caseId !== 'string' || typeof target !== 'string') return undefined;
  const [entry, reported] = await tx.getAll(
    db().collection(MODERATION_QUEUE).doc(caseId),
    db().doc(target),
  );
  if (!entry!.exists) return undefined;
  const open = reported!.exists
    ? reported!.get('status') === 'under-review'
    : entry!.get('deletedAt') != null && entry!.get('underReview') === true;
  const title = entry!.get('title');
  return open ? { caseId, title: typeof title === 'string' ? title : '' } : undefined;
}

/**
 * An owner's delete, inside `tx` after reading `entry` (the queue entry) and
 * `reported` (the document being deleted): with open reports the case stays,
 * marked deleted, and content under review is held. Answers whether it
 * stayed (then its reports must stay too).
 */
export function keepCaseOnDelete(
  tx: Transaction,
  kind: ReviewedKind,
  entry: DocumentSnapshot,
  reported: DocumentSnapshot,
): boolean {
  if (!entry.exists) return false;
  const underReview = reported.get('status') === 'under-review';
  tx.update(entry.ref, { deletedAt: FieldValue.serverTimestamp(), underReview });
  const ownerId = reported.get('ownerId');
  // A held re-post's content is already held by the case it repeats: that hold stays.
  if (underReview && typeof ownerId === 'string' && ownerId && !entry.get('repostOfCase')) {
    holdContent(tx, ownerId, keyOfStored(kind, reported.data()), entry.ref, reported.ref);
  }
  return true;
}

/**
 * The fields that make a new listing (or ad) a held re-post of `held`'s case:
 * on the document, and on its own queue entry (with no reports yet, newest
 * first in the queue).
 */
export function heldRepost(held: { caseId: string; title: string }) {
  const now = FieldValue.serverTimestamp();
  return {
    document: { status: 'under-review', statusBeforeReview: 'active', statusChangedAt: now },
    entry: {
      openReports: 0,
      repeatReports: 0,
      lastReportedAt: now,
      repostOf: held.title,
      repostOfCase: held.caseId,
    },
  };
}
