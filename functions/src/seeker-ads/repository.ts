// Firestore access for "Room wanted" ads. Everything returned is in the
// API's shape (seeker-ads/document.ts `toSeekerAd`); nothing outside this
// file sees a snapshot. Every write checks the owner, the one-ad rule and
// the rate limit inside the transaction that writes, so racing requests
// can't make a second active ad or write past a limit.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { SEEKER_AD_NOT_FOUND, type SeekerAd, type SeekerAdInput } from '../contract/seeker-ad';
import { encodeCursor } from '../lib/cursor';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { firestoreValues, readPage } from '../lib/paging';
import type { QueryShape } from '../lib/query-shape';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { filteredQuery } from '../lib/shape-query';
import {
  newSeekerAdDocument,
  seekerSearchFields,
  shownOwner,
  storedAdFields,
  storedAgeRange,
  toSeekerAd,
  type AdOwner,
} from './document';
import { MODERATION_QUEUE, REPORTS } from '../ads/moderation-paths';
import { adQueueId, SEEKER_AD_OWNERS, SEEKER_ADS } from './fields';
import {
  adTransition,
  effectiveAdStatus,
  holdsTheSlot,
  oneActiveAd,
  type SeekerAdAction,
} from './lifecycle';
import { expiryFrom, statusWrite } from '../ads/lifecycle';
import { mineQueryShape, type SeekerCountShape } from './query';
import { runTransaction } from '../lib/transaction';
import { heldRepost, keepCaseOnDelete, keyOfStored, openCaseFor } from '../posts/review-holds';

export const NOT_YOUR_AD = 'You can only change your own Room wanted ad';

export const adRef = (id: string) => db().collection(SEEKER_ADS).doc(id);
export const slotRef = (uid: string) => db().collection(SEEKER_AD_OWNERS).doc(uid);

/** What a list reads: the query-only fields (hundreds of area prefixes) stay on the server. */
export const AD_LIST_FIELDS = [
  'ownerId',
  'headline',
  'aboutMe',
  'budget',
  'areas',
  'moveInDate',
  'stayMonths',
  'roomTypes',
  'wantsBills',
  'wantsFurnished',
  'wantsPrivateBath',
  'lifestyle',
  'couple',
  'ageRange',
  'occupation',
  'name',
  'photo',
  'status',
  'createdAt',
  'updatedAt',
  'expiresAt',
  // Never sent, but the next page's cursor carries the last ad's ordered values.
  'search',
];

const isOwner = (data: Record<string, unknown>, viewer?: Caller) =>
  viewer !== undefined && data.ownerId === viewer.uid;

/** One page of the public list: at most `shape.limit` documents read (the page and one more). */
export async function listSeekerAds(
  shape: QueryShape,
  viewer?: Caller,
): Promise<{ ads: SeekerAd[]; nextCursor?: string; reads: number }> {
  const { startAfter } = shape;
  const { page, nextCursor, reads } = await readPage(
    filteredQuery(shape).select(...AD_LIST_FIELDS),
    shape.limit - 1,
    {
      startAfter: startAfter && [...firestoreValues(startAfter.values), startAfter.id],
      cursorOf: (last) => encodeCursor(shape.orderBy, last.id, last.data()),
    },
  );
  const ads = page.map((doc) => toSeekerAd(doc.id, doc.data(), isOwner(doc.data(), viewer)));
  return { ads, nextCursor, reads };
}

/** How many active ads the list's query matches: one `count()` over the same query and index. */
export async function countSeekerAds(shape: SeekerCountShape): Promise<number> {
  return (await filteredQuery(shape).count().get()).data().count;
}

/**
 * One ad as `viewer` may see it: an active ad for anyone, any other status
 * for its writer only. Everyone else gets the same 404 as for a missing id,
 * so a paused ad doesn't even say it exists.
 */
export async function getSeekerAdFor(id: string, viewer?: Caller): Promise<SeekerAd> {
  const snap = await adRef(id).get();
  if (!snap.exists) throw notFound(SEEKER_AD_NOT_FOUND);
  const data = snap.data()!;
  const ad = toSeekerAd(id, data, isOwner(data, viewer));
  if (ad.status !== 'active' && !ad.isOwner) throw notFound(SEEKER_AD_NOT_FOUND);
  return ad;
}

