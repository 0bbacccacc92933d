// Entry point for Cloud Functions. Only firebase-functions loads at import:
// Express, the routes and Firebase Admin load on the first request, so
// deployment analysis and cold starts stay quick.
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { installHostBodyParserErrors } from './middleware/host-body-parser';
import { installHostMalformedPaths } from './middleware/malformed-path';
import { mailSecrets } from './mail/secrets';

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
// holds little memory (bodies ≤ 32 KB, pages ≤ 100 listings; a photo upload,
// up to 15 MB, is processed two at a time per instance, photos/process.ts). Ten instances
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
    // The unsubscribe links' key (/mail, mail/router.ts).
    secrets: mailSecrets('api'),
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
// `expired` (lifecycle/sweep.ts), and uploads no ad took within a day are
// deleted (photos/sweep.ts). Like the API, nothing heavy loads at import: the sweep
// and Firebase Admin load when the schedule fires. The emulator doesn't run
// schedules; `npm run sweep` runs the same job there.
export const sweepExpired = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const [{ sweepExpiredListings, sweepExpiredWantedAds }, { sweepOrphanPhotos }, { db }] =
      await Promise.all([
        import('./lifecycle/sweep.js'),
        import('./photos/sweep.js'),
        import('./lib/firebase.js'),
      ]);
    const { expired } = await sweepExpiredListings({ db: db() });
    const ads = await sweepExpiredWantedAds({ db: db() });
    // Uploads no ad took within a day (photos/sweep.ts).
    const photos = await sweepOrphanPhotos({ db: db() });
    console.log(
      `Expiry sweep: ${expired} listings and ${ads.expired} Room wanted ads expired, ` +
        `${photos.deleted} unused photos deleted.`,
    );
  },
);

// Once a day, the alert digests of members who chose "Daily digest" become one
// e-mail each (mail/digest.ts), queued in the outbox the sender reads. As
// above, the job loads when the schedule fires; `npm run mail` runs it on the emulator.
export const sendDailyDigests = onSchedule(
  { schedule: 'every day 08:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    const { sendDailyDigests: send } = await import('./mail/digest.js');
    const { queued } = await send(new Date(event.scheduleTime));
    console.log(`Daily digests: ${queued} queued.`);
  },
);

// Once a day, "Your listing expires in 3 days" for each active listing whose
// expiry falls in the day three days ahead (mail/expiry-reminders.ts).
export const queueExpiryReminders = onSchedule(
  { schedule: 'every day 09:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    const { queueExpiryReminders: queue } = await import('./mail/expiry-reminders.js');
    const { listings } = await queue(new Date(event.scheduleTime));
    console.log(`Expiry reminders: ${listings} listings expire in the window.`);
  },
);

// Every hour, the day-before reminders of booked viewings (viewings/reminders.ts):
// one notification and one e-mail to each side. As above, the job loads when
// the schedule fires; `npm run mail` runs it on the emulator.
export const remindViewings = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    const { remindViewings: remind } = await import('./viewings/reminders.js');
    const { reminded } = await remind(new Date(event.scheduleTime));
    console.log(`Viewing reminders: ${reminded} viewings reminded of.`);
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

// E-mail (mail/deliver.ts, docs/email.md): each new outbox document is sent by
// its trigger (triggers/send-mail.ts), defined like the alerts triggers only in
// its own instances and for deployment; every 5 minutes the scheduled
// `deliverDueMail` sends what is due later (a delayed message e-mail, a retry,
// a try interrupted midway). As above, the sender and Firebase Admin load when
// it runs; `npm run mail` runs the same job on the emulator, which runs no schedules.
export const sendOutboxMail =
  !target || target === 'sendOutboxMail'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./triggers/send-mail.js') as typeof import('./triggers/send-mail.js'))
        .sendOutboxMail
    : undefined;
export const deliverDueMail = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: 'us-central1',
    timeoutSeconds: 540,
    secrets: mailSecrets('sender'),
  },
  async (event) => {
    const [{ deliverDueMail: deliver }, { db, auth }] = await Promise.all([
      import('./mail/deliver.js'),
      import('./lib/firebase.js'),
    ]);
    const run = await deliver(new Date(event.scheduleTime), { db: db(), auth: auth() });
    console.log(`Mail due: ${JSON.stringify(run)}`);
  },
);
