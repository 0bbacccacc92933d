// Fills the derived search fields of documents written before they existed
// (functions/src/maintenance/migrate-search.ts): each listing's `search` map,
// lifestyle index fields and location prefixes, each saved search's query
// keys; then recounts every poster's "Viewings held" under the rule new
// answers follow (functions/src/maintenance/recount-viewings-held.ts: distinct,
// established, verified members, once per pair; it reads Auth accounts).
// Idempotent: a second run writes nothing. `npm start` runs it after
// seeding; against a project that already has listings, run it once after
// deploying the API that queries these fields.
//
//   npm run migrate                      the running emulator (npm start)
//   npm run migrate -- --from <id>       resume after a listing's id (as printed)
//   npm run migrate -- --from savedSearches/<id>   resume in the saved searches
//   npm run migrate -- --project=<id>    a real project (Application Default
//                                        Credentials, e.g. `gcloud auth
//                                        application-default login`)
//   import { migrate } from './migrate.mjs'   (npm start)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ports, projectId as emulatorProject, root } from './lib/emulator-env.mjs';

/** The API's own migration (or `name`'s), from functions/lib (built on demand). */
function loadMigration(name = 'migrate-search') {
  const compiled = join(root, 'functions', 'lib', 'maintenance', `${name}.js`);
  if (!existsSync(compiled)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return createRequire(import.meta.url)(compiled);
}

/** `--from` as the migration takes it: `<id>` (a listing) or `<collection>/<id>`. */
function startAfterOf(from, collections) {
  if (from === undefined) return undefined;
  const slash = from.indexOf('/');
  const collection = slash < 0 ? collections[0] : from.slice(0, slash);
  const id = slash < 0 ? from : from.slice(slash + 1);
  if (!collections.includes(collection) || !id) {
    throw new Error(
      `--from must be a listing id or one of ${collections.map((c) => `${c}/<id>`).join(', ')}`,
    );
  }
  return { collection, id };
}

/**
 * Runs the migration on `project` (the emulator's when FIRESTORE_EMULATOR_HOST
 * is set, as npm start and the seeder do). Answers the counts per collection.
 */
export async function migrate({ project = emulatorProject, from, batchSize, quiet = false } = {}) {
  const { migrateSearchFields, MIGRATED } = loadMigration();
  const app =
    getApps().find((a) => a.name === 'roomly-migrate') ??
    initializeApp({ projectId: project }, 'roomly-migrate');
  const started = Date.now();
  const result = await migrateSearchFields({
    db: getFirestore(app),
    batchSize,
    startAfter: startAfterOf(from, MIGRATED),
    onProgress: quiet
      ? undefined
      : ({ collection, read, written, lastId }) => {
          const resume = collection === MIGRATED[0] ? lastId : `${collection}/${lastId}`;
          console.log(
            `  ${collection}: ${read} read, ${written} written (resume with --from ${resume})`,
          );
        },
  });
  if (!quiet) {
    const parts = MIGRATED.map((c) => `${result[c].written} of ${result[c].read} ${c}`);
    console.log(`Migrated ${parts.join(', ')} in ${Date.now() - started} ms.`);
  }
  const { recountViewingsHeld } = loadMigration('recount-viewings-held');
  const held = await recountViewingsHeld({ db: getFirestore(app), auth: getAuth(app) });
  if (!quiet) {
    console.log(
      `Recounted viewings held: ${held.viewings} viewings read, ${held.written} written.`,
    );
  }
  return result;
}

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      project: { type: 'string' },
      batch: { type: 'string' },
    },
  });
  const batchSize = values.batch === undefined ? undefined : Number(values.batch);
  if (
    batchSize !== undefined &&
    !(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 500)
  ) {
    throw new Error('--batch must be a whole number from 1 to 500');
  }
  if (!values.project) {
    // Never reach a real project by accident: without --project, only the emulator.
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
  } else {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const where = values.project
    ? `project ${values.project}`
    : `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;
  console.log(`Migrating search fields on ${where}…`);
  await migrate({ project: values.project, from: values.from, batchSize });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
