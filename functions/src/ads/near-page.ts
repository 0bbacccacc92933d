// One page of a near search ("within 5 km of Brooklyn"), for every kind of ad.
//
// The search is one query per geohash cell covering the circle
// (places/near.ts), each the list's own query with every filter and the same
// order, so their merge is the list's order. A cell may hold ads beyond the
// circle, which are dropped by distance. Each round reads at most limit + 1
// documents per cell and merges them up to the earliest cell that may hold
// more (the frontier: past it, the order across cells isn't known yet). A page
// is full once limit + 1 ads within the distance are known; otherwise the next
// round reads on from the frontier. Rounds stop at NEAR_ROUNDS, so a request
// reads at most NEAR_ROUNDS × cells × (limit + 1) documents (cells ≤
// MAX_NEAR_CELLS); a page that ran out of rounds is shorter, and its cursor
// goes on from where it stopped.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { encodeCursor } from '../lib/cursor';
import { firestoreValues } from '../lib/paging';
import { compareByOrder, type QueryShape } from '../lib/query-shape';
import { filteredQuery } from '../lib/shape-query';
import { valueAt, type CountShape } from './search-spec';

/** Rounds of reads a near page may take before it answers what it found. */
export const NEAR_ROUNDS = 3;

/**
 * A near search's reach: the fields an ad's distance is read from, its
 * distance when it is within reach (else undefined), and how a distance is sent.
 */
export type Within = {
  fields: readonly string[];
  kmOf: (data: Record<string, unknown>) => number | undefined;
  shown: (km: number) => number;
};

export type NearHit = { doc: QueryDocumentSnapshot; km: number };
export type NearPage = { hits: NearHit[]; nextCursor?: string; reads: number };

/**
 * Reads one page of ads within reach: `shapes` are the list's query once per
 * cell (same order, same `startAfter`, limit + 1 each), `fields` what a list
 * reads, `kmOf` an ad's distance when it is within the search's, else undefined.
 */
export async function readNearPage(
  shapes: QueryShape[],
  fields: readonly string[],
  { kmOf }: Within,
): Promise<NearPage> {
  const [first] = shapes;
  if (!first) return { hits: [], reads: 0 };
  const { orderBy } = first;
  const limit = first.limit - 1;
  const compare = compareByOrder<QueryDocumentSnapshot>(
    orderBy,
    (doc, field) => valueAt(doc.data(), field),
    (doc) => doc.id,
  );
  const cursorOf = (doc: QueryDocumentSnapshot) => encodeCursor(orderBy, doc.id, doc.data());

  let after = first.startAfter && [
    ...firestoreValues(first.startAfter.values),
    first.startAfter.id,
  ];
  const hits: NearHit[] = [];
  // A Room wanted ad with areas in two cells is read from both: it counts once.
  const seen = new Set<string>();
  let reads = 0;
  for (let round = 0; round < NEAR_ROUNDS; round++) {
    const cells = await Promise.all(
      shapes.map(async (shape) => {
        const query = filteredQuery(shape).select(...fields);
        const { docs } = await (after ? query.startAfter(...after) : query).limit(limit + 1).get();
        return docs;
      }),
    );
    reads += cells.reduce((sum, docs) => sum + docs.length, 0);
    // A cell that filled its read may hold more: the merge is known up to its last document.
    const frontier = cells
      .filter((docs) => docs.length > limit)
      .map((docs) => docs.at(-1)!)
      .sort(compare)[0];
    const merged = cells.flat().sort(compare);
    for (const doc of merged) {
      if (frontier && compare(doc, frontier) > 0) break;
      if (seen.has(doc.id)) continue;
      seen.add(doc.id);
      const km = kmOf(doc.data());
      if (km === undefined) continue;
      hits.push({ doc, km });
      if (hits.length > limit) {
        const page = hits.slice(0, limit);
        return { hits: page, nextCursor: cursorOf(page.at(-1)!.doc), reads };
      }
    }
    if (!frontier) return { hits, reads };
    after = [
      ...orderBy.slice(0, -1).map(({ field }) => valueAt(frontier.data(), field)),
      frontier.id,
    ];
    // The last round's frontier is where the next page starts.
    if (round === NEAR_ROUNDS - 1) return { hits, nextCursor: cursorOf(frontier), reads };
  }
  return { hits, reads };
}

/** Documents a near count reads at most, shared among its cells. */
export const NEAR_COUNT_READS = 1000;

/**
 * How many ads a near search finds: the cells' ads read (the fields their
 * distance is read from only) and measured, up to NEAR_COUNT_READS documents; `more` when a cell had more
 * than its share, so the count is a floor ("1,000+").
 */
export async function countNear(
  shapes: CountShape[],
  { fields, kmOf }: Within,
): Promise<{ count: number; more: boolean }> {
  const share = Math.floor(NEAR_COUNT_READS / Math.max(shapes.length, 1));
  const cells = await Promise.all(
    shapes.map(
      async (shape) =>
        (
          await filteredQuery(shape)
            .select(...fields)
            .limit(share)
            .get()
        ).docs,
    ),
  );
  const within = new Set(
    cells
      .flat()
      .filter((doc) => kmOf(doc.data()) !== undefined)
      .map((doc) => doc.id),
  );
  return {
    count: within.size,
    more: cells.some((docs) => docs.length === share),
  };
}
