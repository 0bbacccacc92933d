// What moderation keeps about any ad (moderation/store.ts has the layout):
// its reports under the ad (posts/{id}/reports, seekerAds/{id}/reports) and
// its entry in the one queue, moderation/. Here, in the core, because
// deleting an ad of either kind deletes them too.
export const REPORTS = 'reports';
export const MODERATION_QUEUE = 'moderation';
