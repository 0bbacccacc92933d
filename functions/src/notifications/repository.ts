// notifications/{id}: a member's in-app alerts, six kinds:
// - {searchId}_{postId}: { ownerId, kind: 'saved-search-match', searchId,
//   searchName, postId, title, location, rentAmount, read, createdAt }: a
//   listing matched one of the owner's saved searches. Written only
//   by the trigger (on-listing-written.ts).
// - removed_{postId}: { ownerId, kind: 'listing-removed', postId, title,
//   reason, read, createdAt }: a moderator removed the owner's listing
//   (listing-removed.ts, in the removal's transaction); removedAd_{adId}: {
//   ownerId, kind: 'seeker-ad-removed', adId, title (the headline), reason,
//   read, createdAt }: the same for a Room wanted ad
//   (moderation/wanted-ad-moderation.ts).
// - seekerMatch_{postId}_{adId}: { ownerId, kind: 'seeker-match', postId,
//   title, adId, headline, read, createdAt }: a Room wanted ad matches the
//   owner's listing; roomMatch_{postId}_{adId}: { ownerId, kind:
//   'room-match', adId, postId, title, location, rentAmount, read, createdAt }:
//   a listing matches the owner's ad. Written only by the match triggers
//   (match-alerts.ts).
// - viewingReminder_{viewingId}_{uid}: { ownerId, kind: 'viewing-reminder',
//   viewingId, postTitle, start, timeZone, read, createdAt }: a confirmed
//   viewing starts within a day (viewings/reminders.ts).
// Read and marked read by their owner through the API.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { readOrderedPage } from '../lib/paging';
import type {
  ListingNow,
  Notification,
  NotificationPage,
  SeekerMatchNotification,
} from '../contract/saved-searches';
import { adIsActive } from '../matches/candidates';
import { WANTED_ADS } from '../wanted-ads/fields';
import { db } from '../lib/firebase';
import { LISTINGS } from '../listings/paths';
import { effectiveStatus } from '../listings/lifecycle';
import type { Position } from '../lib/query-shape';
import { NOTIFICATIONS, notificationsQueryShape } from '../saved-searches/stored';
import { runTransaction } from '../lib/transaction';

export const NOTIFICATIONS_ORDER = notificationsQueryShape('', 0).orderBy;

const collection = () => db().collection(NOTIFICATIONS);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/** An alert as stored; a match's `listingNow` is filled in by withListingsNow. */
export function toNotification(snap: DocumentSnapshot): Notification {
  const data = snap.data() ?? {};
  const common = {
    id: snap.id,
    postId: text(data.postId),
    title: text(data.title),
    read: data.read === true,
    createdAt: iso(data.createdAt),
  };
  if (data.kind === 'listing-removed') {
    return { ...common, kind: 'listing-removed', reason: text(data.reason) };
  }
  if (data.kind === 'seeker-ad-removed') {
    const { postId: _none, ...rest } = common;
    return { ...rest, kind: 'seeker-ad-removed', adId: text(data.adId), reason: text(data.reason) };
  }
  if (data.kind === 'seeker-match') {
    return {
      ...common,
      kind: 'seeker-match',
      adId: text(data.adId),
      headline: text(data.headline),
      adNow: null,
    };
  }
  if (data.kind === 'viewing-reminder') {
    return {
      id: snap.id,
      kind: 'viewing-reminder',
      viewingId: text(data.viewingId),
      postTitle: text(data.postTitle),
      start: iso(data.start) ?? '',
      timeZone: text(data.timeZone),
      read: common.read,
      createdAt: common.createdAt,
    };
  }
  if (data.kind === 'room-match') {
    return {
      ...common,
      kind: 'room-match',
      adId: text(data.adId),
      location: text(data.location),
      rentAmount: typeof data.rentAmount === 'number' ? data.rentAmount : 0,
      listingNow: null,
    };
  }
  return {
    ...common,
    kind: 'saved-search-match',
    searchId: text(data.searchId),
    searchName: text(data.searchName),
    location: text(data.location),
    rentAmount: typeof data.rentAmount === 'number' ? data.rentAmount : 0,
    listingNow: null,
  };
}

/** What an alert may say about a listing now: only what browse shows of an active listing. */
const LISTING_NOW_FIELDS = ['title', 'rentAmount', 'status', 'expiresAt'];

function listingNow(snap: DocumentSnapshot | undefined): ListingNow | null {
  const data = snap?.data();
  if (!data || effectiveStatus(data) !== 'active') return null;
  return {
    title: text(data.title),
    rentAmount: typeof data.rentAmount === 'number' ? data.rentAmount : 0,
  };
}

/** The alerts about someone else's listing, which say what it is now. */
const hasListingNow = (
  n: Notification,
): n is Extract<Notification, { kind: 'saved-search-match' | 'room-match' }> =>
  n.kind === 'saved-search-match' || n.kind === 'room-match';

