// How the two match lists and the two match alerts find their candidates, as
// data (query shapes): pure, so the index generator and the index-coverage
// test see every shape, and the tests can reproduce the bounds. The scoring is
// the contract's (contract/room-match.ts); docs/search-design.md ("Matching")
// has the bounds and what they cost.
//
// Rooms for an ad: browse's own query (listings/query.ts) once per area, with
// the ad's budget, move-in date, stay and couple as browse's filters. Every
// shape is one browse already issues, so no index is added.
//
// People for a room: the public ads list's query (wanted-ads/query.ts) for
// active ads wanting the room's type with a budget at least the rent, one of
// whose area terms is among the listing's location prefixes (`areaTerms
// array-contains-any`, 30 prefixes a query), newest first: one new index.
import { locationPrefixes } from '../contract/browse-filters';
import { ROOM_TYPES, type RoomType } from '../contract/listing';
import type { MatchableAd } from '../contract/room-match';
import { areaNames } from '../contract/wanted-ad';
import { buildListingsQuery } from '../listings/query';
import { areaTerms } from '../wanted-ads/document';
import { buildWantedAdsQuery } from '../wanted-ads/query';
import type { QueryShape } from '../lib/query-shape';

/** A match list scores at most this many candidates (the newest), then pages over them. */
export const MATCH_CANDIDATES = 100;
/** An alert's write reads at most this many candidates (the newest). */
export const ALERT_CANDIDATES = 500;
/** Firestore's `array-contains-any` takes at most 30 values. */
export const AREA_TERM_CHUNK = 30;

/** A listing's location prefixes in chunks of AREA_TERM_CHUNK, one people query each. */
export function prefixChunks(location: string): string[][] {
  const prefixes = locationPrefixes(location);
  const chunks: string[][] = [];
  for (let i = 0; i < prefixes.length; i += AREA_TERM_CHUNK) {
    chunks.push(prefixes.slice(i, i + AREA_TERM_CHUNK));
  }
  return chunks;
}

const isRoomType = (value: string): value is RoomType =>
  (ROOM_TYPES as readonly string[]).includes(value);

/**
 * The people for a room, one chunk of its location's prefixes: the public
 * ads list's own newest-first query (wanted-ads/query.ts: active, not past
 * its expiry) for ads whose budget is at least the rent and that want the
 * room's type, with the area asked the other way round: `areaTerms` (each
 * area's search term) holds one of the prefixes, where the list asks
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
 * browse page reads). The move-in date counts from today at the earliest, as
 * the match does (a seeker whose date has passed wants a room free now). A
 * listing without facts fails browse's move-in and stay filters, so it is
 * never among them (it could only be a partial match). Room types,
 * lifestyle and wants are the match's to weigh.
 */
export function matchingRoomsQueryShapes(
  ad: Pick<MatchableAd, 'areas' | 'budget' | 'moveInDate' | 'stayMonths' | 'couple'>,
  today: string,
  perArea: number,
): QueryShape[] {
  const moveInBy = ad.moveInDate > today ? ad.moveInDate : today;
  return areaTerms(areaNames(ad.areas)).map((location) =>
    buildListingsQuery({
      location,
      maxRent: ad.budget,
      moveInBy,
      stay: ad.stayMonths,
      ...(ad.couple ? { couples: true as const } : {}),
      sort: 'newest',
      limit: perArea,
    }),
  );
}

/** Each area's share of a bound (an ad names 1–5 areas), at least one. */
export const perArea = (bound: number, areas: number) =>
  Math.max(1, Math.ceil(bound / Math.max(1, areas)));
