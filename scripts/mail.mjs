// The e-mail jobs, run by hand: in production scheduled functions run them
// (functions/src/index.ts); the emulator doesn't run schedules, so this runs
// the very same jobs against the emulator, or, with credentials, a real
// project. In order: the expiry reminders, the viewing reminders and the
// daily digests are queued in the outbox, then every e-mail that is due is sent (on the emulator to
// MailDev, whose inbox `npm start` prints).
//
//   npm run mail                                the running emulator (npm start)
//   npm run mail -- --now=2026-12-31T09:00:00Z  as if it were that moment
//   npm run mail -- --project=<id>              a real project (Application
//                                               Default Credentials, e.g. `gcloud
//                                               auth application-default login`)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hostingUrl, ports, projectId as emulatorProject, root } from './lib/emulator-env.mjs';

const JOBS = [
  'mail/expiry-reminders',
  'viewings/reminders',
  'mail/digest',
  'mail/deliver',
  'lib/firebase',
];

/** The compiled jobs (functions/lib), built first when any is missing. */
function loadJobs() {
  const compiled = JOBS.map((name) => join(root, 'functions', 'lib', `${name}.js`));
  if (compiled.some((file) => !existsSync(file))) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const require = createRequire(import.meta.url);
  return Object.assign({}, ...compiled.map((file) => require(file)));
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function main() {
  const { values } = parseArgs({
    options: { now: { type: 'string' }, project: { type: 'string' } },
  });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const project = values.project ?? emulatorProject;
  // The functions' Firebase Admin app takes its project from the environment.
  process.env.GCLOUD_PROJECT = project;
  if (!values.project) {
    // Never reach a real project by accident: without --project, only the emulator.
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
    // Links in the e-mails open the emulator's Hosting; the SMTP server is
    // MailDev's, which the demo project's configuration finds by itself.
    process.env.APP_URL ??= hostingUrl;
  } else {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const { queueExpiryReminders, remindViewings, sendDailyDigests, deliverDueMail, db, auth } =
    loadJobs();
  const where = values.project
    ? `project ${project}`
    : `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;

  const { listings } = await queueExpiryReminders(now);
  const { reminded } = await remindViewings(now);
  const { queued } = await sendDailyDigests(now);
  // Then everything due is sent, these e-mails included (functions/src/mail/deliver.ts).
  const delivered = await deliverDueMail(now, { db: db(), auth: auth() });
  console.log(
    `Mail at ${now.toISOString()} on ${where}: ${plural(listings, 'listing')} in the expiry reminders' window, ` +
      `${plural(reminded, 'viewing')} reminded of, ` +
      `${plural(queued, 'daily digest')} queued; delivery: ${JSON.stringify(delivered)}.`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
