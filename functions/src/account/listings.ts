// The account-deletion cascade's part in listings: every listing the member
// owns, and every like they gave. Only account deletion needs these sweeps
// across all listings; the listing's own storage (its documents, its
// moderation leftovers) is still removed through posts/repository.ts.
import { db } from '../lib/firebase';
import { LIKES, POSTS } from '../posts/paths';
import { clearModerationOf, removePostDocuments } from '../posts/repository';
import { runTransaction } from '../lib/transaction';

/** Every listing the user owns, with everything under it, 100 at a time. */
export async function deletePostsOwnedBy(uid: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { docs } = await db()
      .collection(POSTS)
      .where('ownerId', '==', uid)
      .select()
      .limit(100)
      .get();
    if (docs.length === 0) return deleted;
    for (const doc of docs) {
      // The account is being deleted by its verified owner: no per-post owner re-check.
      await runTransaction(async (tx) => removePostDocuments(tx, doc.id));
      await db().recursiveDelete(doc.ref);
      // The queue entry (the reports went with doc.ref).
      await clearModerationOf(doc.id);
      deleted++;
    }
  }
}

/**
 * The user's likes across every listing (one collection-group
 * query on `likes.uid`), each with its listing's count lowered in the same transaction.
 */
export async function removeLikesBy(uid: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const { docs } = await db()
      .collectionGroup(LIKES)
      .where('uid', '==', uid)
      .select()
      .limit(100)
      .get();
    if (docs.length === 0) return removed;
    await Promise.all(
      docs.map((like) =>
        runTransaction(async (tx) => {
          const post = like.ref.parent.parent!;
          const [postSnap, likeSnap] = await tx.getAll(post, like.ref);
          if (!likeSnap!.exists) return;
          tx.delete(like.ref);
          if (postSnap!.exists) {
            const current = postSnap!.get('likes');
            tx.update(post, {
              likes: Math.max(0, (typeof current === 'number' ? current : 1) - 1),
            });
          }
        }),
      ),
    );
    removed += docs.length;
  }
}
