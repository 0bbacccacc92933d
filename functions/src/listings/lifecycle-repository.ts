// Owner actions on a listing's lifecycle (renew, pause, resume, mark as let),
// run by the ads core in the transaction that writes (ads/repository.ts
// `changeStatus`), and the navbar's notice of listings about to expire.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { EXPIRY_REMINDER_DAYS } from '../contract/listing';
import { db } from '../lib/firebase';
import type { Caller } from '../middleware/auth';
import { type Listing } from './fields';
import { posterBadges } from './badges';
import { expiringQueryShape } from './expiring-query';
import type { LifecycleAction } from './lifecycle';
import { getListingFor, LISTING_STORE } from './repository';
import type { ExpiringSoon } from '../contract/listing-answers';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function changeListingStatus(
  id: string,
  caller: Caller,
  action: LifecycleAction,
): Promise<Listing> {
  // Trust badges (listings/badges.ts) are refreshed on renew; an Auth call, so before the transaction.
  const renewed = action === 'renew' ? { poster: await posterBadges(caller) } : undefined;
  await LISTING_STORE.changeStatus(id, caller, action, renewed);
  return getListingFor(id, caller);
}

/**
 * The navbar notice: how many of the caller's active listings expire within
 * EXPIRY_REMINDER_DAYS (at most EXPIRING_LIMIT, so at most that many reads).
 * Listings already past their expiry don't count: My Listings shows them as expired.
 * `postId` is the one expiring first (the notice opens My Listings at it), or null.
 */
export async function countExpiringSoon(caller: Caller, now = Date.now()): Promise<ExpiringSoon> {
  const shape = expiringQueryShape(caller.uid);
  let query = db().collection(shape.collection).select();
  for (const { field, value } of shape.equality) query = query.where(field, '==', value);
  const { docs } = await query
    .where('expiresAt', '>=', Timestamp.fromMillis(now))
    .where('expiresAt', '<=', Timestamp.fromMillis(now + EXPIRY_REMINDER_DAYS * DAY_MS))
    .orderBy('expiresAt', 'asc')
    .orderBy(FieldPath.documentId(), 'asc')
    .limit(shape.limit)
    .get();
  return { count: docs.length, postId: docs[0]?.id ?? null };
}
