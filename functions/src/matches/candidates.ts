// Reading the candidates of a match, both ways, for the match lists
// (matches/repository.ts) and the match alerts (notifications/match-alerts.ts).
// The query shapes and bounds are matches/query.ts; each side's candidates
// are a bounded set, the newest first, which the contract's roomMatch then
// scores.
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isoDay } from '../contract/listing-facts';
import type { Point } from '../contract/near';
import type { MatchableAd } from '../contract/room-match';
import { effectiveStatus } from '../listings/lifecycle';
import { LIST_FIELDS } from '../listings/repository';
import { toWantedAd } from '../wanted-ads/document';
import { effectiveAdStatus } from '../wanted-ads/lifecycle';
import { filteredQuery } from '../lib/shape-query';
import { compareByOrder } from '../lib/query-shape';
import { matchingPeopleQueryShape, matchingRoomsQueryShapes, perArea, prefixChunks } from './query';

/**
 * What the match reads of a stored ad (the API's tolerant reading), or null
 * when it names no area or no move-in date (a document written by hand):
 * such an ad matches nothing.
 */
export function matchableAdOf(id: string, data: DocumentData | undefined): MatchableAd | null {
  if (!data) return null;
  const ad = toWantedAd(id, data);
  return ad.areas.length && ad.moveInDate ? ad : null;
}

/** Whether a stored ad is live now (active and not past its expiry). */
export const adIsActive = (data: DocumentData | undefined, now = Date.now()) =>
  !!data && effectiveAdStatus(data, now) === 'active';

/** Firestore's value of an order field, for merging pages in the queries' own order. */
function orderValue(doc: QueryDocumentSnapshot, field: string): unknown {
  const value: unknown = doc.get(field);
  // An ad written by hand without a time or a number sorts last, never crashes the merge.
  if (field === 'createdAt') return value ?? { seconds: 0, nanoseconds: 0 };
  return typeof value === 'number' ? value : 0;
}

/**
 * The people for a room: the newest `bound` live ads that want its room
 * type, whose budget covers its rent, and one of whose areas is in its
 * location or has a circle whose cells hold its point. One query per 30 of
 * the listing's place terms (most listings: one or two), each reading at most
 * `bound` ads; merged in the queries' order, each ad once, the newest `bound`
 * kept. A cell is wider than the circle: the match measures the distance.
 */
export async function candidateAds(
  db: Firestore,
  listing: { location: string; point: Point | null; rentAmount: number; roomType: string },
  bound: number,
  now = Date.now(),
): Promise<{ ads: QueryDocumentSnapshot[]; reads: number }> {
  const shapes = prefixChunks(listing).map((chunk) => ({
    chunk,
    shape: matchingPeopleQueryShape(chunk, listing, bound, now),
  }));
  if (!shapes.length) return { ads: [], reads: 0 };
  const pages = await Promise.all(
    shapes.map(({ chunk, shape }) =>
      filteredQuery(shape, { firestore: db, anyOf: chunk }).limit(shape.limit).get(),
    ),
  );
  const byId = new Map<string, QueryDocumentSnapshot>();
  for (const page of pages) for (const doc of page.docs) byId.set(doc.id, doc);
  const order = compareByOrder(shapes[0]!.shape.orderBy, orderValue, (doc) => doc.id);
  const ads = [...byId.values()]
    .sort(order)
    .slice(0, bound)
    .filter((doc) => adIsActive(doc.data(), now));
  return { ads, reads: pages.reduce((n, page) => n + page.size, 0) };
}

/**
 * The rooms for an ad: browse's query for each of its areas with the ad's
 * facts as filters (matches/query.ts), the newest `bound` split between the
 * areas (an area's query reads its share plus one, as a browse page does; a
 * near search's cells split the share and read one more each); merged, each
 * listing once, only those active now. Stored documents, so the
 * alerts know each listing's owner.
 */
export async function candidateRooms(
  db: Firestore,
  ad: MatchableAd,
  bound: number,
  now = Date.now(),
): Promise<{ rooms: QueryDocumentSnapshot[]; reads: number }> {
  const shapes = matchingRoomsQueryShapes(ad, isoDay(now), perArea(bound, ad.areas.length));
  const pages = await Promise.all(
    shapes.map((shape) =>
      filteredQuery(shape, { firestore: db })
        .limit(shape.limit)
        .select(...LIST_FIELDS)
        .get(),
    ),
  );
  const byId = new Map<string, QueryDocumentSnapshot>();
  for (const page of pages) for (const doc of page.docs) byId.set(doc.id, doc);
  const rooms = [...byId.values()].filter((doc) => effectiveStatus(doc.data(), now) === 'active');
  return { rooms, reads: pages.reduce((n, page) => n + page.size, 0) };
}
