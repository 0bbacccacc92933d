// A moderator removed a member's listing: the owner gets an e-mail with the
// reason, queued in the removal's own transaction (moderation/repository.ts),
// so a refused removal queues nothing. One per listing: its id is the key.
// Cost: 1 read (the outbox document), 1 write.
import type { Transaction } from 'firebase-admin/firestore';
import { mailOutbox } from './outbox';

export const removalMailKey = (postId: string) => `removed_${postId}`;

/**
 * Queues the removal e-mail: a read then a write, so call it after the
 * transaction's other reads and before its other writes.
 */
export async function queueRemovalMail(
  tx: Transaction,
  removal: { ownerId: string; postId: string; title: string; reason: string },
): Promise<void> {
  const key = removalMailKey(removal.postId);
  const outbox = await mailOutbox(tx, [key]);
  outbox.queue({
    key,
    uid: removal.ownerId,
    template: 'listing-removed',
    data: { postId: removal.postId, title: removal.title, reason: removal.reason },
  });
}
