// A moderator's removal reaches the owner through the bell too (next to the
// notice on My Listings): an unread `listing-removed` alert with the title
// and the reason, written in the removal's own transaction so a refused
// removal leaves none. Its id follows from the listing's, so a retried
// removal can't make a second one.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { NOTIFICATIONS } from '../saved-searches/stored';

export const removalNotificationId = (postId: string) => `removed_${postId}`;

export function addRemovalNotification(
  tx: Transaction,
  removal: { ownerId: string; postId: string; title: string; reason: string },
): void {
  tx.set(db().collection(NOTIFICATIONS).doc(removalNotificationId(removal.postId)), {
    ownerId: removal.ownerId,
    kind: 'listing-removed',
    postId: removal.postId,
    title: removal.title,
    reason: removal.reason,
    read: false,
    createdAt: Timestamp.now(),
  });
}
