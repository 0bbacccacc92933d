// The navbar's "expiring soon" query as data (GET /posts/expiring-soon), like
// GET /posts's shapes, so the index generator and the index-coverage test see
// it: the owner's active listings expiring next. Pure, so scripts load it
// without Firebase.
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';
import { LISTINGS } from './paths';

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
    collection: LISTINGS,
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
