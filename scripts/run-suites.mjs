// Runs inside `firebase emulators:exec`, which sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST. Every suite runs even if an earlier one fails,
// so one run reports everything.
import { run } from './lib/run.mjs';
import { join } from 'node:path';
import { root } from './lib/emulator-env.mjs';

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const suites = {
  functions: () => run(vitest, ['run'], { cwd: join(root, 'functions') }),
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
for (const name of process.argv.slice(2)) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await suites[name]();
  results.push({ name, code, seconds: (Date.now() - started) / 1000 });
}
// Where the time goes, so a slow suite shows before CI's 12-minute budget is gone.
console.log('\nSuites:');
for (const { name, code, seconds } of results) {
  console.log(`  ${code === 0 ? '✔' : '✖'} ${name.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`);
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`    ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
