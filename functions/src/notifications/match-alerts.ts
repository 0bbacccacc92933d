// The match alerts, both ways: a poster hears when a new (or renewed) Room
// wanted ad matches one of their active listings, a seeker with an active ad
// when a new listing matches it. "Matches" means on every hard fact: budget,
// area, move-in, stay, room type and couples all met, none missed or unknown
// (contract/room-match.ts `meetsEveryHardFact`); bills, furnishing, bathroom
// and lifestyle are for the match lists to weigh, not for alerts. Loaded
// lazily by the two match triggers (triggers/notify-matches.ts); tests call
// these functions directly with the before/after documents.
//
// Exactly once per pair: each alert's id is `seekerMatch_{postId}_{adId}`
// (to the poster) or `roomMatch_{postId}_{adId}` (to the seeker), created in
// a transaction only if it isn't there, so a retried or repeated event, or
// the same listing or ad becoming active again later, finds it and leaves it;
// its e-mail is decided in that transaction (mail/alert-mail.ts).
//
// Once per author and match, however often they re-post: each alert names
// its guard (mail/alert-mail.ts), the author of the ad or listing and the
// recipient's listing (seekerMatch) or ad (roomMatch) it matched, so a
// deleted and re-posted ad moves the one alert instead of ringing again.
//
// Bounded work per write: the candidates are the newest ALERT_CANDIDATES
// found by indexed queries (matches/candidates.ts; docs/search-design.md,
// "Matching", has the cost).
import type { Firestore } from 'firebase-admin/firestore';
import { isoDay } from '../contract/listing-facts';
import { meetsEveryHardFact } from '../contract/room-match';
import { adIsActive, candidateAds, candidateRooms, matchableAdOf } from '../matches/candidates';
import { alertGuardId, createAlertWithMail, type AlertGuard } from '../mail/alert-mail';
import type { AlertItem } from '../mail/templates/types';
import { ALERT_CANDIDATES } from '../matches/query';
import { toListing } from '../listings/document';
import { WANTED_ADS } from '../wanted-ads/fields';
import { NOTIFICATIONS } from '../saved-searches/stored';
import {
  becameActive,
  listingGuard,
  noAlerts,
  text,
  type AlertResult,
  type DocumentWrite,
} from './on-listing-written';

export const seekerMatchId = (postId: string, adId: string) => `seekerMatch_${postId}_${adId}`;
export const roomMatchId = (postId: string, adId: string) => `roomMatch_${postId}_${adId}`;

/**
 * Creates each alert once, with its e-mail as its owner chose, in one
 * transaction (mail/alert-mail.ts says what one costs): 1 if it was made
 * now, 0 if an earlier delivery made it.
 */
function createOnce(
  db: Firestore,
  id: string,
  ownerId: string,
  item: AlertItem,
  guard: AlertGuard,
  extra: Record<string, unknown> = {},
) {
  return createAlertWithMail(
    db.collection(NOTIFICATIONS).doc(id),
    ownerId,
    { ...item, ...extra },
    item,
    guard,
  );
}

/** An ad's alert to a poster's listing, guarded by the seeker and that listing. */
const adGuard = (db: Firestore, adId: string, authorUid: string, postId: string) => ({
  id: alertGuardId('seekerMatch', authorUid, postId),
  authorUid,
  subject: db.collection(WANTED_ADS).doc(adId),
  isLive: (data: Record<string, unknown>) => adIsActive(data),
});

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/**
 * A listing became active (created, resumed, renewed, restored): the owners
 * of the active ads it matches on every hard fact hear of it. A listing
 * without facts can't say when it is free or for how long, so it alerts
 * nobody (it still appears, as a partial match, in the ad's list).
 */
export async function notifySeekersOfListing({
  db,
  before,
  after,
  postId,
  now = Date.now(),
}: DocumentWrite<'postId'>): Promise<AlertResult> {
  const result = noAlerts();
  if (!becameActive(before, after, now)) return result;
  const listing = toListing(postId, after!, false, now);
  if (!listing.facts) return result;

  const today = isoDay(now);
  const { ads } = await candidateAds(db, listing, ALERT_CANDIDATES, now);
  result.candidates = ads.length;
  const matches = ads.filter((ad) => {
    // Your own listing is no news to you.
    if (ad.get('ownerId') === after!.ownerId) return false;
    const wanted = matchableAdOf(ad.id, ad.data());
    return !!wanted && meetsEveryHardFact(listing, wanted, today);
  });
  result.matched = matches.length;
  result.created = sum(
    await Promise.all(
      matches.map((ad) =>
        createOnce(
          db,
          roomMatchId(postId, ad.id),
          ad.get('ownerId') as string,
          {
            kind: 'room-match',
            postId,
            title: listing.title,
            location: listing.location,
            rentAmount: listing.rentAmount,
          },
          // Guarded by the poster and the seeker's ad.
          listingGuard(db, 'roomMatch', postId, after!.ownerId as string, ad.id),
          { adId: ad.id },
        ),
      ),
    ),
  );
  return result;
}

/**
 * An ad became active (posted, resumed, renewed, restored): the posters of
 * the active listings it matches on every hard fact hear of it, one alert
 * per listing. Only the ad's headline travels with the alert.
 */
export async function notifyPostersOfAd({
  db,
  before,
  after,
  adId,
  now = Date.now(),
}: DocumentWrite<'adId'>): Promise<AlertResult> {
  const result = noAlerts();
  // As for listings: news only when the ad goes live, not on an edit or a pause.
  if (!adIsActive(after, now) || adIsActive(before, now)) return result;
  const ad = matchableAdOf(adId, after);
  if (!ad) return result;

  const today = isoDay(now);
  const { rooms } = await candidateRooms(db, ad, ALERT_CANDIDATES, now);
  result.candidates = rooms.length;
  const matches = rooms.flatMap((room) => {
    const ownerId = room.get('ownerId') as unknown;
    if (typeof ownerId !== 'string' || ownerId === after!.ownerId) return [];
    const listing = toListing(room.id, room.data(), false, now);
    return meetsEveryHardFact(listing, ad, today) ? [{ ownerId, listing }] : [];
  });
  result.matched = matches.length;
  result.created = sum(
    await Promise.all(
      matches.map(({ ownerId, listing }) =>
        createOnce(
          db,
          seekerMatchId(listing._id, adId),
          ownerId,
          {
            kind: 'seeker-match',
            postId: listing._id,
            title: listing.title,
            adId,
            headline: text(after!.headline),
          },
          adGuard(db, adId, after!.ownerId as string, listing._id),
        ),
      ),
    ),
  );
  return result;
}
