// The outbox: one document per e-mail, `outbox/{key}`, whose id is the
// event's idempotency key. It is written only inside the transaction of the
// event that causes the e-mail, so a refused event queues nothing and a
// retried one finds its document already there: one event, one e-mail. The
// sender (deliver.ts) picks it up from the trigger on its creation, or from
// the scheduled job when it is due later or must be retried.
//
// The field names `toUids` and `template: { name, data }` are the ones the
// Trigger Email extension reads, so a deployment can point the extension at
// the same shape (see docs/email.md).
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { OUTBOX, type OutboxStatus } from './fields';
import { TEMPLATE_KIND, type MailRequest } from './templates/types';

export { OUTBOX, OUTBOX_FIELDS, OUTBOX_STATUSES, type OutboxStatus } from './fields';

export const outboxRef = (key: string): DocumentReference => {
  assertOutboxKey(key);
  return db().collection(OUTBOX).doc(key);
};

/**
 * A key must be usable as a Firestore document id as it is (never encoded, so
 * the same event always lands on the same document): not empty, at most 1,500
 * bytes, no `/`, not `.` or `..`, not `__…__`.
 */
export function isValidOutboxKey(key: string): boolean {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    Buffer.byteLength(key, 'utf8') <= 1500 &&
    !key.includes('/') &&
    key !== '.' &&
    key !== '..' &&
    !/^__.*__$/.test(key)
  );
}

function assertOutboxKey(key: string): void {
  if (!isValidOutboxKey(key)) throw new Error(`Not a valid outbox key: ${JSON.stringify(key)}`);
}

export type MailOutbox = {
  /**
   * Queues the e-mail unless its key's document already exists (or was queued
   * earlier in this transaction). The key must be one of those given to
   * `mailOutbox`: Firestore allows no read after the transaction's first write.
   */
  queue(request: MailRequest): void;
};

/**
 * Reads the outbox documents of every key the transaction may queue. Call it
 * with the transaction's other reads, before any write.
 */
export async function mailOutbox(tx: Transaction, keys: string[]): Promise<MailOutbox> {
  const unique = [...new Set(keys)];
  unique.forEach(assertOutboxKey);
  const snaps = unique.length ? await tx.getAll(...unique.map(outboxRef)) : [];
  // Keys that need no write: already in the outbox, or queued by this call.
  const taken = new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
  const readable = new Set(unique);
  return {
    queue(request) {
      assertOutboxKey(request.key);
      if (!readable.has(request.key)) {
        throw new Error(`Outbox key ${request.key} was not read by mailOutbox() first`);
      }
      if (taken.has(request.key)) return;
      taken.add(request.key);
      const now = Timestamp.now();
      tx.create(outboxRef(request.key), {
        toUids: [request.uid],
        template: { name: request.template, data: request.data },
        kind: TEMPLATE_KIND[request.template],
        idempotencyKey: request.key,
        status: 'pending' satisfies OutboxStatus,
        attempts: 0,
        sendAfter: request.sendAfter ? Timestamp.fromDate(request.sendAfter) : now,
        createdAt: now,
        updatedAt: now,
      });
    },
  };
}
