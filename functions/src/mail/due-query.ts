// The scheduled sender's query as data, like the lists' shapes, so the index
// generator and the index-coverage test see it: outbox documents that may be
// sent now (pending, due for a retry, or a claim whose lease ran out), the
// longest-waiting first, in pages of `batchSize` read as batchSize + 1.
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';
import { OUTBOX, type OutboxStatus } from './fields';

/**
 * The statuses a run may take over. `sending` is a claim: its `sendAfter` is
 * the lease's end, so it is due only once the run that claimed it has
 * stopped without recording an outcome (see deliver.ts).
 */
export const DUE_STATUSES = ['pending', 'retry', 'sending'] as const satisfies OutboxStatus[];

/** `sendAfterSeconds` only matters to the real query (deliver.ts); indexes ignore values. */
export function dueMailQueryShape(batchSize: number, sendAfterSeconds = 0): QueryShape {
  return {
    collection: OUTBOX,
    equality: [],
    membership: [{ field: 'status', values: [...DUE_STATUSES] }],
    range: [{ field: 'sendAfter', op: '<=', value: sendAfterSeconds }],
    orderBy: [
      { field: 'sendAfter', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: batchSize + 1,
  };
}
