// Owner actions on a listing's lifecycle (renew, pause, resume, mark as let):
// the owner check, the transition table (lifecycle.ts) and the rate limit all
// run inside the transaction that writes, so two racing actions (or an action
// racing a deletion or the sweep) can't leave a status the table forbids.
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { EXPIRY_REMINDER_DAYS } from '../contract/listing';
import { db } from '../lib/firebase';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { type Post } from './fields';
import { POSTS } from './paths';
import { posterBadges } from './badges';
import { expiringQueryShape } from './expiring-query';
import { transition, type LifecycleAction } from './lifecycle';
import { statusWrite } from '../ads/lifecycle';
import { getPostFor, requireOwner } from './repository';
import type { ExpiringSoon } from '../contract/post-answers';
import { runTransaction } from '../lib/transaction';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_YOUR_LISTING = 'You are not authorized to change this post';

export async function changeListingStatus(
  id: string,
  caller: Caller,
  action: LifecycleAction,
): Promise<Post> {
  // Trust badges (posts/badges.ts) are refreshed on renew; an Auth call, so before the transaction.
  const poster = action === 'renew' ? await posterBadges(caller) : undefined;
  await runTransaction(async (tx) => {
    const post = await requireOwner(tx, id, caller, NOT_YOUR_LISTING);
    // Throws 409 when the action doesn't fit the current (effective) status.
    const change = transition(action, post.data()!, Date.now());
    const limiter = await rateLimiter(tx, caller);
    limiter.take('postChanges');
    tx.update(db().collection(POSTS).doc(id), {
      ...statusWrite(change, FieldValue.serverTimestamp()),
      ...(change.renewed && poster && { poster }),
    });
  });
  return getPostFor(id, caller);
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
