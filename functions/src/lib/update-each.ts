import type {
  DocumentData,
  Query,
  QueryDocumentSnapshot,
  UpdateData,
} from 'firebase-admin/firestore';
import { db } from './firebase';

/** Firestore's most writes in one batch. */
const BATCH_LIMIT = 500;

/**
 * Updates each document `query` finds for which `changes` answers fields
 * (the others stay as they are), in batches: for copies kept on many
 * documents (a member's photo on their listings), where one stale copy is
 * harmless and a retry of the whole writes the same.
 */
export async function updateEach(
  query: Query,
  changes: (doc: QueryDocumentSnapshot) => UpdateData<DocumentData> | undefined,
): Promise<void> {
  const { docs } = await query.get();
  const updates = docs.flatMap((doc) => {
    const fields = changes(doc);
    return fields ? [{ ref: doc.ref, fields }] : [];
  });
  for (let i = 0; i < updates.length; i += BATCH_LIMIT) {
    const batch = db().batch();
    for (const { ref, fields } of updates.slice(i, i + BATCH_LIMIT)) batch.update(ref, fields);
    await batch.commit();
  }
}
