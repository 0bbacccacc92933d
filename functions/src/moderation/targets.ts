// What members can report and moderators review: a listing (posts/{id}) or a
// Room wanted ad (seekerAds/{id}). Both keep their reports and restored
// reporters under themselves and their entry in the one `moderation` queue
// (store.ts has the layout); a target says where, with which texts, and how
// its status reads, so the report, Restore, Dismiss and account-deletion code
// is written once for both.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { LISTING_STATUSES } from '../contract/listing';
import {
  REPORT_OWN_AD,
  REPORT_OWN_LISTING,
  type ListingModerationItem,
  type ModerationKind,
  type WantedAdModerationItem,
} from '../contract/moderation';
import { WANTED_AD_NOT_FOUND, WANTED_AD_STATUSES } from '../contract/wanted-ad';
import { UNNAMED } from '../wanted-ads/document';
import { db } from '../lib/firebase';
import { LISTINGS } from '../listings/paths';
import { effectiveStatus, storedStatus } from '../listings/lifecycle';
import { LISTING_NOT_FOUND } from '../listings/repository';
import { AD_QUEUE_PREFIX, adQueueId, WANTED_ADS } from '../wanted-ads/fields';
import { effectiveAdStatus, storedAdStatus } from '../wanted-ads/lifecycle';
import { REVIEW_HOLDS } from '../listings/review-holds';
import { MODERATION, REPORTS } from './store';

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export type ReviewTarget = {
  kind: ModerationKind;
  /** The listing's or the ad's id. */
  id: string;
  /** posts/{id} or seekerAds/{id}: reports and restored reporters live under it. */
  ref: DocumentReference;
  /** Its queue entry: moderation/{postId} or moderation/seekerAd:{adId}. */
  queue: DocumentReference;
  /** The 404 when it is missing, and the 403 when its owner reports it. */
  notFound: string;
  reportOwn: string;
  /** Whether a member other than its owner may report it as it is stored now. */
  reportable: (data: Data) => boolean;
  /** The statuses a review may go back to (anything else goes back to 'active'). */
  statuses: readonly string[];
  storedStatus: (data: Data) => string;
  effectiveStatus: (data: Data) => string;
  /** What the queue entry keeps of it (moderators still see a title if it changes). */
  entryFields: (snap: DocumentSnapshot) => Data;
  /** Its part of a queue item: kind, id, title, status and who posted it (the entry's copy as fallback). */
  itemOf: (snap: DocumentSnapshot, entry: DocumentSnapshot) => ItemHead;
  /** The same once its owner deleted it, from the entry's copy alone (listings/review-holds.ts). */
  deletedItemOf: (entry: DocumentSnapshot) => ItemHead;
};

/** The status a deleted case shows: under review if its review had started, else as reported. */
const statusWhenDeleted = (entry: DocumentSnapshot) =>
  entry.get('underReview') === true ? ('under-review' as const) : ('active' as const);

type Head<T> = Pick<
  T,
  Extract<keyof T, 'kind' | 'postId' | 'adId' | 'title' | 'status' | 'posterName'>
>;
export type ItemHead = Head<ListingModerationItem> | Head<WantedAdModerationItem>;

export const reportsOf = (target: ReviewTarget) => target.ref.collection(REPORTS);

export function listingTarget(postId: string): ReviewTarget {
  return {
    kind: 'listing',
    id: postId,
    ref: db().collection(LISTINGS).doc(postId),
    queue: db().collection(MODERATION).doc(postId),
    notFound: LISTING_NOT_FOUND,
    reportOwn: REPORT_OWN_LISTING,
    // Any listing its members can reach (the details page shows the button only while active).
    reportable: () => true,
    statuses: LISTING_STATUSES,
    storedStatus,
    effectiveStatus: (data) => effectiveStatus(data),
    entryFields: (snap) => ({
      kind: 'listing',
      postId,
      ownerId: text(snap.get('ownerId')),
      title: text(snap.get('title')),
      userName: text(snap.get('userName')),
    }),
    itemOf: (snap, entry) => ({
      kind: 'listing',
      postId,
      title: text(snap.get('title')) || text(entry.get('title')),
      status: effectiveStatus(snap.data()!),
      posterName: text(snap.get('userName')) || text(entry.get('userName')) || 'Anonymous',
    }),
    deletedItemOf: (entry) => ({
      kind: 'listing',
      postId,
      title: text(entry.get('title')),
      status: statusWhenDeleted(entry),
      posterName: text(entry.get('userName')) || 'Anonymous',
    }),
  };
}

export function wantedAdTarget(adId: string): ReviewTarget {
  return {
    kind: 'seeker-ad',
    id: adId,
    ref: db().collection(WANTED_ADS).doc(adId),
    queue: db().collection(MODERATION).doc(adQueueId(adId)),
    notFound: WANTED_AD_NOT_FOUND,
    reportOwn: REPORT_OWN_AD,
    // Only an active ad: any other is as good as missing to everyone but its writer.
    reportable: (data) => effectiveAdStatus(data) === 'active',
    statuses: WANTED_AD_STATUSES,
    storedStatus: storedAdStatus,
    effectiveStatus: (data) => effectiveAdStatus(data),
    entryFields: (snap) => ({
      kind: 'seeker-ad',
      adId,
      ownerId: text(snap.get('ownerId')),
      title: text(snap.get('headline')),
      userName: text(snap.get('name')),
    }),
    itemOf: (snap, entry) => ({
      kind: 'seeker-ad',
      adId,
      title: text(snap.get('headline')) || text(entry.get('title')),
      status: effectiveAdStatus(snap.data()!),
      posterName: text(snap.get('name')) || text(entry.get('userName')) || UNNAMED,
    }),
    deletedItemOf: (entry) => ({
      kind: 'seeker-ad',
      adId,
      title: text(entry.get('title')),
      status: statusWhenDeleted(entry),
      posterName: text(entry.get('userName')) || UNNAMED,
    }),
  };
}

/** The target a queue entry is about, by its id (an ad's starts with `seekerAd:`). */
export const targetOfEntry = (entryId: string): ReviewTarget =>
  entryId.startsWith(AD_QUEUE_PREFIX)
    ? wantedAdTarget(entryId.slice(AD_QUEUE_PREFIX.length))
    : listingTarget(entryId);

/** The target a stored report is about: the document its `reports` collection is under. */
export function targetOfReport(report: DocumentReference): ReviewTarget {
  const reported = report.parent.parent!;
  return reported.parent.id === WANTED_ADS
    ? wantedAdTarget(reported.id)
    : listingTarget(reported.id);
}

/** Whether a queue entry is a case its owner deleted (it stays until a moderator closes it). */
export const deletedCase = (entry: DocumentSnapshot | undefined) =>
  entry?.exists === true && entry.get('deletedAt') != null;

/**
 * Account deletion: the cases the member's own deletes kept (their queue
 * entries and the reports under the deleted listings and ads), and the holds
 * on their text (listings/review-holds.ts). Their live listings and ads took
 * their cases with them already.
 */
export async function deleteCasesOwnedBy(uid: string): Promise<void> {
  for (const collection of [MODERATION, REVIEW_HOLDS]) {
    for (;;) {
      const { docs } = await db()
        .collection(collection)
        .where('ownerId', '==', uid)
        .limit(100)
        .get();
      if (docs.length === 0) break;
      for (const doc of docs) {
        if (collection === MODERATION) {
          await db().recursiveDelete(reportsOf(targetOfEntry(doc.id)));
        }
        await doc.ref.delete();
      }
    }
  }
}
