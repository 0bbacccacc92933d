// Trust badges, computed by the server from the poster's verified
// token and Auth account, never from a request body: stored on the listing
// when it is created, edited or renewed, and completed with the number of the
// poster's active listings when one listing's details are read.
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { authRecord, isPhoneVerified } from '../phone/verified';
import type { Caller } from '../middleware/auth';
import type { Listing } from './fields';
import { activeListingsQueryShape, memberSinceOf, POSTER_STATS, type StoredPoster } from './poster';

const GOOGLE = 'google.com';

/**
 * The badges for a listing `caller` writes now. "Google account": the token
 * comes from Google sign-in, or the account has Google linked. "Member since":
 * the Auth account's creation month. "Phone verified": the account's number
 * is Roomly-verified (phone/verified.ts). One Auth lookup and one read per
 * create/edit/renew.
 */
export async function posterBadges(caller: Caller): Promise<StoredPoster> {
  // Null when deleted between the token check and now: the write fails elsewhere; claim nothing here.
  const user = await authRecord(caller.uid);
  return {
    emailVerified: caller.emailVerified,
    google:
      caller.signInProvider === GOOGLE ||
      (user?.providerData.some((p) => p.providerId === GOOGLE) ?? false),
    memberSince: memberSinceOf(user?.metadata.creationTime),
    phoneVerified: user ? await isPhoneVerified(caller.uid, user) : false,
  };
}

/**
 * Details only: adds `poster.activeListings`, one count() aggregation over the
 * owner's active listings (billed as one read per 1,000 counted), and
 * `poster.viewingsHeld` from posterStats/{ownerId} (one read). Lists don't
 * get it: a count per card would cost a query per listing shown.
 */
export async function withActiveListings(snap: DocumentSnapshot, post: Listing): Promise<Listing> {
  const ownerId = snap.get('ownerId');
  if (typeof ownerId !== 'string' || !ownerId) return post;
  const shape = activeListingsQueryShape(ownerId);
  let query: Query = db().collection(shape.collection);
  for (const { field, value } of shape.equality) {
    query = query.where(field, '==', value);
  }
  // The held viewings' counter beside it: one more read, in parallel.
  const [counted, stats] = await Promise.all([
    query.count().get(),
    db().collection(POSTER_STATS).doc(ownerId).get(),
  ]);
  const held = stats.get('viewingsHeld') as unknown;
  return {
    ...post,
    poster: {
      ...post.poster,
      activeListings: counted.data().count,
      viewingsHeld: typeof held === 'number' && held > 0 ? Math.floor(held) : 0,
    },
  };
}
