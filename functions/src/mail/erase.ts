// Account deletion: the member's e-mail records go with them. Outbox documents
// keep the address an e-mail went to and what it said (titles, message
// previews), so they are personal data once the member is gone; the digest
// waiting for tomorrow holds listing titles. An e-mail still queued for them
// is deleted before it is sent (the sender would skip it anyway: no account).
import { db } from '../lib/firebase';
import { MAIL_DIGESTS } from './digest';
import { OUTBOX, OUTBOX_FIELDS } from './fields';
import { MESSAGE_MAIL_COUNTS } from './message-mail';

/** Outbox documents deleted per batch (well under Firestore's 500 writes). */
const BATCH = 400;

/** Deletes the member's digest, their message e-mail counts and every outbox document addressed to them. */
export async function deleteMailOf(uid: string): Promise<number> {
  await db().collection(MAIL_DIGESTS).doc(uid).delete();
  // Who wrote to them this hour (uids): nothing to keep once they are gone.
  await db().collection(MESSAGE_MAIL_COUNTS).doc(uid).delete();
  let deleted = 0;
  for (;;) {
    // `toUids` array-contains: served by Firestore's automatic single-field index.
    const { docs } = await db()
      .collection(OUTBOX)
      .where(OUTBOX_FIELDS.toUids, 'array-contains', uid)
      .select()
      .limit(BATCH)
      .get();
    if (docs.length === 0) return deleted;
    const batch = db().batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += docs.length;
  }
}