/** The caller's newest ad, whatever its status, or null (GET /seeker-ads/mine). */
export async function getMySeekerAd(caller: Caller): Promise<SeekerAd | null> {
  const shape = mineQueryShape(caller.uid);
  const { docs } = await filteredQuery(shape).limit(shape.limit).get();
  const doc = docs[0];
  return doc ? toSeekerAd(doc.id, doc.data(), true) : null;
}

function assertOwnAd(snap: DocumentSnapshot, caller: Caller): void {
  if (!snap.exists) throw notFound(SEEKER_AD_NOT_FOUND);
  if (snap.get('ownerId') === caller.uid) return;
  // Others may know an active ad exists (it is public); any other is as good as missing.
  if (effectiveAdStatus(snap.data()!) === 'active') throw forbidden(NOT_YOUR_AD);
  throw notFound(SEEKER_AD_NOT_FOUND);
}

/** Reads the ad in `tx` and throws unless `caller` wrote it (403 if others may see it, else 404). */
async function requireOwnAd(tx: Transaction, id: string, caller: Caller) {
  const snap = await tx.get(adRef(id));
  assertOwnAd(snap, caller);
  return snap;
}

/**
 * The caller's slot (seekerAdOwners/{uid}: which of their ads is current),
 * then the ad `id` if asked for, and whether another of their ads holds the
 * slot (active, paused or under review). Every write that could fill the
 * slot writes it too, so two racing requests conflict and the second sees
 * the first. Always the slot first, then the ads in one read: racing writes
 * then queue on the same document instead of each holding what the other
 * needs (which the emulator, at least, only ends by a lock timeout).
 */
async function readSlot(tx: Transaction, caller: Caller, id?: string) {
  const slot = await tx.get(slotRef(caller.uid));
  const current = slot.get('adId');
  const other = typeof current === 'string' && current !== id ? current : undefined;
  const refs = [...(id ? [adRef(id)] : []), ...(other ? [adRef(other)] : [])];
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  const otherSnap = other ? snaps.at(-1) : undefined;
  return {
    slot,
    ad: id ? snaps[0] : undefined,
    takenByAnother:
      otherSnap !== undefined &&
      otherSnap.exists &&
      otherSnap.get('ownerId') === caller.uid &&
      holdsTheSlot(otherSnap.data()!),
  };
}

async function readBack(id: string): Promise<SeekerAd> {
  const snap = await adRef(id).get();
  return toSeekerAd(id, snap.data() ?? {}, true);
}

/**
 * Posts the caller's ad, active for the listing lifetime. 409 ONE_ACTIVE_AD
 * while another of theirs is active, paused or under review.
 */
export async function createSeekerAd(
  input: SeekerAdInput,
  caller: Caller,
  owner: AdOwner,
): Promise<SeekerAd> {
  const ref = db().collection(SEEKER_ADS).doc();
  const ad = newSeekerAdDocument(
    input,
    owner,
    FieldValue.serverTimestamp(),
    Timestamp.fromMillis(expiryFrom(Date.now())),
  );
  const key = keyOfStored('seeker-ad', ad);
  await runTransaction(async (tx) => {
    if ((await readSlot(tx, caller)).takenByAnother) throw oneActiveAd();
    // The same text as an ad of theirs under review waits for the moderator (posts/review-holds.ts).
    const held = await openCaseFor(tx, caller.uid, key);
    const limiter = await rateLimiter(tx, caller);
    limiter.take('seekerAdChanges');
    // New ads a day, deleted ones included: re-posting is limited, not free.
    limiter.take('seekerAds');
    const repost = held && heldRepost(held);
    tx.create(ref, { ...ad, ...repost?.document });
    tx.set(slotRef(caller.uid), { adId: ref.id, updatedAt: FieldValue.serverTimestamp() });
    if (repost) {
      tx.create(db().collection(MODERATION_QUEUE).doc(adQueueId(ref.id)), {
        kind: 'seeker-ad',
        adId: ref.id,
        ownerId: caller.uid,
        title: ad.headline,
        userName: ad.name,
        ...repost.entry,
      });
    }
  });
  return readBack(ref.id);
}

/**
 * Replaces every field the seeker writes; `keepAge` keeps the stored age
 * range (a PUT without `age`: the exact age is stored nowhere, so an edit
 * form can't send it back). The name and photo are refreshed from the profile.
 */