/**
 * The matched listings as they are now: ONE batched read of at most the
 * page's distinct listings (only the fields above), never one per alert.
 * Returns how many documents it read.
 */
async function withListingsNow(notifications: Notification[]): Promise<number> {
  const ids = [
    ...new Set(notifications.flatMap((n) => (hasListingNow(n) && n.postId ? [n.postId] : []))),
  ];
  if (!ids.length) return 0;
  const refs = ids.map((id) => db().collection(LISTINGS).doc(id));
  const snaps = await db().getAll(...refs, { fieldMask: LISTING_NOW_FIELDS });
  const now = new Map(ids.map((id, i) => [id, listingNow(snaps[i])]));
  for (const n of notifications) {
    if (hasListingNow(n)) n.listingNow = now.get(n.postId) ?? null;
  }
  return ids.length;
}

/** What a seeker-match alert may say about its ad now: only what anyone sees of an active ad. */
const AD_NOW_FIELDS = ['headline', 'status', 'expiresAt'];

/**
 * The matched Room wanted ads as they are now, as withListingsNow does for
 * listings: one batched read of the page's distinct ads. An ad deleted
 * (a re-post moves its alert: mail/alert-mail.ts), removed, paused or
 * expired is null, and the alert says the ad is gone. Returns how many
 * documents it read.
 */
async function withAdsNow(notifications: Notification[]): Promise<number> {
  const matches = notifications.filter(
    (n): n is SeekerMatchNotification => n.kind === 'seeker-match' && n.adId !== '',
  );
  const ids = [...new Set(matches.map((n) => n.adId))];
  if (!ids.length) return 0;
  const refs = ids.map((id) => db().collection(WANTED_ADS).doc(id));
  const snaps = await db().getAll(...refs, { fieldMask: AD_NOW_FIELDS });
  const now = new Map(
    ids.map((id, i) => {
      const data = snaps[i]?.data();
      return [id, data && adIsActive(data) ? { headline: text(data.headline) } : null];
    }),
  );
  for (const n of matches) n.adNow = now.get(n.adId) ?? null;
  return ids.length;
}

/**
 * One page of the caller's alerts, newest first: reads at most limit + 1
 * alerts (`reads`), then their distinct listings and ads in one batch each
 * (`listingReads`).
 */
export async function listNotifications(
  uid: string,
  limit: number,
  after?: Position,
): Promise<
  NotificationPage & {
    reads: number;
    listingReads: number;
  }
> {
  const { page, nextCursor, reads } = await readOrderedPage(
    collection().where('ownerId', '==', uid),
    NOTIFICATIONS_ORDER,
    limit,
    after,
  );
  const notifications = page.map(toNotification);
  const [listings, ads] = await Promise.all([
    withListingsNow(notifications),
    withAdsNow(notifications),
  ]);
  const listingReads = listings + ads;
  return { notifications, nextCursor: nextCursor ?? null, reads, listingReads };
}

const unread = (uid: string) => collection().where('ownerId', '==', uid).where('read', '==', false);

/** The navbar bell: one aggregation, not a read per alert. */
export async function unreadCount(uid: string): Promise<number> {
  const snap = await unread(uid).count().get();
  return snap.data().count;
}

/** A batch's worth of alerts per round; the rounds are bounded so one request can't run forever. */
const READ_ALL_BATCH = 400;
const READ_ALL_ROUNDS = 25;

/**
 * "Mark all read": the caller's unread alerts, a batch at a time (only their
 * ids are read). Bounded at READ_ALL_ROUNDS batches (10,000 alerts, far more
 * than ten searches produce); whatever is left stays unread for the next press.
 */
export async function markAllRead(uid: string): Promise<number> {
  let updated = 0;
  for (let round = 0; round < READ_ALL_ROUNDS; round++) {
    const { docs } = await unread(uid).select().limit(READ_ALL_BATCH).get();
    if (!docs.length) break;
    const batch = db().batch();
    for (const doc of docs) batch.update(doc.ref, { read: true });
    await batch.commit();
    updated += docs.length;
    if (docs.length < READ_ALL_BATCH) break;
  }
  return updated;
}

/**
 * Marks one of the owner's alerts read (opening it): null when there is no
 * such alert or it is someone else's, so callers can't tell the two apart.
 * An alert already read is left as it is (no write).
 */
export async function markRead(uid: string, id: string): Promise<Notification | null> {
  const ref = collection().doc(id);
  const notification = await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('ownerId') !== uid) return null;
    if (snap.get('read') !== true) tx.update(ref, { read: true });
    return { ...toNotification(snap), read: true };
  });
  if (notification)
    await Promise.all([withListingsNow([notification]), withAdsNow([notification])]);
  return notification;
}

/** Account deletion: every alert of the owner, a batch at a time. */
export async function deleteNotificationsOf(uid: string): Promise<void> {
  for (;;) {
    const { docs } = await collection().where('ownerId', '==', uid).select().limit(400).get();
    if (!docs.length) return;
    const batch = db().batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
