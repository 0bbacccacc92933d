// A query shape (query-shape.ts: a query as data) as the Firestore query it
// describes: its filters and its order, without the page's limit and cursor.
// Every list of ads, its count and the match candidates run through it, so a
// shape's meaning is read in one place (and the index-coverage test's reading
// of the shape is the one queries run).
import type { Firestore, Query } from 'firebase-admin/firestore';
import { db } from './firebase';
import { orderedBy } from './paging';
import type { QueryShape } from './query-shape';

type Filters = Pick<
  QueryShape,
  'collection' | 'equality' | 'arrayContains' | 'membership' | 'range' | 'orderBy'
>;

type Options = {
  firestore?: Firestore;
  /** Ask `array-contains-any` of these values instead of the shape's `array-contains` (match candidates: up to 30 places at once). */
  anyOf?: string[];
};

export function filteredQuery(shape: Filters, { firestore = db(), anyOf }: Options = {}): Query {
  let query: Query = firestore.collection(shape.collection);
  for (const { field, value } of shape.equality) query = query.where(field, '==', value);
  if (shape.arrayContains) {
    const { field, value } = shape.arrayContains;
    query = anyOf
      ? query.where(field, 'array-contains-any', anyOf)
      : query.where(field, 'array-contains', value);
  }
  // Lifestyle filters: at most two `in` clauses (≤ 2 × 8 disjunctions).
  for (const { field, values } of shape.membership ?? []) query = query.where(field, 'in', values);
  // Range filters (up to ten fields), each also in the ordering.
  for (const { field, op, value } of shape.range) query = query.where(field, op, value);
  return orderedBy(query, shape.orderBy);
}
