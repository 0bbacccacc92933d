// One test suite on a copy of the Emulator Suite of its own (auth, firestore,
// functions, hosting, and the development inbox), at ROOMLY_PORT_OFFSET, so
// suites that each clear or fill the emulators' project can run at once.
// `npm test` starts one per suite (scripts/test.mjs); it expects the builds
// this copy serves to be there.
//
//   ROOMLY_PORT_OFFSET=1 node scripts/emulator-suite.mjs functions
//   node scripts/emulator-suite.mjs functions test/viewings.test.ts   one file
import { emulatorArgs, emulatorEnv, firebaseBin } from './lib/emulator-env.mjs';
import { startMailDev } from './lib/maildev.mjs';
import { run } from './lib/run.mjs';

const [suite, ...vitestArgs] = process.argv.slice(2);
if (!['functions', 'web', 'e2e'].includes(suite)) {
  console.error(`Usage: node scripts/emulator-suite.mjs functions|web|e2e (got "${suite ?? ''}")`);
  process.exit(2);
}

// The Functions emulator sends real e-mails over SMTP to the development inbox,
// which the e2e journeys read (e2e/support/inbox.ts).
const inbox = await startMailDev({ quiet: true });
const code = await run(
  firebaseBin,
  [
    'emulators:exec',
    ...emulatorArgs({ severalProjects: true }),
    // One command line for the CLI to run: each argument quoted for the shell.
    ['node', 'scripts/run-suites.mjs', suite, ...vitestArgs]
      .map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`)
      .join(' '),
  ],
  { env: emulatorEnv(), cwd: new URL('..', import.meta.url).pathname },
);
await inbox.stop();
process.exit(code);
