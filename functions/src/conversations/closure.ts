// Closing conversations for good. When a member deletes their account, their
// conversations stay for the other side, but with nothing that names or
// reaches them: "Deleted member", no photo, their shared contact details
// removed. When a moderator removes a listing, its threads close too. A closed
// conversation takes no new message (CONVERSATION_CLOSED), from either side.
// Bounded, paged work: a page of conversations per query, each closed in its
// own writes, so any number of conversations fits; running it again is harmless.
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';
import type { ConversationClosure } from '../contract/messages';
import { db } from '../lib/firebase';
import { deleteBlocksOf } from './blocks';
import { CONVERSATIONS, MESSAGES } from './fields';
import { DELETED_PERSON } from './person';
import { preview } from './preview';
import { runTransaction } from '../lib/transaction';

const PAGE = 100;

/** Calls `each` for every conversation `query` matches, a page at a time (by id, so closing doesn't skip any). */
async function forEachConversation(
  query: Query,
  each: (ref: DocumentReference) => Promise<void>,
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).select().limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const doc of docs) await each(doc.ref);
    if (docs.length < PAGE) return;
    after = docs[docs.length - 1]!.id;
  }
}

/** Marks one conversation closed unless it already is (the first reason stays). */
async function close(ref: DocumentReference, reason: ConversationClosure) {
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('closed')) return;
    tx.update(ref, { closed: reason, closedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * One conversation of a member deleting their account: closed first (so nothing
 * new arrives from here on), then their contact-details messages deleted, then
 * the inbox preview taken from what is left if it was theirs.
 */
async function leave(ref: DocumentReference, uid: string): Promise<void> {
  // A deleted member's account-deletion closure wins over a listing removal:
  // "Deleted member" is what the other side needs to know. Blocks end with the
  // account (their records go in deleteBlocksOf).
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    tx.update(ref, {
      [`people.${uid}`]: DELETED_PERSON,
      closed: 'account-deleted',
      closedAt: FieldValue.serverTimestamp(),
      blockedBy: [],
    });
  });
  const shared = ref
    .collection(MESSAGES)
    .where('senderId', '==', uid)
    .where('kind', '==', 'contact')
    .select()
    .limit(PAGE);
  for (;;) {
    const { docs } = await shared.get();
    if (docs.length === 0) break;
    const batch = db().batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
  }
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('lastMessage.senderId') !== uid) return;
    const newest = await tx.get(ref.collection(MESSAGES).orderBy('createdAt', 'desc').limit(1));
    const last = newest.docs[0];
    tx.update(ref, {
      lastMessage: last
        ? {
            text: preview(last.get('text') as string),
            senderId: last.get('senderId') as string,
            at: last.get('createdAt'),
          }
        : null,
    });
  });
}

/** Account deletion: every conversation of `uid` (seeker or poster) and their blocks. */
export async function leaveConversations(uid: string): Promise<void> {
  await forEachConversation(
    db().collection(CONVERSATIONS).where('participants', 'array-contains', uid),
    (ref) => leave(ref, uid),
  );
  await deleteBlocksOf(uid);
}

/** A moderator removed the listing: its threads close (the poster can't send into them either). */
export async function closeConversationsAbout(postId: string): Promise<void> {
  await forEachConversation(db().collection(CONVERSATIONS).where('postId', '==', postId), (ref) =>
    close(ref, 'listing-removed'),
  );
}
