// Firestore access for "Room wanted" ads: how the ads core stores them
// (WANTED_AD_STORE: ads/repository.ts lists, reads, changes and deletes
// them), and what is theirs alone: the one-ad slot, posting and editing.
// Every write checks the owner, the one-ad rule and the rate limit inside
// the transaction that writes, so racing requests can't make a second active
// ad or write past a limit.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { WANTED_AD_NOT_FOUND, type WantedAd, type WantedAdInput } from '../contract/wanted-ad';
import { db } from '../lib/firebase';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { filteredQuery } from '../lib/shape-query';
import {
  newWantedAdDocument,
  wantedAdSearchFields,
  shownOwner,
  storedAdFields,
  storedAgeRange,
  toWantedAd,
  type AdOwner,
} from './document';
import { MODERATION_QUEUE } from '../ads/moderation-paths';
import { adRepository } from '../ads/repository';
import { adQueueId, WANTED_AD_OWNERS, WANTED_ADS } from './fields';
import {
  adTransition,
  effectiveAdStatus,
  holdsTheSlot,
  oneActiveAd,
  type WantedAdAction,
} from './lifecycle';
import { expiryFrom } from '../ads/lifecycle';
import { mineQueryShape } from './query';
import { runTransaction } from '../lib/transaction';
import { photoAttachments } from '../photos/attachments';
import { wantedAdTarget } from '../photos/paths';
import { heldRepost, keepCaseOnDelete, keyOfStored, openCaseFor } from '../listings/review-holds';

export const NOT_YOUR_AD = 'You can only change your own Room wanted ad';

export const adRef = (id: string) => db().collection(WANTED_ADS).doc(id);
export const slotRef = (uid: string) => db().collection(WANTED_AD_OWNERS).doc(uid);

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
  'phoneVerified',
  'photos',
  'uploads',
  'status',
  'createdAt',
  'updatedAt',
  'expiresAt',
  // Never sent, but the next page's cursor carries the last ad's ordered values.
  'search',
];

/** The caller's newest ad, whatever its status, or null (GET /seeker-ads/mine). */
export async function getMyWantedAd(caller: Caller): Promise<WantedAd | null> {
  const shape = mineQueryShape(caller.uid);
  const { docs } = await filteredQuery(shape).limit(shape.limit).get();
  const doc = docs[0];
  return doc ? toWantedAd(doc.id, doc.data(), true) : null;
}

/** A Room wanted ad in the ads core (ads/repository.ts); only an active one is public. */
export const WANTED_AD_STORE = adRepository<WantedAd, Slot, WantedAdAction>({
  collection: WANTED_ADS,
  listFields: AD_LIST_FIELDS,
  toAd: (id, data, isOwner, seesHeld) => toWantedAd(id, data, isOwner, Date.now(), seesHeld),
  notFound: WANTED_AD_NOT_FOUND,
  notYours: () => NOT_YOUR_AD,
  shownToOthers: (data) => effectiveAdStatus(data) === 'active',
  changeLimit: 'seekerAdChanges',
  queueId: adQueueId,
  readOwned: async (tx, id, caller) => {
    const { ad, ...read } = await readSlot(tx, caller, id);
    return { snap: ad!, owned: ad!.get('ownerId') === caller.uid, read };
  },
  transition: adTransition,
  // Making an ad active again takes the slot: refused while another holds it.
  onStatusChange: (tx, id, change, { slot, takenByAnother }) => {
    if (change.status === 'active' && takenByAnother) throw oneActiveAd();
    if (change.status === 'active') {
      tx.set(slot.ref, { adId: id, updatedAt: FieldValue.serverTimestamp() });
    }
    // The public list's expiry filter (query.ts) reads this copy.
    return change.expiresAt === undefined ? {} : { 'search.expires': change.expiresAt };
  },
  removeDocuments: async (tx, id, owned) => {
    // The owner's delete: its uploads go with it, unless another of the owner's ads shows them.
    const photos =
      owned &&
      (await photoAttachments(tx, owned.snap.get('ownerId'), owned.snap.get('photos'), []));
    removeAdDocuments(tx, id, owned?.read.slot);
    photos?.write(wantedAdTarget(id), { deleteUnused: true });
  },
  // Reported: the case outlives the ad (listings/review-holds.ts).
  keepCase: (tx, entry, reported) => keepCaseOnDelete(tx, 'seeker-ad', entry, reported),
  forgetMember: (uid) => slotRef(uid).delete(),
});

