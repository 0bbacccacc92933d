// The daily sweep's part in photos: an upload never attached to an ad (or
// taken off the last one) for a day is deleted with its variants. Run with the
// expiry sweep (index.ts, `npm run sweep`), each caller with its own Firestore
// and clock.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transaction';
import { deletePhotoIn } from './repository';
import { PHOTOS } from './paths';

/** How long an upload may wait for its ad: the form's whole session, and a night's pause. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Deletes every photo unattached since before `now` minus a day. Each one is
 * checked again in the transaction that deletes it, so a photo attached in
 * between stays.
 */
export async function sweepOrphanPhotos({
  db,
  now = new Date(),
}: {
  db: Firestore;
  now?: Date;
}): Promise<{ deleted: number }> {
  const cutoff = Timestamp.fromMillis(now.getTime() - ORPHAN_AFTER_MS);
  let deleted = 0;
  for (;;) {
    // `orphanSince` exists only on unattached photos: a single-field range,
    // which reads nothing of the attached ones.
    const { docs } = await db
      .collection(PHOTOS)
      .where('orphanSince', '<', cutoff)
      .orderBy('orphanSince')
      .select()
      .limit(BATCH)
      .get();
    let round = 0;
    for (const doc of docs) {
      const gone = await runTransaction(
        async (tx) => {
          const snap = await tx.get(doc.ref);
          const since = snap.get('orphanSince') as Timestamp | undefined;
          if (!snap.exists || !since || since.toMillis() >= cutoff.toMillis()) return false;
          deletePhotoIn(tx, doc.ref, snap.data());
          return true;
        },
        { store: db },
      );
      if (gone) round++;
    }
    deleted += round;
    if (docs.length < BATCH || round === 0) return { deleted };
  }
}
