// The sweep's query as data, like GET /posts's shapes, so the index generator
// and the index-coverage test see it: active listings (or "Room wanted" ads)
// whose expiry has passed, oldest expiry first, in bounded batches.
import { LISTINGS } from '../listings/paths';
import { WANTED_ADS } from '../wanted-ads/fields';
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';

/** What the sweep expires: listings, and "Room wanted" ads, which have the same lifecycle fields. */
export const SWEPT_COLLECTIONS = [LISTINGS, WANTED_ADS] as const;
export type SweptCollection = (typeof SWEPT_COLLECTIONS)[number];

/** `expiresAtSeconds` only matters to the real query (sweep.ts); indexes ignore values. */
export function sweepQueryShape(
  batchSize: number,
  expiresAtSeconds = 0,
  collection: SweptCollection = LISTINGS,
): QueryShape {
  return {
    collection,
    equality: [{ field: 'status', value: 'active' }],
    range: [{ field: 'expiresAt', op: '<=', value: expiresAtSeconds }],
    orderBy: [
      { field: 'expiresAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: batchSize,
  };
}
