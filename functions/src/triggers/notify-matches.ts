// The match alerts' triggers, both ways (notifications/match-alerts.ts has
// the logic). index.ts loads this module only in these triggers' own
// instances and for deployment, as it does the saved-search trigger's (see
// there): firebase-functions' Firestore provider loads Firestore's client at
// import.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

// As for saved searches: a failed run is retried (the alerts' ids make a
// retry harmless), and an event older than an hour is dropped instead, so a
// lasting fault can't retry for days.
const ALERT_EVENT_MAX_AGE_MS = 60 * 60 * 1000;
const OPTIONS = { region: 'us-central1', timeoutSeconds: 120, retry: true } as const;

const stale = (event: { time: string; id: string }, path: string) => {
  if (Date.now() - Date.parse(event.time) <= ALERT_EVENT_MAX_AGE_MS) return false;
  console.warn(`Match alerts: dropped event ${event.id} for ${path}, older than an hour.`);
  return true;
};

/** A listing becomes active: the seekers whose active ad it matches hear of it. */
export const notifyMatchingSeekers = onDocumentWritten(
  { ...OPTIONS, document: 'posts/{postId}' },
  async (event) => {
    if (stale(event, `posts/${event.params.postId}`)) return;
    const [{ notifySeekersOfListing }, { db }] = await Promise.all([
      import('../notifications/match-alerts.js'),
      import('../lib/firebase.js'),
    ]);
    await notifySeekersOfListing({
      db: db(),
      before: event.data?.before.data(),
      after: event.data?.after.data(),
      postId: event.params.postId,
    });
  },
);

/** A Room wanted ad becomes active: the posters of the listings it matches hear of it. */
export const notifyMatchingPosters = onDocumentWritten(
  { ...OPTIONS, document: 'seekerAds/{adId}' },
  async (event) => {
    if (stale(event, `seekerAds/${event.params.adId}`)) return;
    const [{ notifyPostersOfAd }, { db }] = await Promise.all([
      import('../notifications/match-alerts.js'),
      import('../lib/firebase.js'),
    ]);
    await notifyPostersOfAd({
      db: db(),
      before: event.data?.before.data(),
      after: event.data?.after.data(),
      adId: event.params.adId,
    });
  },
);
