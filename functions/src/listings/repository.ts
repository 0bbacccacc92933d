// Firestore access for listings: how the ads core stores them (LISTING_STORE:
// ads/repository.ts lists, changes and deletes them), and what is theirs
// alone: posting, editing, likes, one listing with its like and contact.
// Everything returned is a plain object in the API's shape (ISO times, `_id`).
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { expiryFrom } from '../ads/lifecycle';
import { assertListingOpen, transition, type LifecycleAction } from './lifecycle';
import { mayReadContact } from '../contract/contact-visibility';
import { visibleTo } from './visibility';
import { posterBadges, withActiveListings } from './badges';
import { newListingDocuments, storedFields, toListing, type Owner } from './document';
import type { LikeResult, UnlikeResult } from '../contract/listing-answers';
import { lifestyleFields } from './lifestyle-index';
import { searchFields } from './search-fields';
import { NO_CONTACT_INFO, type Listing, type ListingFields } from './fields';
import { CONTACT_DOC, LIKES, OWNER_DOC, LISTINGS, PRIVATE, VIEWS_DOC } from './paths';
import { MODERATION_QUEUE } from '../ads/moderation-paths';
import { adRepository } from '../ads/repository';
import { isPoint, type Point } from '../places/near';
import { runTransaction } from '../lib/transaction';
import { photoAttachments } from '../photos/attachments';
import { listingTarget } from '../photos/paths';
import {
  heldRepost,
  holdContent,
  keepCaseOnDelete,
  keyOfStored,
  openCaseFor,
} from './review-holds';

export const LISTING_NOT_FOUND = 'Post not found';

const listingRef = (id: string) => db().collection(LISTINGS).doc(id);
const contactRef = (id: string) => listingRef(id).collection(PRIVATE).doc(CONTACT_DOC);
const ownerRef = (id: string) => listingRef(id).collection(PRIVATE).doc(OWNER_DOC);
const likeRef = (id: string, uid: string) => listingRef(id).collection(LIKES).doc(uid);
const queueRef = (id: string) => db().collection(MODERATION_QUEUE).doc(id);

/** What a list needs: `locationPrefixes` (up to hundreds of strings) stays on the server. */
export const LIST_FIELDS = [
  'title',
  'location',
  'rentAmount',
  'roomType',
  'description',
  'lifestylePreferences',
  'availability',
  'contactPreference',
  'ownerId',
  'userName',
  'userPhoto',
  'likes',
  'createdAt',
  'updatedAt',
  // Lifecycle: the status chip and expiry line on My Listings.
  'status',
  'expiresAt',
  // Photos: cards show the cover, at its size with its placeholder.
  'photos',
  'uploads',
  // Where it is: the map's markers and a near search's distances.
  'point',
  // Facts: cards show the move-in date and "Bills included".
  'facts',
  // Trust badges (the card's poster line) and the owner's insight numbers.
  'poster',
  'views',
  'conversations',
  // Browse's query fields (listings/search-fields.ts): never sent, but the next
  // page's cursor carries the last listing's value of each ordered one.
  'search',
];

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An edit's fields without the absent ones (`facts: undefined` keeps the stored facts). */
const definedOnly = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * The owner check (docs/security-model.md): the caller's uid is the listing's
 * owner uid and the e-mail recorded when it was posted, verified. A uid is
 * never reused, so an account re-created with the same address owns nothing.
 */
export function owns(post: DocumentSnapshot, owner: DocumentSnapshot, caller: Caller): boolean {
  return (
    caller.emailVerified &&
    post.get('ownerId') === caller.uid &&
    owner.get('uid') === caller.uid &&
    owner.get('email') === caller.email
  );
}

/** A like counts only if it was made for this listing, not left over from an earlier one at the same id. */
export function likedThisListing(like: DocumentSnapshot, post: DocumentSnapshot): boolean {
  if (!like.exists) return false;
  const likedAt = like.get('createdAt') as Timestamp | undefined;
  const postedAt = post.get('createdAt') as Timestamp | undefined;
  return !likedAt || !postedAt || likedAt.toMillis() >= postedAt.toMillis();
}

