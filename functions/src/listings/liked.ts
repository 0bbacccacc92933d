// GET /posts/liked: the listings the caller liked, newest like
// first, paged like GET /posts. A page costs one collection-group query over
// posts/*/likes (`uid == me`, at most limit + 1 like documents, the extra one
// only says whether a next page exists) and then ONE batched getAll of those
// listings and, for a verified caller, their contact documents. Nothing is
// read per listing in a loop, and no owner record or e-mail is ever loaded.
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { Caller } from '../middleware/auth';
import { encodeCursor } from '../lib/cursor';
import { firestoreValues, orderedBy, readPage } from '../lib/paging';
import type { Position } from '../lib/query-shape';
import { toListing } from './document';
import { type Listing } from './fields';
import { CONTACT_DOC, LIKES, LISTINGS, PRIVATE } from './paths';
import { LIKED_ORDER, likedQueryShape } from './liked-query';
import { contactText, likedThisListing, LIST_FIELDS } from './repository';
import { mayReadContact } from '../contract/contact-visibility';

/** The like's document path: a collection-group cursor continues after a full path, not an id. */
const likePath = (postId: string, uid: string) => `${LISTINGS}/${postId}/${LIKES}/${uid}`;

/**
 * One page of the caller's liked listings, each with `liked: true`, and
 * `contactInfo` exactly where GET /posts/:id would give it to this liker: a
 * verified caller, a poster who reveals on like. Skipped: a listing that was
 * deleted, and a like left over from an earlier listing at the same id.
 * Listings that are no longer active stay, with their status (the caller's
 * router applies the moderation view, as it does for GET /posts/:id).
 * `reads` counts the like documents the query returned (at most limit + 1).
 */
export async function listLiked(
  caller: Caller,
  limit: number,
  after?: Position,
): Promise<{ posts: Listing[]; nextCursor?: string; reads: number }> {
  const shape = likedQueryShape(caller.uid, limit);
  let likes: Query = db().collectionGroup(shape.collection);
  for (const { field, value } of shape.equality) likes = likes.where(field, '==', value);
  const read = await readPage(
    // Only the order field is needed from a like (its path names the listing).
    orderedBy(likes, shape.orderBy).select('createdAt'),
    limit,
    {
      // The cursor carries the listing's id (lib/cursor.ts checks it like a
      // document id); the caller's own uid completes the path, so a cursor can
      // only ever position inside the caller's own likes.
      startAfter: after && [...firestoreValues(after.values), likePath(after.id, caller.uid)],
      cursorOf: (last) => encodeCursor(LIKED_ORDER, last.ref.parent.parent!.id, last.data()),
    },
  );
  const { nextCursor, reads } = read;
  // Only likes under posts/{id} (the only `likes` collections there are).
  const page = read.page.filter(
    (like) => like.ref.parent.parent?.parent.id === LISTINGS && like.id === caller.uid,
  );
  if (page.length === 0) return { posts: [], nextCursor, reads };

  // Contact details go only to a verified liker, so only they cost a read.
  // Whether the poster reveals on like is on the listing itself, read in this
  // same round trip; a messages-only listing's contact is read but never sent.
  const withContact = caller.emailVerified;
  const refs = page.flatMap((like) => {
    const post = like.ref.parent.parent!;
    return withContact ? [post, post.collection(PRIVATE).doc(CONTACT_DOC)] : [post];
  });
  const snaps = await db().getAll(...refs, { fieldMask: [...LIST_FIELDS, 'contactInfo'] });
  const stride = withContact ? 2 : 1;

  const posts: Listing[] = [];
  page.forEach((like, i) => {
    const listingSnap = snaps[i * stride]!;
    const contactSnap: DocumentSnapshot | undefined = withContact
      ? snaps[i * stride + 1]
      : undefined;
    if (!listingSnap.exists || !likedThisListing(like, listingSnap)) return;
    const isOwner = listingSnap.get('ownerId') === caller.uid;
    const post = toListing(listingSnap.id, listingSnap.data()!, isOwner);
    // Never the owner's path here: one can't like one's own listing.
    const reveal =
      contactSnap &&
      mayReadContact(post, {
        isOwner: false,
        verified: caller.emailVerified,
        likedThisListing: true,
      });
    posts.push({
      ...post,
      liked: true,
      ...(reveal ? { contactInfo: contactText(contactSnap.data()) } : {}),
    });
  });
  return { posts, nextCursor, reads };
}
