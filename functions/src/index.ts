// Entry point for Cloud Functions. Only firebase-functions loads at import:
// Express, the routes and Firebase Admin load on the first request, so
// deployment analysis and cold starts stay quick.
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { installHostBodyParserErrors } from './middleware/host-body-parser';
import { installHostMalformedPaths } from './middleware/malformed-path';

// The things done at import, because they must precede the Functions host
// building its body parsers and its Express app: bodies they refuse and paths
// they can't decode get a JSON 4xx, not an HTML page with a stack trace (see
// middleware/host-body-parser.ts and middleware/malformed-path.ts).
installHostBodyParserErrors();
installHostMalformedPaths();

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

// Once a day, active listings and "Room wanted" ads past their expiry become
// `expired` (lifecycle/sweep.ts). Like the API, nothing heavy loads at import: the sweep
// and Firebase Admin load when the schedule fires. The emulator doesn't run
// schedules; `npm run sweep` runs the same job there.
export const sweepExpired = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const [{ sweepExpiredListings, sweepExpiredSeekerAds }, { db }] = await Promise.all([
      import('./lifecycle/sweep.js'),
      import('./lib/firebase.js'),
    ]);
    const { expired } = await sweepExpiredListings({ db: db() });
    const ads = await sweepExpiredSeekerAds({ db: db() });
    console.log(`Expiry sweep: ${expired} listings and ${ads.expired} Room wanted ads expired.`);
  },
);

// The saved-search alerts trigger (triggers/notify-saved-searches.ts).
// Each deployed function runs in instances of its own, and the runtime names
// the function an instance serves in FUNCTION_TARGET (the emulator's workers
// too). Firestore triggers' provider loads Firestore's client as it is
// imported, so the trigger is defined only where it may run: in its own
// instances, and when the deploy tooling reads every export (no target). The
// API's instances don't pay for it at their cold start (P4).
const target = process.env.FUNCTION_TARGET;
export const notifySavedSearches =
  !target || target === 'notifySavedSearches'
    ? // A require, not an import: an import can't be skipped.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./triggers/notify-saved-searches.js') as TriggerModule).notifySavedSearches
    : undefined;
type TriggerModule = typeof import('./triggers/notify-saved-searches.js');

// The match alerts, both ways (triggers/notify-matches.ts), defined the same
// way: only in their own instances and for deployment.
type MatchTriggers = typeof import('./triggers/notify-matches.js');
const matchTrigger = <K extends keyof MatchTriggers>(name: K): MatchTriggers[K] | undefined =>
  !target || target === name
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./triggers/notify-matches.js') as MatchTriggers)[name]
    : undefined;
/** A listing becomes active: the seekers whose Room wanted ad it matches get an alert. */
export const notifyMatchingSeekers = matchTrigger('notifyMatchingSeekers');
/** A Room wanted ad becomes active: the posters of the listings it matches get an alert. */
export const notifyMatchingPosters = matchTrigger('notifyMatchingPosters');
