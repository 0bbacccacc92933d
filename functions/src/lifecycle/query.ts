// The sweep's query as data, like GET /posts's shapes, so the index generator
// and the index-coverage test see it: active listings whose expiry has passed,
// oldest expiry first, in bounded batches.
import { POSTS } from '../posts/fields';
import { DOCUMENT_ID, type QueryShape } from '../posts/query';

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

/** At most this many expiring listings are counted for the navbar notice ("5+"). */
export const EXPIRING_LIMIT = 5;

/**
 * The owner's active listings expiring between now and the reminder horizon
 * (GET /posts/expiring-soon, the navbar notice): at most `limit` reads.
 */
export function expiringQueryShape(
  ownerId: string,
  limit = EXPIRING_LIMIT,
  fromSeconds = 0,
  toSeconds = 0,
): QueryShape {
  return {
    collection: POSTS,
    equality: [
      { field: 'ownerId', value: ownerId },
      { field: 'status', value: 'active' },
    ],
    range: [
      { field: 'expiresAt', op: '>=', value: fromSeconds },
      { field: 'expiresAt', op: '<=', value: toSeconds },
    ],
    orderBy: [
      { field: 'expiresAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit,
  };
}
