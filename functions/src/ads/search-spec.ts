// A kind of ad's search, declared once as data: which stored fields its lists
// filter (equalities, one array-contains, `in`s, ranges) and sort by. From one
// declaration come both the Firestore query (a query shape, lib/query-shape.ts,
// which the index generator and the index-coverage test read) and the
// in-memory predicate the alerts run on one stored document, so what a list
// finds and what an alert announces can't drift apart. Pure.
import {
  compareValues,
  DOCUMENT_ID,
  type Direction,
  type OrderBy,
  type QueryShape,
} from '../lib/query-shape';

export type Bound = { op: '>=' | '<='; value: number | string };
export const atLeast = (value: number | string): Bound[] => [{ op: '>=', value }];
export const atMost = (value: number | string): Bound[] => [{ op: '<=', value }];
export const between = (low: number | string, high: number | string): Bound[] => [
  ...atLeast(low),
  ...atMost(high),
];
/** One value, or any when none is chosen (every stored string is at least ''). */
export const exactly = (value: string | undefined): Bound[] =>
  value !== undefined ? between(value, value) : atLeast('');
/** A list's query without paging: what a count runs (a count reads no documents). */
export type CountShape = Omit<QueryShape, 'limit' | 'startAfter'>;
type Equality = QueryShape['equality'];
type Membership = { field: string; values: string[] }[];

export type SearchSpec<F, S extends string> = {
  collection: string;
  /** Which list: the equalities that pick it (the public one's status, an owner's uid). */
  scope: (filters: F) => Equality;
  /** The query's one array-contains: a stored array that must hold the filter's term. */
  contains: { field: string; term: (filters: F) => string | undefined };
  /** `field in values` clauses (the lifestyle groups, listings/lifestyle-index.ts). */
  membership: (filters: F) => Membership;
  /**
   * Every range field, in the order they follow the sort's own field, each
   * with its bounds: every query names all of them (an unchosen facet a bound
   * every stored document meets), so a facet costs no index.
   */
  ranges: Record<string, (filters: F) => Bound[]>;
  /** Each sort's leading field and direction; the other order fields take that direction. */
  sorts: Record<S, OrderBy>;
  /** The stored search fields of a document, as every write derives them (for the predicate). */
  derive: (doc: Record<string, unknown>) => Record<string, unknown>;
};

/**
 * The ordering for a sort: its field, then every range field it doesn't lead
 * with (Firestore orders by each inequality field; naming them keeps the
 * order, and so the cursor, exact), then the document id, which must come last.
 */
export function orderFor<F, S extends string>(spec: SearchSpec<F, S>, sort: S): OrderBy[] {
  const lead = spec.sorts[sort];
  const direction: Direction = lead.direction;
  // A field is text when its unchosen bound is ('' for "any room type").
  const typed = (field: string): OrderBy => {
    const unchosen = spec.ranges[field]?.({} as F)[0]?.value;
    return typeof unchosen === 'string' ? { field, direction, text: true } : { field, direction };
  };
  return [
    typed(lead.field),
    ...Object.keys(spec.ranges)
      .filter((field) => field !== lead.field)
      .map(typed),
    { field: DOCUMENT_ID, direction },
  ];
}

/** The filters' constraints alone, without the list's scope or ordering. */
function constraints<F, S extends string>(spec: SearchSpec<F, S>, filters: F) {
  const term = spec.contains.term(filters);
  const membership = spec.membership(filters);
  return {
    arrayContains: term !== undefined ? { field: spec.contains.field, value: term } : undefined,
    membership: membership.length ? membership : undefined,
    range: Object.entries(spec.ranges).flatMap(([field, bounds]) =>
      bounds(filters).map((bound) => ({ field, ...bound })),
    ),
  };
}

/** A list's first page; the router adds `startAfter` from a cursor. */
export function searchQuery<F, S extends string>(
  spec: SearchSpec<F, S>,
  filters: F & { sort: S; limit: number },
): QueryShape {
  return {
    collection: spec.collection,
    equality: spec.scope(filters),
    ...constraints(spec, filters),
    orderBy: orderFor(spec, filters.sort),
    limit: filters.limit + 1,
  };
}

/** A count: the list's first-page query without its limit, so the list's index serves it. */
export function countQuery<F, S extends string>(
  spec: SearchSpec<F, S>,
  filters: F & { sort: S },
): CountShape {
  const { limit: _limit, ...shape } = searchQuery(spec, { ...filters, limit: 0 });
  return shape;
}

/** A field's value at a dotted path (`search.rent`). */
export const valueAt = (doc: unknown, path: string): unknown =>
  path.split('.').reduce((value, key) => (value as Record<string, unknown> | null)?.[key], doc);

/** Firestore's range filter: only a value of the bound's own type can meet it. */
function meets(value: unknown, { op, value: bound }: Bound): boolean {
  if (typeof value !== typeof bound) return false;
  const diff = compareValues(value, bound);
  return op === '>=' ? diff >= 0 : diff <= 0;
}

/**
 * Whether the list would find `doc` for `filters` (its scope aside: the
 * caller decides whether the document is live): the query's own constraints,
 * evaluated on the search fields the document's writes derive.
 */
export function matchesSearch<F, S extends string>(
  spec: SearchSpec<F, S>,
  filters: F,
  stored: Record<string, unknown>,
): boolean {
  const doc = { ...stored, ...spec.derive(stored) };
  const { arrayContains, membership, range } = constraints(spec, filters);
  if (arrayContains) {
    const array = valueAt(doc, arrayContains.field);
    if (!Array.isArray(array) || !array.includes(arrayContains.value)) return false;
  }
  return (
    (membership ?? []).every(({ field, values }) =>
      values.includes(valueAt(doc, field) as string),
    ) && range.every((bound) => meets(valueAt(doc, bound.field), bound))
  );
}
