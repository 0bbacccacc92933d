// The moderators' actions on a Room wanted ad: Restore and Dismiss are the
// listing's own (repository.ts, given the ad's target); Remove deletes the ad
// as its writer's delete does (the ad and its slot in one transaction, then
// its reports and queue entry) and tells the writer why with a bell
// notification. Behind `requireModerator` like every moderation route; each
// write is one transaction with the moderator's rate limit, so a refused
// request writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { WANTED_AD_NOT_FOUND } from '../contract/wanted-ad';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { rateLimiter } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { NOTIFICATIONS } from '../saved-searches/stored';
import { clearModerationOf } from '../ads/repository';
import { removeAdDocuments, WANTED_AD_STORE, slotRef } from '../wanted-ads/repository';
import { dismissReported, restoreReported } from './repository';
import { deletedCase, wantedAdTarget } from './targets';
import { runTransaction } from '../lib/transaction';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One per ad: a retried removal can't make a second (notifications/repository.ts reads it). */
export const adRemovalNotificationId = (adId: string) => `removedAd_${adId}`;

export const restoreWantedAd = (adId: string, moderator: Caller) =>
  restoreReported(wantedAdTarget(adId), moderator);

export const dismissWantedAdReport = (adId: string, reportId: string, moderator: Caller) =>
  dismissReported(wantedAdTarget(adId), reportId, moderator);

/**
 * Remove: the ad goes, its writer's slot is freed (they may post a new ad),
 * the queue entry goes, and the writer gets an unread `seeker-ad-removed`
 * alert with the headline and the reason, all in one transaction; then
 * everything under the ad (its reports and restored reporters).
 */
export async function removeWantedAdAsModerator(
  adId: string,
  moderator: Caller,
  reason: string,
): Promise<void> {
  const target = wantedAdTarget(adId);
  await runTransaction(async (tx) => {
    const [ad, entry] = await tx.getAll(target.ref, target.queue);
    // A case its writer deleted: the verdict is still told (from the entry's copy).
    const gone = !ad!.exists;
    if (gone && !deletedCase(entry)) throw notFound(WANTED_AD_NOT_FOUND);
    const ownerId = text((gone ? entry! : ad!).get('ownerId'));
    const headline = gone ? text(entry!.get('title')) : text(ad!.get('headline'));
    const slot = ownerId && !gone ? await tx.get(slotRef(ownerId)) : undefined;
    const limiter = await rateLimiter(tx, moderator);
    limiter.take('moderation');
    if (!gone) removeAdDocuments(tx, adId, slot);
    tx.delete(target.queue);
    if (ownerId) {
      tx.set(db().collection(NOTIFICATIONS).doc(adRemovalNotificationId(adId)), {
        ownerId,
        kind: 'seeker-ad-removed',
        adId,
        title: headline,
        reason,
        read: false,
        createdAt: Timestamp.now(),
      });
    }
  });
  await clearModerationOf(WANTED_AD_STORE, adId);
}
