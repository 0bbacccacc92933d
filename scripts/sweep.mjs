// The daily expiry sweep (functions/src/lifecycle/sweep.ts, and the unused
// uploads' functions/src/photos/sweep.ts), run by hand: in
// production a scheduled function runs it; the emulator doesn't run schedules,
// so this runs the very same job against the emulator, or, with credentials,
// a real project.
//
//   npm run sweep                              the running emulator (npm start)
//   npm run sweep -- --now=2026-12-31T00:00:00Z  as if it were that moment
//   npm run sweep -- --project=<id>            a real project (Application
//                                              Default Credentials, e.g. `gcloud
//                                              auth application-default login`)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { ports, projectId as emulatorProject, root } from './lib/emulator-env.mjs';

function loadSweep() {
  const compiled = join(root, 'functions', 'lib', 'lifecycle', 'sweep.js');
  const photos = join(root, 'functions', 'lib', 'photos', 'sweep.js');
  if (!existsSync(compiled) || !existsSync(photos)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const require = createRequire(import.meta.url);
  return { ...require(compiled), ...require(photos) };
}

async function main() {
  const { values } = parseArgs({
    options: { now: { type: 'string' }, project: { type: 'string' } },
  });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const project = values.project ?? emulatorProject;
  if (!values.project) {
    // Never reach a real project by accident: without --project, only the emulator.
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  } else {
    delete process.env.FIRESTORE_EMULATOR_HOST;
  }
  const { sweepExpiredListings, sweepExpiredWantedAds, sweepOrphanPhotos } = loadSweep();
  const db = getFirestore(initializeApp({ projectId: project }, 'roomly-sweep'));
  const where = values.project
    ? `project ${project}`
    : `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;
  const { expired } = await sweepExpiredListings({ db, now });
  const ads = await sweepExpiredWantedAds({ db, now });
  const photos = await sweepOrphanPhotos({ db, now });
  console.log(
    `Sweep at ${now.toISOString()} on ${where}: ${expired} listing${expired === 1 ? '' : 's'} and ` +
      `${ads.expired} Room wanted ad${ads.expired === 1 ? '' : 's'} expired, ` +
      `${photos.deleted} unused photo${photos.deleted === 1 ? '' : 's'} deleted.`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
