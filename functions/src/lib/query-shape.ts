// A list's Firestore query as data (a "query shape"): filters, ordering and
// limit, with no Firestore in it. Every paged list builds one, so the index
// generator (scripts/gen-indexes.cjs) and the index-coverage test can check
// each against firestore.indexes.json, and the page cursors (cursor.ts) and
// the paging helper (paging.ts) speak the same ordering.

export const DOCUMENT_ID = '__name__';

/**
 * Document ids we accept in URLs and cursors: Firestore auto-ids and the
 * seeder's ids. Firestore reserves ids of the form `__…__`, so they are
 * refused here rather than failing inside Firestore.
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export type Direction = 'asc' | 'desc';
export type OrderBy = { field: string; direction: Direction };
/** A cursor position value: a number, or a timestamp as seconds + nanoseconds. */
export type PositionValue = number | { seconds: number; nanoseconds: number };
export type Position = { values: PositionValue[]; id: string };

export type QueryShape = {
  collection: string;
  /**
   * `COLLECTION_GROUP` queries every collection with this id (Liked Listings
   * reads every posts/{id}/likes), whose indexes are declared with that scope.
   * Absent means `COLLECTION`.
   */
  scope?: 'COLLECTION' | 'COLLECTION_GROUP';
  equality: { field: string; value: string }[];
  arrayContains?: { field: string; value: string };
  /**
   * `field in values` clauses (browse's lifestyle filter,
   * posts/lifestyle-index.ts). For indexes an `in` is an equality: the field
   * sits among the equality fields.
   */
  membership?: { field: string; values: string[] }[];
  range: { field: string; op: '>=' | '<='; value: number }[];
  /** Always ends with the document id, so ties never reorder between pages. */
  orderBy: OrderBy[];
  startAfter?: Position;
  /** One more than the page size: the extra document only says whether a next page exists. */
  limit: number;
};

/** A stable key for an ordering; cursors carry it so one made for another sort is refused. */
export const orderKey = (orderBy: OrderBy[]) =>
  orderBy.map((o) => `${o.field}:${o.direction}`).join(',');