/**
 * One post as `viewer` may see it. For a signed-in viewer the post, their
 * like, the contact details and the owner record come in one round trip; the
 * contact is only put in the answer for a verified owner or liker.
 */
export async function getListingFor(id: string, viewer?: Caller): Promise<Listing> {
  if (!viewer) {
    const snap = await listingRef(id).get();
    if (!snap.exists) throw notFound(LISTING_NOT_FOUND);
    return withBadgeCount(snap, toListing(id, snap.data()!));
  }
  const [listingSnap, likeSnap, contactSnap, ownerSnap] = await db().getAll(
    listingRef(id),
    likeRef(id, viewer.uid),
    contactRef(id),
    ownerRef(id),
  );
  if (!listingSnap!.exists) throw notFound(LISTING_NOT_FOUND);
  const isOwner = owns(listingSnap!, ownerSnap!, viewer);
  const liked = likedThisListing(likeSnap!, listingSnap!);
  const moderator = viewer.moderator === true && viewer.emailVerified;
  const post = toListing(id, listingSnap!.data()!, isOwner, Date.now(), isOwner || moderator);
  const mayContact = mayReadContact(post, {
    isOwner,
    verified: viewer.emailVerified,
    likedThisListing: liked,
  });
  return withBadgeCount(
    listingSnap!,
    {
      ...post,
      liked,
      ...(mayContact ? { contactInfo: contactText(contactSnap!.data()) } : {}),
    },
    viewer,
  );
}

/**
 * The post as `viewer` may see it (a listing under review is reduced to its id
 * and status for others, moderation/visibility.ts), with the trust badges'
 * active-listings count only when the badges are shown: the count
 * is a query, wasted on a reduced answer.
 */
async function withBadgeCount(snap: DocumentSnapshot, post: Listing, viewer?: Caller) {
  const shown = visibleTo(post, viewer);
  return shown === post ? withActiveListings(snap, post) : shown;
}

export const contactText = (data: DocumentData | undefined) =>
  typeof data?.contactInfo === 'string' ? data.contactInfo : '';

/**
 * Creates the post, its contact document and its owner record atomically, and
 * counts it against the owner's daily limit in the same transaction. The times
 * are server timestamps; the emulator's commit time can differ from them by a
 * millisecond, so the answer reads back what was stored.
 */
export async function createListing(input: ListingFields, owner: Owner): Promise<Listing> {
  const ref = db().collection(LISTINGS).doc();
  const docs = newListingDocuments(
    input,
    owner,
    FieldValue.serverTimestamp(),
    Timestamp.fromMillis(expiryFrom(Date.now())),
  );
  const key = keyOfStored('listing', docs.post);
  await runTransaction(async (tx) => {
    // The same text as one of the owner's listings under review waits for the moderator (review-holds.ts).
    const held = await openCaseFor(tx, owner.uid, key);
    const limiter = await rateLimiter(tx, { ...owner, emailVerified: true });
    // Uploaded photos: only the owner's own (400 otherwise), attached in this write.
    const photos = await photoAttachments(tx, owner.uid, [], docs.post.photos);
    limiter.take('posts');
    const { uploads } = photos.write(listingTarget(ref.id));
    const repost = held && heldRepost(held);
    tx.create(ref, { ...docs.post, uploads, ...repost?.document });
    tx.create(contactRef(ref.id), docs.contact);
    tx.create(ownerRef(ref.id), docs.owner);
    if (repost) {
      tx.create(queueRef(ref.id), {
        kind: 'listing',
        postId: ref.id,
        ownerId: owner.uid,
        title: docs.post.title,
        userName: docs.post.userName,
        ...repost.entry,
      });
    }
  });
  const stored = await ref.get();
  return {
    ...toListing(ref.id, stored.data()!, true),
    contactInfo: docs.contact.contactInfo,
    liked: false,
  };
}

