// The sweep's query as data, like GET /posts's shapes, so the index generator
// and the index-coverage test see it: active listings whose expiry has passed,
// oldest expiry first, in bounded batches.
import { POSTS } from '../posts/fields';
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';

/** `expiresAtSeconds` only matters to the real query (sweep.ts); indexes ignore values. */
export function sweepQueryShape(batchSize: number, expiresAtSeconds = 0): QueryShape {
  return {
    collection: POSTS,
    equality: [{ field: 'status', value: 'active' }],
    range: [{ field: 'expiresAt', op: '<=', value: expiresAtSeconds }],
    orderBy: [
      { field: 'expiresAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: batchSize,
  };
}
