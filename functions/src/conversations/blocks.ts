// Blocks between two people, whatever listing they met over:
// blocks/{blockerUid}_{blockedUid}, one document per pair and direction,
// written in the same transaction as the conversations' `blockedBy` (which
// only shows the block in each thread between the two). While either record
// stands, no conversation between the two can start or go on. Clients can
// neither read nor write them (firestore.rules allow nothing here), so the
// blocked member learns no more than the `blocked` flag of their threads.
import {
  FieldValue,
  type DocumentReference,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { forbidden } from '../lib/http-error';
import { BLOCKED, CONVERSATIONS } from './fields';

export const BLOCKS = 'blocks';

/** Conversations between two people read per direction when a block changes (one per listing). */
const BETWEEN_LIMIT = 200;

export const blockRef = (blockerUid: string, blockedUid: string) =>
  db().collection(BLOCKS).doc(`${blockerUid}_${blockedUid}`);

/**
 * 403 BLOCKED when either has blocked the other. Reads inside `tx`, so call it
 * with the transaction's other reads, before any write; a block made meanwhile
 * makes the transaction retry and refuse.
 */
export async function assertNoBlockBetween(tx: Transaction, a: string, b: string): Promise<void> {
  const [ab, ba] = await tx.getAll(blockRef(a, b), blockRef(b, a));
  if (ab!.exists || ba!.exists) throw forbidden(BLOCKED);
}

/** Every conversation between the two, whichever of them posted the listing (reads in `tx`). */
async function conversationsBetween(
  tx: Transaction,
  a: string,
  b: string,
): Promise<DocumentReference[]> {
  const between = (ownerId: string, seekerId: string) =>
    tx.get(
      db()
        .collection(CONVERSATIONS)
        .where('ownerId', '==', ownerId)
        .where('seekerId', '==', seekerId)
        .select()
        .limit(BETWEEN_LIMIT),
    );
  const [one, other] = await Promise.all([between(a, b), between(b, a)]);
  return [...one.docs, ...other.docs].map((d) => d.ref);
}

/**
 * `blockerUid` blocks (or unblocks) `blockedUid`, inside `tx` after its other
 * reads: the record, and the blocker in `blockedBy` of every thread between
 * them (`thread` too, should a query miss it), so each thread shows the block.
 */
export async function setBlockInTransaction(
  tx: Transaction,
  thread: DocumentReference,
  blockerUid: string,
  blockedUid: string,
  blocked: boolean,
): Promise<void> {
  const refs = await conversationsBetween(tx, blockerUid, blockedUid);
  const unique = new Map([thread, ...refs].map((ref) => [ref.path, ref]));
  if (blocked) {
    tx.set(blockRef(blockerUid, blockedUid), {
      blockerUid,
      blockedUid,
      createdAt: FieldValue.serverTimestamp(),
    });
  } else {
    tx.delete(blockRef(blockerUid, blockedUid));
  }
  const change = blocked ? FieldValue.arrayUnion(blockerUid) : FieldValue.arrayRemove(blockerUid);
  for (const ref of unique.values()) tx.update(ref, { blockedBy: change });
}

/** Deletes every record matching `query`, a page at a time. */
async function deleteAll(query: Query): Promise<void> {
  for (;;) {
    const { docs } = await query.select().limit(BETWEEN_LIMIT).get();
    if (docs.length === 0) return;
    const batch = db().batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * Account deletion: the member's blocks go, and so do others' blocks of them
 * (a record naming a deleted account would point to nobody but them).
 */
export async function deleteBlocksOf(uid: string): Promise<void> {
  await deleteAll(db().collection(BLOCKS).where('blockerUid', '==', uid));
  await deleteAll(db().collection(BLOCKS).where('blockedUid', '==', uid));
}
