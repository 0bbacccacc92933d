// Firestore access for listings. Everything returned is a plain object in the
// API's shape (ISO times, `_id`); nothing outside this file sees a snapshot.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import type { Caller } from '../middleware/auth';
import { encodeCursor } from './cursor';
import { newPostDocuments, storedFields, toPost, type Owner } from './document';
import {
  CONTACT_DOC,
  LIKES,
  NO_CONTACT_INFO,
  POSTS,
  PRIVATE,
  type Post,
  type PostFields,
} from './fields';
import { DOCUMENT_ID, type PositionValue, type QueryShape } from './query';

export const POST_NOT_FOUND = 'Post not found';

const postRef = (id: string) => db().collection(POSTS).doc(id);
const contactRef = (id: string) => postRef(id).collection(PRIVATE).doc(CONTACT_DOC);
const likeRef = (id: string, uid: string) => postRef(id).collection(LIKES).doc(uid);

/** What a list needs: `locationPrefixes` (up to hundreds of strings) stays on the server. */
const LIST_FIELDS = [
  'title',
  'location',
  'rentAmount',
  'roomType',
  'description',
  'lifestylePreferences',
  'availability',
  'userEmail',
  'userName',
  'userPhoto',
  'likes',
  'createdAt',
  'updatedAt',
];

const toFirestoreValue = (value: PositionValue) =>
  typeof value === 'number' ? value : new Timestamp(value.seconds, value.nanoseconds);

export function toFirestoreQuery(shape: QueryShape): Query {
  let query: Query = db().collection(shape.collection);
  for (const { field, value } of shape.equality) query = query.where(field, '==', value);
  if (shape.arrayContains) {
    query = query.where(shape.arrayContains.field, 'array-contains', shape.arrayContains.value);
  }
  for (const { field, op, value } of shape.range) query = query.where(field, op, value);
  for (const { field, direction } of shape.orderBy) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  if (shape.startAfter) {
    const { values, id } = shape.startAfter;
    query = query.startAfter(...values.map(toFirestoreValue), id);
  }
  return query.select(...LIST_FIELDS).limit(shape.limit);
}

/**
 * One page of a list: at most `shape.limit` reads, the last one only to learn
 * whether more exist. `reads` reports how many documents the query returned.
 */
export async function listPosts(
  shape: QueryShape,
): Promise<{ posts: Post[]; nextCursor?: string; reads: number }> {
  const { docs } = await toFirestoreQuery(shape).get();
  const pageSize = shape.limit - 1;
  const page = docs.slice(0, pageSize);
  const last = page[page.length - 1];
  const nextCursor =
    docs.length > pageSize && last ? encodeCursor(shape.orderBy, last.id, last.data()) : undefined;
  return { posts: page.map((doc) => toPost(doc.id, doc.data())), nextCursor, reads: docs.length };
}

/**
 * One post as `viewer` may see it. For a signed-in viewer the post, their like
 * and the contact details come in one round trip; the contact is only put in
 * the answer for the owner or a liker.
 */
export async function getPostFor(id: string, viewer?: Caller): Promise<Post> {
  if (!viewer) {
    const snap = await postRef(id).get();
    if (!snap.exists) throw notFound(POST_NOT_FOUND);
    return toPost(id, snap.data()!);
  }
  const [postSnap, likeSnap, contactSnap] = await db().getAll(
    postRef(id),
    likeRef(id, viewer.uid),
    contactRef(id),
  );
  if (!postSnap!.exists) throw notFound(POST_NOT_FOUND);
  const post = toPost(id, postSnap!.data()!);
  const liked = likeSnap!.exists;
  const mayContact = liked || post.userEmail === viewer.email;
  return {
    ...post,
    liked,
    ...(mayContact ? { contactInfo: contactText(contactSnap!.data()) } : {}),
  };
}

const contactText = (data: DocumentData | undefined) =>
  typeof data?.contactInfo === 'string' ? data.contactInfo : '';

/**
 * Creates the post and its contact document atomically. The times are server
 * timestamps; the emulator's commit time can differ from them by a
 * millisecond, so the answer reads back what was stored.
 */
export async function createPost(input: PostFields, owner: Owner): Promise<Post> {
  const ref = db().collection(POSTS).doc();
  const { post, contact } = newPostDocuments(input, owner, FieldValue.serverTimestamp());
  const batch = db().batch();
  batch.create(ref, post);
  batch.create(contactRef(ref.id), contact);
  await batch.commit();
  const stored = await ref.get();
  return { ...toPost(ref.id, stored.data()!), contactInfo: contact.contactInfo, liked: false };
}

async function ownedSnapshot(id: string, caller: Caller, notOwnerMessage: string) {
  const snap = await postRef(id).get();
  if (!snap.exists) throw notFound(POST_NOT_FOUND);
  if (snap.get('userEmail') !== caller.email) throw forbidden(notOwnerMessage);
  return snap;
}

const isGrpcNotFound = (err: unknown) => (err as { code?: unknown })?.code === 5;

/**
 * Owner-only update of some or all editable fields (and the contact details).
 * The owner can't change, so checking it before the write is safe; `update`
 * fails if the post was deleted in between, and the batch then writes nothing.
 */
export async function updatePost(
  id: string,
  caller: Caller,
  changes: Partial<PostFields>,
): Promise<Post> {
  await ownedSnapshot(id, caller, 'You are not authorized to edit this post');
  const { contactInfo, ...fields } = changes;
  const batch = db().batch();
  batch.update(postRef(id), { ...storedFields(fields), updatedAt: FieldValue.serverTimestamp() });
  if (contactInfo !== undefined) batch.set(contactRef(id), { contactInfo });
  try {
    await batch.commit();
  } catch (err) {
    if (isGrpcNotFound(err)) throw notFound(POST_NOT_FOUND);
    throw err;
  }
  const [postSnap, contactSnap] = await db().getAll(postRef(id), contactRef(id));
  return {
    ...toPost(id, postSnap!.data() ?? {}),
    contactInfo: contactText(contactSnap!.data()),
    liked: false,
  };
}

/** Owner-only: the post, its likes and its contact details. */
export async function deletePost(id: string, caller: Caller): Promise<void> {
  await ownedSnapshot(id, caller, 'You are not authorized to delete this post');
  await db().recursiveDelete(postRef(id));
}

/**
 * One like per user, counted in a transaction: the like document (keyed by uid)
 * and the counter change together, so concurrent or repeated likes count once.
 */
export async function likePost(
  id: string,
  caller: Caller,
): Promise<{ likes: number; liked: true; contactInfo: string }> {
  return db().runTransaction(
    async (tx) => {
      const [postSnap, likeSnap, contactSnap] = await tx.getAll(
        postRef(id),
        likeRef(id, caller.uid),
        contactRef(id),
      );
      if (!postSnap!.exists) throw notFound(POST_NOT_FOUND);
      if (postSnap!.get('userEmail') === caller.email) {
        throw forbidden("You can't like your own post!");
      }
      const current = postSnap!.get('likes');
      let likes = typeof current === 'number' ? current : 0;
      if (!likeSnap!.exists) {
        likes += 1;
        tx.create(likeRef(id, caller.uid), {
          email: caller.email,
          createdAt: FieldValue.serverTimestamp(),
        });
        tx.update(postRef(id), { likes });
      }
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
