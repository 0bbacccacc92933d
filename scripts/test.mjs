// `npm test`: static checks, production builds and their size gate, then every
// test suite inside one run of the emulator suite (auth, firestore, functions,
// hosting).
//
//   node scripts/test.mjs                 all suites
//   node scripts/test.mjs functions web   only those suites (static checks and size gate skipped)
import { emulatorArgs, emulatorEnv, firebaseBin } from './lib/emulator-env.mjs';
import { buildApp } from './lib/build.mjs';
import { startMailDev } from './lib/maildev.mjs';
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
await buildApp();
// Sizes, not timings: each route's JavaScript against its budget, on the build
// this run serves (scripts/size-gate.mjs). Only with every suite, as the
// static checks: a run of one suite is for that suite's tests.
if (!requested.length) await step('Size gate', 'node', ['scripts/size-gate.mjs']);
// The Functions emulator sends real e-mails over SMTP to the development inbox,
// which the e2e journeys read (e2e/support/inbox.ts); it stops when this script ends.
const inbox = await startMailDev({ quiet: true });
await step(
  `Test ${suites.join(', ')} on the emulator suite`,
  firebaseBin,
  [
    'emulators:exec',
    ...emulatorArgs({ severalProjects: true }),
    `node scripts/run-suites.mjs ${suites.join(' ')}`,
  ],
  { env: emulatorEnv() },
);
await inbox.stop();
