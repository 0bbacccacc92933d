// Firestore paths of "Room wanted" ads, named once for the resource, the
// sweep (lifecycle/sweep.ts), account deletion and the index generator.

/**
 * seekerAds/{adId}: one ad, public while active. It holds the writer's uid
 * (`ownerId`), name and photo, never an e-mail: an ad has no contact details
 * at all, people write through Roomly's messages.
 */
export const WANTED_ADS = 'seekerAds';

/**
 * seekerAdOwners/{uid}: `{ adId }`, the member's current ad (the one that
 * may be active, paused or under review). Every write that could make a
 * second such ad reads it in its transaction: "one active ad" holds under
 * concurrent requests without a query in the transaction.
 */
export const WANTED_AD_OWNERS = 'seekerAdOwners';

/**
 * What moderation keeps about an ad (moderation/store.ts has the layout):
 * seekerAds/{adId}/reports, seekerAds/{adId}/moderation/restored, and the
 * queue entry moderation/seekerAd:{adId}, in the listings' queue. The prefix
 * keeps it apart from a listing's entry (moderation/{postId}): ':' is never
 * in a listing's id (lib/query-shape.ts DOCUMENT_ID_PATTERN). Named here
 * because deleting an ad deletes them too (repository.ts).
 */
export const AD_QUEUE_PREFIX = 'seekerAd:';
export const adQueueId = (adId: string) => `${AD_QUEUE_PREFIX}${adId}`;
