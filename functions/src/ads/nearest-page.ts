// One page of a near search sorted nearest first ("Nearest"), for every kind
// of ad.
//
// No index orders ads by distance, so the page is sorted in memory from the
// cells of a ring around the centre, widened until the ring holds the page:
// the cells of 0.5 km are read first (places/near.ts NEAREST_RINGS_KM), then
// 1, 2, 5 … up to the search's distance. Each cell is the list's own query
// (every filter, the newest order: an existing shape and index), read once per
// request however many rings share it. A ring whose cells were all read to
// their end holds every ad within its radius, so once it holds limit + 1 ads
// beyond the cursor, the page is exact: distance, then id, as the cursor
// (`{ d, id }`) continues.
//
// Bound: a request reads at most NEAREST_READS documents. Each cell query
// reads at most NEAREST_CELL_READS, and less when the budget left, shared
// among the ring's new cells, is smaller; a cell that filled its read may hold
// more, so past it the order is the nearest of what was read (a crowded
// area: more than NEAREST_CELL_READS matching ads in one cell). Once the
// budget is spent the page is what was read, and its cursor goes on from its
// last ad.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { badRequest } from '../lib/http-error';
import { DOCUMENT_ID_PATTERN, type QueryShape } from '../lib/query-shape';
import { filteredQuery } from '../lib/shape-query';
import type { NearHit, NearPage, Within } from './near-page';

/** Documents a nearest-first page reads at most (the near count's budget too). */
export const NEAREST_READS = 1000;
/** Documents one cell query of a nearest-first page reads at most. */
export const NEAREST_CELL_READS = 100;

/** Where a nearest-first page goes on: after this distance (km, unrounded) and id. */
export type NearestPosition = { d: number; id: string };

const KEY = 'nearest';

export const encodeNearestCursor = ({ d, id }: NearestPosition): string =>
  Buffer.from(JSON.stringify({ k: KEY, d, id })).toString('base64url');

/** The position a nearest-first cursor points after; a 400 for anything else (another sort's cursor too). */
export function decodeNearestCursor(cursor: string): NearestPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor');
  }
  const { k, d, id } = (parsed ?? {}) as { k?: unknown; d?: unknown; id?: unknown };
  if (
    k !== KEY ||
    typeof d !== 'number' ||
    !Number.isFinite(d) ||
    d < 0 ||
    typeof id !== 'string' ||
    !DOCUMENT_ID_PATTERN.test(id)
  ) {
    throw badRequest('Invalid cursor');
  }
  return { d, id };
}

/** Nearest first, then by id: the order of a nearest-first list and its cursor. */
const compareHits = (a: { km: number; id: string }, b: { km: number; id: string }) =>
  a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export type Ring = {
  km: number;
  /** The place terms of the cells covering the ring (places/near.ts `nearCellTerms`). */
  cells: string[];
};

/**
 * Reads one nearest-first page of `limit` ads: `rings` from the smallest,
 * `shapeOf` a cell's query (the list's, newest first), `fields` what a list
 * reads, `kmOf` an ad's distance when it is within the search's, `after` the
 * cursor's position.
 */
export async function readNearestPage(
  rings: Ring[],
  shapeOf: (cell: string) => QueryShape,
  fields: readonly string[],
  { kmOf }: Within,
  limit: number,
  after?: NearestPosition,
): Promise<NearPage> {
  const read = new Map<string, QueryDocumentSnapshot>();
  const done = new Set<string>();
  let reads = 0;
  let spent = false;
  const beyondCursor = (hit: { km: number; id: string }) =>
    !after || compareHits(hit, { km: after.d, id: after.id }) > 0;
  let hits: (NearHit & { id: string })[] = [];

  // A ring smaller than the cursor's distance holds nothing beyond it.
  const from = Math.max(
    rings.findIndex((ring) => ring.km >= (after?.d ?? 0)),
    0,
  );
  for (const [i, ring] of rings.slice(from).entries()) {
    const last = from + i === rings.length - 1;
    const fresh = ring.cells.filter((cell) => !done.has(cell));
    const share = fresh.length
      ? Math.min(NEAREST_CELL_READS, Math.floor((NEAREST_READS - reads) / fresh.length))
      : 0;
    spent = fresh.length > 0 && share === 0;
    if (!spent) {
      const answers = await Promise.all(
        fresh.map(async (cell) => {
          const { docs } = await filteredQuery(shapeOf(cell))
            .select(...fields)
            .limit(share)
            .get();
          return { cell, docs };
        }),
      );
      for (const { cell, docs } of answers) {
        done.add(cell);
        reads += docs.length;
        for (const doc of docs) read.set(doc.id, doc);
      }
    }
    hits = [...read.values()]
      .map((doc) => ({ doc, id: doc.id, km: kmOf(doc.data()) }))
      .filter((hit): hit is NearHit & { id: string } => hit.km !== undefined)
      // Within the ring: past it, a wider ring's cells may hold nearer ads not read yet.
      .filter((hit) => (spent || last ? true : hit.km <= ring.km) && beyondCursor(hit))
      .sort(compareHits);
    if (hits.length > limit) {
      const page = hits.slice(0, limit);
      const end = page.at(-1)!;
      return { hits: page, nextCursor: encodeNearestCursor({ d: end.km, id: end.id }), reads };
    }
    if (spent) break;
  }
  // The search's whole distance is read: this is the last page. Or the budget
  // is spent: the next page goes on from the last ad found, with a budget of its own.
  const end = hits.at(-1);
  return {
    hits,
    ...(spent && end ? { nextCursor: encodeNearestCursor({ d: end.km, id: end.id }) } : {}),
    reads,
  };
}
