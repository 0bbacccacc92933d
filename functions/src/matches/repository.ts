// The two match lists: GET /posts/:id/matching-people (the listing's owner:
// the seekers whose active ad it matches) and GET /seeker-ads/:id/matches
// (the ad's owner: the active rooms that match it). Each reads a bounded set
// of candidates (matches/candidates.ts, the newest MATCH_CANDIDATES), scores
// every one with the contract's roomMatch, drops those that miss a hard
// fact, and pages over the rest best first (score, then id) with an opaque
// cursor. Every page re-reads and re-scores the same bounded set: a page
// costs at most MATCH_CANDIDATES (+ a few) reads however deep it is
// (docs/search-design.md, "Matching").
import { isoDay } from '../contract/listing-facts';
import {
  MATCHING_PEOPLE_OWNER_ONLY,
  MATCHING_ROOMS_OWNER_ONLY,
  roomMatch,
  type MatchingPeoplePage,
  type MatchingRoomsPage,
  type RoomMatch,
} from '../contract/room-match';
import { WANTED_AD_NOT_FOUND } from '../contract/wanted-ad';
import { encodeCursor } from '../lib/cursor';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { DOCUMENT_ID, type OrderBy, type Position } from '../lib/query-shape';
import type { Caller } from '../middleware/auth';
import { toListing } from '../listings/document';
import { OWNER_DOC, LISTINGS, PRIVATE } from '../listings/paths';
import { owns, LISTING_NOT_FOUND } from '../listings/repository';
import { toWantedAd } from '../wanted-ads/document';
import { WANTED_ADS } from '../wanted-ads/fields';
import { adIsActive, candidateAds, candidateRooms, matchableAdOf } from './candidates';
import { MATCH_CANDIDATES } from './query';

/** Best first: the score, then the id (so equal scores keep one order across pages). */
export const MATCH_ORDER: OrderBy[] = [
  { field: 'score', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'asc' },
];

type Scored<T> = { id: string; item: T; match: RoomMatch };

const before = (a: Scored<unknown>, score: number, id: string) =>
  a.match.score > score || (a.match.score === score && a.id <= id);

/** One page of a scored list, best first, after `after` (a position of MATCH_ORDER). */
export function pageOfMatches<T>(
  scored: Scored<T>[],
  limit: number,
  after?: Position,
): { page: Scored<T>[]; nextCursor?: string } {
  const sorted = [...scored].sort(
    (a, b) => b.match.score - a.match.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const score = after?.values[0];
  const rest =
    after && typeof score === 'number' ? sorted.filter((s) => !before(s, score, after.id)) : sorted;
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rest.length > limit && last
      ? encodeCursor(MATCH_ORDER, last.id, { score: last.match.score })
      : undefined;
  return { page, nextCursor };
}

/**
 * The seekers a listing matches, for its owner: 404 when it doesn't exist,
 * 403 for anyone else (the owner check of docs/security-model.md). The ads
 * carry what their public page shows (name, photo, never an e-mail); the
 * owner's own ad, if any, is left out.
 */
export async function listMatchingPeople(
  postId: string,
  caller: Caller,
  limit: number,
  after?: Position,
  now = Date.now(),
): Promise<MatchingPeoplePage & { reads: number }> {
  const post = db().collection(LISTINGS).doc(postId);
  const [listingSnap, ownerSnap] = await db().getAll(post, post.collection(PRIVATE).doc(OWNER_DOC));
  if (!listingSnap!.exists) throw notFound(LISTING_NOT_FOUND);
  if (!owns(listingSnap!, ownerSnap!, caller)) throw forbidden(MATCHING_PEOPLE_OWNER_ONLY);

  const listing = toListing(postId, listingSnap!.data()!, true, now);
  const { ads, reads } = await candidateAds(db(), listing, MATCH_CANDIDATES, now);
  const today = isoDay(now);
  const scored = ads.flatMap((doc): Scored<ReturnType<typeof toWantedAd>>[] => {
    if (doc.get('ownerId') === caller.uid) return [];
    const ad = matchableAdOf(doc.id, doc.data());
    if (!ad) return [];
    const match = roomMatch(listing, ad, today);
    return match.level === 'none'
      ? []
      : [{ id: doc.id, item: toWantedAd(doc.id, doc.data(), false, now), match }];
  });
  const { page, nextCursor } = pageOfMatches(scored, limit, after);
  return {
    matches: page.map(({ item, match }) => ({ ad: item, match })),
    nextCursor: nextCursor ?? null,
    reads: reads + 2,
  };
}

/**
 * The rooms that match an ad, for its owner: 404 when it doesn't exist (or
 * isn't active and isn't theirs: as GET /seeker-ads/:id, others can't tell
 * a paused ad from none), 403 for anyone else. The owner's own listings are
 * left out.
 */
export async function listMatchingRooms(
  adId: string,
  caller: Caller,
  limit: number,
  after?: Position,
  now = Date.now(),
): Promise<MatchingRoomsPage & { reads: number }> {
  const snap = await db().collection(WANTED_ADS).doc(adId).get();
  const data = snap.data();
  if (!data) throw notFound(WANTED_AD_NOT_FOUND);
  if (data.ownerId !== caller.uid) {
    if (!adIsActive(data, now)) throw notFound(WANTED_AD_NOT_FOUND);
    throw forbidden(MATCHING_ROOMS_OWNER_ONLY);
  }

  const ad = matchableAdOf(adId, data);
  if (!ad) return { matches: [], nextCursor: null, reads: 1 };
  const { rooms, reads } = await candidateRooms(db(), ad, MATCH_CANDIDATES, now);
  const today = isoDay(now);
  const scored = rooms.flatMap((doc): Scored<ReturnType<typeof toListing>>[] => {
    if (doc.get('ownerId') === caller.uid) return [];
    const post = toListing(doc.id, doc.data(), false, now);
    const match = roomMatch(post, ad, today);
    return match.level === 'none' ? [] : [{ id: doc.id, item: post, match }];
  });
  const { page, nextCursor } = pageOfMatches(scored, limit, after);
  return {
    matches: page.map(({ item, match }) => ({ post: item, match })),
    nextCursor: nextCursor ?? null,
    reads: reads + 1,
  };
}