type Slot = { slot: DocumentSnapshot; takenByAnother: boolean };

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

async function readBack(id: string): Promise<WantedAd> {
  const snap = await adRef(id).get();
  return toWantedAd(id, snap.data() ?? {}, true);
}

/**
 * Posts the caller's ad, active for the listing lifetime. 409 ONE_ACTIVE_AD
 * while another of theirs is active, paused or under review.
 */
export async function createWantedAd(
  input: WantedAdInput,
  caller: Caller,
  owner: AdOwner,
): Promise<WantedAd> {
  const ref = db().collection(WANTED_ADS).doc();
  const ad = newWantedAdDocument(
    input,
    owner,
    FieldValue.serverTimestamp(),
    Timestamp.fromMillis(expiryFrom(Date.now())),
  );
  const key = keyOfStored('seeker-ad', ad);
  await runTransaction(async (tx) => {
    if ((await readSlot(tx, caller)).takenByAnother) throw oneActiveAd();
    // The same text as an ad of theirs under review waits for the moderator (listings/review-holds.ts).
    const held = await openCaseFor(tx, caller.uid, key);
    const limiter = await rateLimiter(tx, caller);
    // Uploaded photos: only the caller's own (400 otherwise, before any write), attached in this write.
    const photos = await photoAttachments(tx, caller.uid, [], ad.photos);
    limiter.take('seekerAdChanges');
    // New ads a day, deleted ones included: re-posting is limited, not free.
    limiter.take('seekerAds');
    const { uploads } = photos.write(wantedAdTarget(ref.id));
    const repost = held && heldRepost(held);
    tx.create(ref, { ...ad, uploads, ...repost?.document });
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
 * form can't send it back), and a PUT without `photos` keeps the stored ones.
 * The name and photo are refreshed from the profile.
 */
export async function updateWantedAd(
  id: string,
  caller: Caller,
  input: WantedAdInput,
  { keepAge, owner }: { keepAge: boolean; owner: AdOwner },
): Promise<WantedAd> {
  await WANTED_AD_STORE.edit(id, caller, async (tx, stored) => {
    // Its reads first: the uploads it gains must be the caller's.
    const photos =
      input.photos === undefined
        ? undefined
        : await photoAttachments(tx, caller.uid, stored.get('photos'), input.photos);
    const fields = {
      ...storedAdFields(input, keepAge ? storedAgeRange(stored.data()!) : undefined),
      ...shownOwner(owner),
    };
    tx.update(adRef(id), {
      ...fields,
      ...wantedAdSearchFields({ ...stored.data(), ...fields }),
      ...(input.photos !== undefined && { photos: input.photos }),
      ...photos?.write(wantedAdTarget(id)).uploadFields,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return readBack(id);
}

/**
 * The ad inside `tx`, and its writer's slot when the slot names it (the
 * writer may post a new ad at once). Also a moderator's Remove
 * (moderation/wanted-ad-moderation.ts), which read `slot` in the same `tx`.
 */
export function removeAdDocuments(tx: Transaction, id: string, slot?: DocumentSnapshot) {
  tx.delete(adRef(id));
  if (slot?.get('adId') === id) tx.delete(slot.ref);
}

/**
 * Renew, pause or resume (lifecycle.ts has the table). A renewal refreshes
 * the name and photo from the profile, as an edit does.
 */
export async function changeWantedAdStatus(
  id: string,
  caller: Caller,
  action: WantedAdAction,
  owner?: AdOwner,
): Promise<WantedAd> {
  await WANTED_AD_STORE.changeStatus(id, caller, action, owner && shownOwner(owner));
  return readBack(id);
}
