// The saved-search alerts trigger. index.ts loads this module only in the trigger's
// own instances and for deployment (see there): firebase-functions' Firestore
// provider loads Firestore's client at import.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

// When a listing is created active or becomes active again, the
// owners of the saved searches it matches get an in-app notification
// (notifications/on-listing-written.ts, exactly once per search and listing).
// As above, the logic and Firebase Admin load when the first event arrives.
// A failed run is retried (the alerts' ids make a retry harmless); an event
// older than an hour is dropped instead, so a lasting fault can't retry for days.
const ALERT_EVENT_MAX_AGE_MS = 60 * 60 * 1000;
export const notifySavedSearches = onDocumentWritten(
  { document: 'posts/{postId}', region: 'us-central1', timeoutSeconds: 120, retry: true },
  async (event) => {
    if (Date.now() - Date.parse(event.time) > ALERT_EVENT_MAX_AGE_MS) {
      console.warn(
        `Saved-search alerts: dropped event ${event.id} for posts/${event.params.postId}, older than an hour.`,
      );
      return;
    }
    const [{ notifySavedSearchOwners }, { db }] = await Promise.all([
      import('../notifications/on-listing-written.js'),
      import('../lib/firebase.js'),
    ]);
    await notifySavedSearchOwners({
      db: db(),
      before: event.data?.before.data(),
      after: event.data?.after.data(),
      postId: event.params.postId,
    });
  },
);