export async function updateSeekerAd(
  id: string,
  caller: Caller,
  input: SeekerAdInput,
  { keepAge, owner }: { keepAge: boolean; owner: AdOwner },
): Promise<SeekerAd> {
  await runTransaction(async (tx) => {
    const stored = await requireOwnAd(tx, id, caller);
    const limiter = await rateLimiter(tx, caller);
    limiter.take('seekerAdChanges');
    const fields = {
      ...storedAdFields(input, keepAge ? storedAgeRange(stored.data()!) : undefined),
      ...shownOwner(owner),
    };
    tx.update(adRef(id), {
      ...fields,
      ...seekerSearchFields({ ...stored.data(), ...fields }),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return readBack(id);
}

/**
 * The ad inside `tx`, and its writer's slot when the slot names it (the
 * writer may post a new ad at once). Also a moderator's Remove
 * (moderation/seeker-ad-moderation.ts), which read `slot` in the same `tx`.
 */
export function removeAdDocuments(tx: Transaction, id: string, slot?: DocumentSnapshot) {
  tx.delete(adRef(id));
  if (slot?.get('adId') === id) tx.delete(slot.ref);
}

/**
 * What moderation keeps about an ad goes with it when nothing was reported
 * (a reported ad's case stays: posts/review-holds.ts): its reports, its
 * restored reporters and its queue entry (fields.ts names the paths).
 * Called once the ad itself is deleted, and when a moderator closes a
 * deleted ad's case. Here, not in moderation/, because moderation builds on ads and
 * never the other way round.
 */
export async function clearAdModerationOf(id: string): Promise<void> {
  await db().recursiveDelete(adRef(id).collection(REPORTS));
  await db().recursiveDelete(adRef(id).collection(MODERATION_QUEUE));
  await db().collection(MODERATION_QUEUE).doc(adQueueId(id)).delete();
}

/** Deletes the caller's ad; its slot is freed (a new ad may be posted at once). */
export async function deleteSeekerAd(id: string, caller: Caller): Promise<void> {
  const kept = await runTransaction(async (tx) => {
    const { slot, ad } = await readSlot(tx, caller, id);
    assertOwnAd(ad!, caller);
    const entry = await tx.get(db().collection(MODERATION_QUEUE).doc(adQueueId(id)));
    const limiter = await rateLimiter(tx, caller);
    limiter.take('seekerAdChanges');
    removeAdDocuments(tx, id, slot);
    // Reported: the case outlives the ad (posts/review-holds.ts).
    return keepCaseOnDelete(tx, 'seeker-ad', entry, ad!);
  });
  if (!kept) await clearAdModerationOf(id);
}

/**
 * Renew, pause or resume (lifecycle.ts has the table; 409 when the status
 * doesn't allow it). Making an ad active again takes the slot, so it is
 * refused (409 ONE_ACTIVE_AD) while another of the caller's ads holds it. A
 * renewal refreshes the name and photo from the profile, as an edit does.
 */
export async function changeSeekerAdStatus(
  id: string,
  caller: Caller,
  action: SeekerAdAction,
  owner?: AdOwner,
): Promise<SeekerAd> {
  await runTransaction(async (tx) => {
    const { ad, takenByAnother } = await readSlot(tx, caller, id);
    assertOwnAd(ad!, caller);
    const change = adTransition(action, ad!.data()!, Date.now());
    if (change.status === 'active' && takenByAnother) throw oneActiveAd();
    const limiter = await rateLimiter(tx, caller);
    limiter.take('seekerAdChanges');
    const now = FieldValue.serverTimestamp();
    tx.update(adRef(id), {
      ...statusWrite(change, now),
      // The public list's expiry filter (query.ts) reads this copy.
      ...(change.expiresAt !== undefined && { 'search.expires': change.expiresAt }),
      ...(change.renewed && owner && shownOwner(owner)),
    });
    if (change.status === 'active') tx.set(slotRef(caller.uid), { adId: id, updatedAt: now });
  });
  return readBack(id);
}

/** Account deletion: every ad the member wrote (with its reports and queue entry), and their slot, 100 at a time. */
export async function deleteSeekerAdsOf(uid: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { docs } = await db()
      .collection(SEEKER_ADS)
      .where('ownerId', '==', uid)
      .select()
      .limit(100)
      .get();
    if (docs.length === 0) break;
    const batch = db().batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
    for (const doc of docs) await clearAdModerationOf(doc.id);
    deleted += docs.length;
  }
  await slotRef(uid).delete();
  return deleted;
}