/** A listing in the ads core (ads/repository.ts); every listing is shown to others in some form. */
export const LISTING_STORE = adRepository<Listing, undefined, LifecycleAction>({
  collection: LISTINGS,
  listFields: LIST_FIELDS,
  toAd: (id, data, isOwner) => toListing(id, data, isOwner),
  notFound: LISTING_NOT_FOUND,
  notYours: (verb) => `You are not authorized to ${verb} this post`,
  shownToOthers: () => true,
  changeLimit: 'postChanges',
  queueId: (id) => id,
  readOwned: async (tx, id, caller) => {
    const [snap, owner] = await tx.getAll(listingRef(id), ownerRef(id));
    return { snap: snap!, owned: owns(snap!, owner!, caller), read: undefined };
  },
  transition,
  removeDocuments: async (tx, id, owned) => {
    // The owner's delete: its uploads go with it, unless another of the owner's ads shows them.
    const photos =
      owned &&
      (await photoAttachments(tx, owned.snap.get('ownerId'), owned.snap.get('photos'), []));
    removeListingDocuments(tx, id);
    photos?.write(listingTarget(id), { deleteUnused: true });
  },
  // A like can't be added once the listing is gone (liking reads it in its own
  // transaction), and one left behind by a crash can't unlock a later listing
  // at the same id (see `likedThisListing`).
  deletedAfter: [LIKES],
  // Reported: the case outlives the listing (review-holds.ts).
  keepCase: (tx, entry, reported) => keepCaseOnDelete(tx, 'listing', entry, reported),
  forgetMember: (uid) => removeLikesBy(uid),
});

/**
 * Owner-only update of some or all editable fields (and the contact details),
 * in the transaction that checks the owner: the contact document can't be
 * written back after the post was deleted.
 */
