// `npm test`: static checks, production builds, then every test suite inside one
// run of the emulator suite (auth, firestore, functions, hosting).
//
//   node scripts/test.mjs                 all suites
//   node scripts/test.mjs functions web   only those suites (static checks skipped)
import { emulatorArgs, emulatorEnv, firebaseBin, ports } from './lib/emulator-env.mjs';
import { step } from './lib/run.mjs';

const all = ['functions', 'web', 'e2e'];
const requested = process.argv.slice(2);
const suites = requested.length ? requested : all;
const unknown = suites.filter((s) => !all.includes(s));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}

if (!requested.length) {
  await step('Lint and format check', 'npm', ['run', 'lint']);
  await step('Type check', 'npm', ['run', 'typecheck']);
}
await step('Build functions', 'npm', ['run', 'build', '--workspace', 'functions']);
await step('Build web', 'npm', ['run', 'build', '--workspace', 'web'], {
  env: { ...process.env, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}` },
});
await step(
  `Test ${suites.join(', ')} on the emulator suite`,
  firebaseBin,
  ['emulators:exec', ...emulatorArgs(), `node scripts/run-suites.mjs ${suites.join(' ')}`],
  { env: emulatorEnv() },
);
