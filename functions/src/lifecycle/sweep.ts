// The daily expiry sweep: active listings whose `expiresAt` has passed become
// `expired` (they leave home, browse and search, whose queries ask for
// `status == 'active'`). Details already say "expired" from the moment of
// expiry (ads/lifecycle.ts, effective status); the sweep only writes it down.
// Run by the scheduled function in index.ts, by `npm run sweep` and by tests,
// each with its own Firestore and clock.
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { WANTED_ADS } from '../wanted-ads/fields';
import { sweepQueryShape, type SweptCollection } from './query';

/** Documents read and written per round: bounded memory and write batches. */
export const SWEEP_BATCH_SIZE = 200;

export type SweepResult = { expired: number; rounds: number };

/**
 * Marks every active listing with `expiresAt <= now` as expired, in rounds of
 * at most `batchSize` documents. Each write is conditional on the document not
 * having changed since it was read (`lastUpdateTime`), so an owner who renews
 * or pauses in between wins; a listing skipped that way is looked at again by
 * the next sweep.
 */
export async function sweepExpiredListings({
  db,
  now = new Date(),
  batchSize = SWEEP_BATCH_SIZE,
  collection,
}: {
  db: Firestore;
  now?: Date;
  batchSize?: number;
  /** Listings unless told (the "Room wanted" ads' sweep below). */
  collection?: SweptCollection;
}): Promise<SweepResult> {
  const shape = sweepQueryShape(batchSize, 0, collection);
  const at = Timestamp.fromDate(now);
  let expired = 0;
  let rounds = 0;
  for (;;) {
    rounds++;
    let query = db.collection(shape.collection).select();
    for (const { field, value } of shape.equality) query = query.where(field, '==', value);
    query = query
      .where('expiresAt', '<=', at)
      .orderBy('expiresAt', 'asc')
      .orderBy(FieldPath.documentId(), 'asc')
      .limit(shape.limit);
    const { docs } = await query.get();
    const results = await Promise.allSettled(
      docs.map((doc) =>
        doc.ref.update(
          { status: 'expired', statusChangedAt: at },
          { lastUpdateTime: doc.updateTime },
        ),
      ),
    );
    const written = results.filter((r) => r.status === 'fulfilled').length;
    expired += written;
    // A short batch was the last one; a batch where nothing could be written
    // (all changed under us) would come back unchanged, so stop there too.
    if (docs.length < batchSize || written === 0) return { expired, rounds };
  }
}

/**
 * The same for "Room wanted" ads: an active ad past its expiry becomes
 * expired. The public list already leaves it out from that moment (its
 * query asks for `search.expires` after now, wanted-ads/query.ts) and its
 * page says expired (effective status); this writes it down, so the stored
 * status, which the rules' list check and the owner's slot read, agrees.
 */
export function sweepExpiredWantedAds(options: {
  db: Firestore;
  now?: Date;
  batchSize?: number;
}): Promise<SweepResult> {
  return sweepExpiredListings({ ...options, collection: WANTED_ADS });
}
