// GET /posts/:id/likes: who liked a listing, for its owner only, newest like
// first, paged like GET /posts. A page reads at most limit + 1 like documents
// (posts/{id}/likes/{uid}: { uid, createdAt }) plus one batched read of those
// users' profiles, restricted to the public name and photo by a field mask, so
// no e-mail or phone number is even loaded.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { readOrderedPage } from '../lib/paging';
import { LIKERS_OWNER_ONLY, UNNAMED_MEMBER, type Liker } from '../contract/likers';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { shownPhotoUrl } from '../lib/safe-photo-url';
import type { Caller } from '../middleware/auth';
import { USERS } from '../users/repository';
import { LIKES, OWNER_DOC, LISTINGS, PRIVATE } from './paths';
import { DOCUMENT_ID, type OrderBy, type Position, type QueryShape } from '../lib/query-shape';
import { owns, LISTING_NOT_FOUND } from './repository';

/** The likers query as data (for the index-coverage test): newest like first, id tie-break. */
export function likersQueryShape(limit: number): QueryShape {
  return {
    collection: LIKES,
    equality: [],
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: limit + 1,
  };
}

export const LIKERS_ORDER: OrderBy[] = likersQueryShape(0).orderBy;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toLiker(like: DocumentSnapshot, profile: DocumentSnapshot | undefined): Liker {
  const likedAt = like.get('createdAt') as unknown;
  return {
    uid: like.id,
    name: text(profile?.get('displayName')).trim() || UNNAMED_MEMBER,
    photo: shownPhotoUrl(text(profile?.get('photoURL'))),
    likedAt: likedAt instanceof Timestamp ? likedAt.toDate().toISOString() : null,
  };
}

/**
 * One page of a listing's likers. 404 when the listing doesn't exist, 403 for
 * anyone but its owner (the owner check of docs/security-model.md).
 */
export async function listLikers(
  postId: string,
  caller: Caller,
  limit: number,
  after?: Position,
): Promise<{ likers: Liker[]; nextCursor?: string; reads: number }> {
  const post = db().collection(LISTINGS).doc(postId);
  const [listingSnap, ownerSnap] = await db().getAll(post, post.collection(PRIVATE).doc(OWNER_DOC));
  if (!listingSnap!.exists) throw notFound(LISTING_NOT_FOUND);
  if (!owns(listingSnap!, ownerSnap!, caller)) throw forbidden(LIKERS_OWNER_ONLY);

  const { page, nextCursor, reads } = await readOrderedPage(
    post.collection(LIKES),
    LIKERS_ORDER,
    limit,
    after,
  );
  const profiles = page.length
    ? await db().getAll(...page.map((like) => db().collection(USERS).doc(like.id)), {
        fieldMask: ['displayName', 'photoURL'],
      })
    : [];
  return {
    likers: page.map((like, i) => toLiker(like, profiles[i])),
    nextCursor,
    reads,
  };
}