export async function updateListing(
  id: string,
  caller: Caller,
  changes: Partial<ListingFields>,
): Promise<Listing> {
  const { contactInfo, ...fields } = changes;
  // Trust badges are recomputed on every edit; an Auth call, so outside the transaction.
  const poster = await posterBadges(caller);
  await LISTING_STORE.edit(id, caller, async (tx, stored) => {
    // Its reads first: the uploads it gains must be the caller's.
    const photos =
      fields.photos === undefined
        ? undefined
        : await photoAttachments(tx, caller.uid, stored.get('photos'), fields.photos);
    const uploadFields = photos?.write(listingTarget(id)).uploadFields;
    // A point the poster chose stays while the location does; a new location moves it.
    const keptPoint =
      fields.point === undefined &&
      stored.get('pointChosen') === true &&
      fields.location === stored.get('location') &&
      isPoint(stored.get('point'))
        ? (stored.get('point') as Point)
        : undefined;
    const changed = {
      // An edit without lifestyle preferences (the legacy form's)
      // still writes their index fields, from what is stored, so a listing
      // written before the lifestyle filter existed becomes findable by it.
      ...lifestyleFields(asList(stored.get('lifestylePreferences'))),
      ...storedFields(keptPoint ? { ...fields, point: keptPoint } : fields),
    };
    tx.update(listingRef(id), {
      ...changed,
      // Browse's query fields from the listing as it will be (an edit of the
      // rent alone still depends on the stored facts, and the other way round).
      ...searchFields({ ...stored.data(), ...definedOnly(changed) }),
      poster,
      ...uploadFields,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (contactInfo !== undefined) tx.set(contactRef(id), { contactInfo });
    // Under review, edited text is held too: deleting and re-posting it waits as well.
    // (Unchanged text keeps the hold it has, which may name the case it repeats.)
    if (stored.get('status') === 'under-review') {
      const key = keyOfStored('listing', { ...stored.data(), ...definedOnly(changed) });
      if (key !== keyOfStored('listing', stored.data())) {
        holdContent(tx, caller.uid, key, queueRef(id), listingRef(id));
      }
    }
  });
  const [listingSnap, contactSnap] = await db().getAll(listingRef(id), contactRef(id));
  return {
    ...toListing(id, listingSnap!.data() ?? {}, true),
    contactInfo: contactText(contactSnap!.data()),
    liked: false,
  };
}

/** The post and its private documents, inside `tx` (also a moderator's Remove, moderation/repository.ts). */
export function removeListingDocuments(tx: Transaction, id: string) {
  tx.delete(listingRef(id));
  tx.delete(contactRef(id));
  tx.delete(ownerRef(id));
  // Poster insight: the day's viewer keys go with the listing.
  tx.delete(listingRef(id).collection(PRIVATE).doc(VIEWS_DOC));
}

/**
 * One like per user, counted in a transaction: the like document (keyed by
 * uid) and the counter change together, so concurrent or repeated likes count
 * once; a new like also counts against the caller's like limits. The like
 * stores no e-mail: the owner may read who liked, not how to reach them.
 */
export async function likeListing(id: string, caller: Caller): Promise<LikeResult> {
  return runTransaction(
    async (tx) => {
      const [listingSnap, likeSnap, contactSnap] = await tx.getAll(
        listingRef(id),
        likeRef(id, caller.uid),
        contactRef(id),
      );
      const limiter = await rateLimiter(tx, caller);
      if (!listingSnap!.exists) throw notFound(LISTING_NOT_FOUND);
      if (listingSnap!.get('ownerId') === caller.uid) {
        throw forbidden("You can't like your own post!");
      }
      // Paused, let, expired or under-review listings take no likes (409).
      assertListingOpen(listingSnap!.data()!);
      const current = listingSnap!.get('likes');
      let likes = typeof current === 'number' ? current : 0;
      if (!likedThisListing(likeSnap!, listingSnap!)) {
        limiter.take('likes');
        likes += 1;
        tx.set(likeRef(id, caller.uid), {
          uid: caller.uid,
          createdAt: FieldValue.serverTimestamp(),
        });
        tx.update(listingRef(id), { likes });
      }
      // A "messages only" poster's like still counts, but reveals nothing.
      const reveals = mayReadContact(toListing(id, listingSnap!.data()!), {
        isOwner: false,
        verified: caller.emailVerified,
        likedThisListing: true,
      });
      if (!reveals) return { likes, liked: true };
      return {
        likes,
        liked: true,
        contactInfo: contactText(contactSnap!.data()) || NO_CONTACT_INFO,
      };
    },
    // A popular post is a hot document: allow more retries than the default 5
    // before giving up on contention.
    { maxAttempts: 10 },
  );
}

/**
 * Takes back the caller's like: the like document and the counter change
 * together, as in `likeListing`. Without the like nothing it revealed is shown
 * any more (contact details need it, here and in firestore.rules), and the
 * poster no longer sees the caller among the likers. Conversations already
 * started go on. Unliking what was never liked changes nothing.
 */
export async function unlikeListing(id: string, caller: Caller): Promise<UnlikeResult> {
  return runTransaction(
    async (tx) => {
      const [listingSnap, likeSnap] = await tx.getAll(listingRef(id), likeRef(id, caller.uid));
      const limiter = await rateLimiter(tx, caller);
      if (!listingSnap!.exists) throw notFound(LISTING_NOT_FOUND);
      const current = listingSnap!.get('likes');
      let likes = typeof current === 'number' ? current : 0;
      if (likeSnap!.exists) {
        // The like count others see changes: it counts like a like does.
        limiter.take('likes');
        tx.delete(likeRef(id, caller.uid));
        // A like left from an earlier listing at this id was never counted here.
        if (likedThisListing(likeSnap!, listingSnap!)) {
          likes = Math.max(0, likes - 1);
          tx.update(listingRef(id), { likes });
        }
      }
      return { likes, liked: false as const };
    },
    { maxAttempts: 10 },
  );
}

/**
 * Account deletion: the member's likes across every listing (one
 * collection-group query on `likes.uid`), each with its listing's count
 * lowered in the same transaction.
 */
async function removeLikesBy(uid: string): Promise<void> {
  for (;;) {
    const { docs } = await db()
      .collectionGroup(LIKES)
      .where('uid', '==', uid)
      .select()
      .limit(100)
      .get();
    if (docs.length === 0) return;
    await Promise.all(
      docs.map((like) =>
        runTransaction(async (tx) => {
          const post = like.ref.parent.parent!;
          const [listingSnap, likeSnap] = await tx.getAll(post, like.ref);
          if (!likeSnap!.exists) return;
          tx.delete(like.ref);
          if (listingSnap!.exists) {
            const current = listingSnap!.get('likes');
            tx.update(post, {
              likes: Math.max(0, (typeof current === 'number' ? current : 1) - 1),
            });
          }
        }),
      ),
    );
  }
}
