// Entry point for Cloud Functions. Only firebase-functions loads at import:
// Express, the routes and Firebase Admin load on the first request, so
// deployment analysis and cold starts stay quick.
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { installHostBodyParserErrors } from './middleware/host-body-parser';

// The one thing done at import, because it must precede the Functions host
// building its body parsers: bodies they refuse get a JSON 4xx, not an HTML page
// with a stack trace (see middleware/host-body-parser.ts).
installHostBodyParserErrors();

type Handler = (req: Request, res: Response) => void;
let app: Promise<Handler> | undefined;

// Scale limits, so a flood of requests (or a bug in a client) can't run up an
// unbounded bill or exhaust Firestore. Each instance serves up to 40 requests
// at once: a request mostly waits on Firestore, so one vCPU keeps up, and each
// holds little memory (bodies ≤ 32 KB, pages ≤ 100 listings). Ten instances
// give 400 concurrent requests, far above Roomly's expected peak; raise
// maxInstances before a launch, not after. Concurrency above 1 needs a whole vCPU.
export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    cpu: 1,
    concurrency: 40,
    maxInstances: 10,
    timeoutSeconds: 30,
  },
  async (req, res) => {
    app ??= import('./app.js').then(({ createApp }) => createApp());
    let handler: Handler;
    try {
      handler = await app;
    } catch (err) {
      // Don't cache a failed load: the next request tries again.
      app = undefined;
      throw err;
    }
    handler(req, res);
  },
);

// Issue 12: once a day, active listings past their expiry become `expired`
// (lifecycle/sweep.ts). Like the API, nothing heavy loads at import: the sweep
// and Firebase Admin load when the schedule fires. The emulator doesn't run
// schedules; `npm run sweep` runs the same job there.
export const sweepExpired = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const [{ sweepExpiredListings }, { db }] = await Promise.all([
      import('./lifecycle/sweep.js'),
      import('./lib/firebase.js'),
    ]);
    const { expired } = await sweepExpiredListings({ db: db() });
    console.log(`Expiry sweep: ${expired} listings expired.`);
  },
);

// Issue 13: when a listing is created active or becomes active again, the
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
      import('./notifications/on-listing-written.js'),
      import('./lib/firebase.js'),
    ]);
    await notifySavedSearchOwners({
      db: db(),
      before: event.data?.before.data(),
      after: event.data?.after.data(),
      postId: event.params.postId,
    });
  },
);
