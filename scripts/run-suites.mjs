// Runs inside `firebase emulators:exec`, which sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST. Every suite runs even if an earlier one fails,
// so one run reports everything.
//
// Hosting and the Functions emulator serve the emulators' own project
// (demo-roomly) only, and the web tests, the journeys and a few functions tests
// go through them: those use that project one suite at a time (the journeys
// clear it before each test). The rest of the functions suite uses projects of
// its own (functions/test/project.ts), so it runs beside web and e2e.
import { run } from './lib/run.mjs';
import { join } from 'node:path';
import { root } from './lib/emulator-env.mjs';

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const functions = (projects) =>
  run(vitest, ['run', ...projects.flatMap((p) => ['--project', p])], {
    cwd: join(root, 'functions'),
  });
const parts = {
  'functions (demo-roomly)': () => functions(['emulator-shared']),
  functions: () => functions(['unit', 'emulator']),
  // jsdom has no origin to resolve relative URLs against: point the web tests
  // at the Hosting emulator (API) and the Auth emulator explicitly.
  web: () =>
    run(vitest, ['run'], {
      cwd: join(root, 'web'),
      env: {
        ...process.env,
        VITE_API_BASE_URL: process.env.ROOMLY_HOSTING_URL,
        VITE_AUTH_EMULATOR_URL: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
        VITE_FIRESTORE_EMULATOR_URL: `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
      },
    }),
  e2e: () => run(vitest, ['run'], { cwd: join(root, 'e2e') }),
};

const results = [];
async function timed(name) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await parts[name]();
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, code, seconds });
  console.log(`\n━━ ${name} ${code === 0 ? 'passed' : 'failed'} (${seconds.toFixed(1)} s) ━━`);
}

const started = Date.now();
const chosen = new Set(process.argv.slice(2));
// First and alone: the functions tests that wait on the Functions emulator's
// triggers and e-mails, with deadlines.
if (chosen.has('functions')) await timed('functions (demo-roomly)');
await Promise.all([
  chosen.has('functions') && timed('functions'),
  (async () => {
    for (const name of ['web', 'e2e']) if (chosen.has(name)) await timed(name);
  })(),
]);

// Where the time goes, so a slow suite shows before CI's 12-minute budget is gone.
console.log('\nSuites (functions ran beside web and e2e):');
for (const { name, code, seconds } of results) {
  console.log(`  ${code === 0 ? '✔' : '✖'} ${name.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s`);
}
const total = (Date.now() - started) / 1000;
console.log(`    ${'total'.padEnd(24)} ${total.toFixed(1).padStart(7)} s`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
