// How the two match lists and the two match alerts find their candidates, as
// data (query shapes): pure, so the index generator and the index-coverage
// test see every shape, and the tests can reproduce the bounds. The scoring is
// the contract's (contract/room-match.ts); docs/search-design.md ("Matching")
// has the bounds and what they cost.
//
// Rooms for an ad: browse's own query (listings/query.ts) once per area, with
// the ad's budget, move-in date, stay and couple as browse's filters:
// browse's location search for the area's name and, for an area with a point,
// browse's near search around it too (one query per geohash cell covering its
// circle). Every shape is one browse already issues, so no index is added.
//
// People for a room: the public ads list's query (wanted-ads/query.ts) for
// active ads wanting the room's type with a budget at least the rent, one of
// whose area terms (each area's name as a search term, and the cells covering
// its circle) is among the listing's place terms (`areaTerms
// array-contains-any`, 30 terms a query), newest first: one new index.
import { locationPrefixes, locationSearchTerm } from '../contract/browse-filters';
import { ROOM_TYPES, type RoomType } from '../contract/listing';
import type { Point } from '../contract/near';
import type { MatchableAd } from '../contract/room-match';
import { buildListingsQuery, type ListFilters } from '../listings/query';
import { cellTerms, nearCellTerms } from '../places/near';
import { buildWantedAdsQuery } from '../wanted-ads/query';
import type { QueryShape } from '../lib/query-shape';

/** A match list scores at most this many candidates (the newest), then pages over them. */
export const MATCH_CANDIDATES = 100;
/** An alert's write reads at most this many candidates (the newest). */
export const ALERT_CANDIDATES = 500;
/** Firestore's `array-contains-any` takes at most 30 values. */
export const AREA_TERM_CHUNK = 30;

/**
 * A listing's place terms in chunks of AREA_TERM_CHUNK, one people query
 * each: its location's prefixes and its point's cells, as it stores them
 * (listings/document.ts `locationFields`).
 */
export function prefixChunks(listing: { location: string; point: Point | null }): string[][] {
  const prefixes = [
    ...locationPrefixes(listing.location),
    ...(listing.point ? cellTerms(listing.point) : []),
  ];
  const chunks: string[][] = [];
  for (let i = 0; i < prefixes.length; i += AREA_TERM_CHUNK) {
    chunks.push(prefixes.slice(i, i + AREA_TERM_CHUNK));
  }
  return chunks;
}

const isRoomType = (value: string): value is RoomType =>
  (ROOM_TYPES as readonly string[]).includes(value);

/**
 * The people for a room, one chunk of its place terms: the public ads
 * list's own newest-first query (wanted-ads/query.ts: active, not past its
 * expiry) for ads whose budget is at least the rent and that want the room's
 * type, with the area asked the other way round: `areaTerms` (each area's
 * search term, and the cells covering each area's circle) holds one of the
 * listing's prefixes or cells, where the list asks
 * `areaPrefixes` for one term. The repository writes `areaTerms
 * array-contains-any chunk`; for indexes that is an array-contains on
 * `areaTerms` (the same CONTAINS index entry), so the shape names one value.
 * `limit` ads are read (the shape's limit is the list's limit + 1).
 */
export function matchingPeopleQueryShape(
  chunk: string[],
  listing: { rentAmount: number; roomType: string },
  limit: number,
  now: number,
): QueryShape {
  const shape = buildWantedAdsQuery({
    minBudget: listing.rentAmount,
    ...(isRoomType(listing.roomType) ? { roomType: listing.roomType } : {}),
    sort: 'newest',
    limit: limit - 1,
    now,
  });
  return { ...shape, arrayContains: { field: 'areaTerms', value: chunk[0] ?? '' } };
}

/**
 * The rooms for an ad: for each of its areas, browse's newest-first query
 * with the ad's facts as filters, `perArea` listings each (plus one, as a
 * browse page reads): its location search for the area's name (a room whose
 * text names the area is in it, wherever its centre is: the match's rule)
 * and, for an area with a point, its near search around the point too (the
 * query once per cell covering the circle, the area's share split between
 * its cells, plus one each). The move-in date counts from today at the
 * earliest, as the match does (a seeker whose date has passed wants a room
 * free now). A listing without facts fails browse's move-in and stay
 * filters, so it is never among them (it could only be a partial match).
 * Room types, lifestyle and wants are the match's to weigh.
 */
export function matchingRoomsQueryShapes(
  ad: Pick<MatchableAd, 'areas' | 'budget' | 'moveInDate' | 'stayMonths' | 'couple'>,
  today: string,
  perArea: number,
): QueryShape[] {
  const moveInBy = ad.moveInDate > today ? ad.moveInDate : today;
  const filters: ListFilters = {
    maxRent: ad.budget,
    moveInBy,
    stay: ad.stayMonths,
    ...(ad.couple ? { couples: true as const } : {}),
    sort: 'newest',
    limit: perArea,
  };
  const named = new Set<string>();
  return ad.areas.flatMap((area) => {
    const location = locationSearchTerm(area.name);
    const byName =
      location === undefined || named.has(location)
        ? []
        : [buildListingsQuery({ ...filters, location })];
    if (location !== undefined) named.add(location);
    if (!area.point) return byName;
    // As browse's near search (listings/query.ts `buildNearQueries`): a cell is its place term.
    const cells = nearCellTerms(area.point, area.km);
    const share = Math.max(1, Math.ceil(perArea / cells.length));
    return [
      ...byName,
      ...cells.map((cell) => buildListingsQuery({ ...filters, location: cell, limit: share })),
    ];
  });
}

/** Each area's share of a bound (an ad names 1–5 areas), at least one. */
export const perArea = (bound: number, areas: number) =>
  Math.max(1, Math.ceil(bound / Math.max(1, areas)));
