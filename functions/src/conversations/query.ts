// The inbox query as data, like GET /posts's shapes, so the index generator and
// the index-coverage test see it: the caller's conversations, newest activity first.
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';
import { CONVERSATIONS } from './fields';

export function inboxQueryShape(uid: string, limit: number): QueryShape {
  return {
    collection: CONVERSATIONS,
    equality: [],
    arrayContains: { field: 'participants', value: uid },
    range: [],
    orderBy: [
      { field: 'updatedAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: limit + 1,
  };
}
