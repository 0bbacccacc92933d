// One way to page a list, for every paged list of the API: GET /posts (and
// "My listings"), /posts/liked, /posts/:id/likes, /conversations,
// /users/me/notifications and /moderation/reports.
//
// - In: `?limit=&cursor=` (pageQuery). The router decodes the cursor into a
//   position before anything else, so a bad cursor is a 400 whoever asks.
// - Read: readPage reads at most limit + 1 documents of a query ordered down
//   to the document id: the extra document only says whether a next page
//   exists, so a page costs limit + 1 reads however long the list is.
// - Out: the page and an opaque cursor that continues after its last
//   document (none on the last page).
//
// The answer: new lists send the page as the JSON array and the next cursor
// in the `X-Next-Cursor` header (sendPage), as five of the six lists do; the
// body stays the list itself and the CORS setup exposes the header (app.ts).
// GET /users/me/notifications is the one legacy exception, with a body
// `{ notifications, nextCursor }` (nextCursor null on the last page) that
// the web app reads: its shape is part of the API and stays. docs/paging.md
// has the rule and the reasons.
import type { Response } from 'express';
import {
  FieldPath,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { PAGE_SIZE } from '../contract/listing';
import { encodeCursor } from './cursor';
import { DOCUMENT_ID, type OrderBy, type Position, type PositionValue } from './query-shape';

/**
 * `?limit=&cursor=` of a list that takes no filters, for these page sizes
 * (`limit` defaults to `size.default`, the contract's PAGE_SIZE unless a
 * list keeps a smaller maximum). Unknown parameters are refused.
 */
export function pageQuery(size: { default: number; max: number } = PAGE_SIZE) {
  const message = `limit must be an integer from 1 to ${size.max}`;
  return z.strictObject(
    {
      limit: z
        .string({ error: message })
        .regex(/^\d+$/, message)
        .transform(Number)
        .pipe(z.number().min(1, message).max(size.max, message))
        .optional()
        .default(size.default),
      cursor: z.string({ error: 'Invalid cursor' }).max(2000, 'Invalid cursor').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown query parameter(s): ${issue.keys.join(', ')}`
          : undefined,
    },
  );
}

/** `?limit=&cursor=` with the contract's PAGE_SIZE. */
export const pageQuerySchema = pageQuery();

/** One page as read: at most `limit` documents, the cursor after the last, and the documents read. */
export type PageRead = {
  page: QueryDocumentSnapshot[];
  /** Absent on the last page. */
  nextCursor?: string;
  /** Documents the query returned (at most limit + 1), for Server-Timing and the read-count tests. */
  reads: number;
};

/**
 * Reads one page of `query`, which must be ordered down to a unique key (the
 * document id or path last), so no two documents tie and a page never skips
 * or repeats one. `startAfter` is the decoded cursor's position as Firestore
 * values, in the query's order; `cursorOf` makes the cursor that continues
 * after a document (undefined when the document lacks an order field: then
 * the list simply ends there).
 */
export async function readPage(
  query: Query,
  limit: number,
  {
    startAfter,
    cursorOf,
  }: {
    startAfter?: unknown[];
    cursorOf: (last: QueryDocumentSnapshot) => string | undefined;
  },
): Promise<PageRead> {
  const positioned = startAfter ? query.startAfter(...startAfter) : query;
  const { docs } = await positioned.limit(limit + 1).get();
  const page = docs.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = docs.length > limit && last ? cursorOf(last) : undefined;
  return { page, nextCursor, reads: docs.length };
}

/** A cursor position's values as Firestore takes them (timestamps as Timestamps). */
export const firestoreValues = (values: PositionValue[]): unknown[] =>
  values.map((value) =>
    typeof value === 'number' || typeof value === 'string'
      ? value
      : new Timestamp(value.seconds, value.nanoseconds),
  );

/** `base` ordered by a query shape's `orderBy` (whose last field is the document id). */
export function orderedBy(base: Query, order: OrderBy[]): Query {
  let query = base;
  for (const { field, direction } of order) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  return query;
}

/**
 * The common case: `base` (filters only) ordered by `order`, resumed after
 * a position decoded from the list's own cursors (lib/cursor.ts), which the
 * next cursor continues.
 */
export function readOrderedPage(
  base: Query,
  order: OrderBy[],
  limit: number,
  after?: Position,
): Promise<PageRead> {
  return readPage(orderedBy(base, order), limit, {
    startAfter: after && [...firestoreValues(after.values), after.id],
    cursorOf: (last) => encodeCursor(order, last.id, last.data()),
  });
}

/** The answer of a paged list, the rule for new lists: the page as the body, the next cursor in `X-Next-Cursor`. */
export function sendPage(res: Response, items: unknown[], nextCursor: string | undefined): void {
  if (nextCursor) res.set('X-Next-Cursor', nextCursor);
  res.json(items);
}
