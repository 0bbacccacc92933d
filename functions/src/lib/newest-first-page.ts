// One page of a "newest first" list (the inbox, a listing's likers, the
// alerts): ordered by one timestamp field descending, then by document id,
// resumed after a cursor's position, reading at most limit + 1 documents (the
// extra one only says whether another page exists).
import {
  FieldPath,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { encodeCursor } from '../posts/cursor';
import { DOCUMENT_ID, type OrderBy, type Position } from '../posts/query';

export async function newestFirstPage(
  base: Query,
  /** The list's query-shape order: one timestamp field descending, then the document id. */
  order: OrderBy[],
  limit: number,
  after?: Position,
): Promise<{ page: QueryDocumentSnapshot[]; nextCursor?: string; reads: number }> {
  const time = order.find((o) => o.field !== DOCUMENT_ID)!;
  let query = base.orderBy(time.field, 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (after) {
    const [value] = after.values as { seconds: number; nanoseconds: number }[];
    query = query.startAfter(new Timestamp(value!.seconds, value!.nanoseconds), after.id);
  }
  const { docs } = await query.limit(limit + 1).get();
  const page = docs.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    docs.length > limit && last ? encodeCursor(order, last.id, last.data()) : undefined;
  return { page, nextCursor, reads: docs.length };
}
