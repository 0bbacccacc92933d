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
/** `text`: the field holds text, which a cursor then carries (any other is a number or a time). */
export type OrderBy = { field: string; direction: Direction; text?: true };
/** A cursor position value: a number, a string, or a timestamp as seconds + nanoseconds. */
export type PositionValue = number | string | { seconds: number; nanoseconds: number };
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
   * listings/lifestyle-index.ts). For indexes an `in` is an equality: the field
   * sits among the equality fields.
   */
  membership?: { field: string; values: string[] }[];
  /**
   * Range filters, on up to 10 fields (Firestore's limit for range and
   * inequality filters on multiple fields); each field must be ordered too.
   */
  range: { field: string; op: '>=' | '<='; value: number | string }[];
  /** Always ends with the document id, so ties never reorder between pages. */
  orderBy: OrderBy[];
  startAfter?: Position;
  /** One more than the page size: the extra document only says whether a next page exists. */
  limit: number;
};

/** A stable key for an ordering; cursors carry it so one made for another sort is refused. */
export const orderKey = (orderBy: OrderBy[]) =>
  orderBy.map((o) => `${o.field}:${o.direction}`).join(',');

/** Firestore's order of two values of one field: numbers, text (by UTF-8 bytes), timestamps. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  }
  const time = (value: unknown): [number, number] | undefined => {
    if (value instanceof Date)
      return [Math.floor(value.getTime() / 1000), (value.getTime() % 1000) * 1e6];
    const t = value as { seconds?: unknown; nanoseconds?: unknown } | null;
    return typeof t?.seconds === 'number' && typeof t.nanoseconds === 'number'
      ? [t.seconds, t.nanoseconds]
      : undefined;
  };
  const [ta, tb] = [time(a), time(b)];
  if (ta && tb) return ta[0] - tb[0] || ta[1] - tb[1];
  throw new Error(`Values of different kinds can't be compared: ${String(a)}, ${String(b)}`);
}

/**
 * The order an `orderBy` gives, for lists computed outside Firestore (the
 * tests' brute-force filters): each field in turn with its direction, the
 * document id last. `valueOf` reads a field's value of an item (paths like
 * `search.rent` included).
 */
export function compareByOrder<T>(
  orderBy: OrderBy[],
  valueOf: (item: T, field: string) => unknown,
  idOf: (item: T) => string,
): (a: T, b: T) => number {
  return (a, b) => {
    for (const { field, direction } of orderBy) {
      const diff =
        field === DOCUMENT_ID
          ? compareValues(idOf(a), idOf(b))
          : compareValues(valueOf(a, field), valueOf(b, field));
      if (diff !== 0) return direction === 'asc' ? diff : -diff;
    }
    return 0;
  };
}
