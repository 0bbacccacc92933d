// Runs inside `firebase emulators:exec` (scripts/emulator-suite.mjs), which
// sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: the tests of
// one suite that need the emulators. Each writes Vitest's JSON report beside
// the logs, which scripts/test.mjs reads for its table of the slowest files.
import { run } from './lib/run.mjs';
import { join } from 'node:path';
import { root } from './lib/emulator-env.mjs';
import { reportPath } from './lib/test-report.mjs';

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const reporters = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportPath(name)}`,
];
// Anything after the suite's name goes to Vitest: files to run, `-t <name>`.
const extra = process.argv.slice(3);
// A suite run in two parts (scripts/test.mjs) names each part's report.
const reportName = (suite) => process.env.ROOMLY_REPORT_NAME ?? suite;
const suites = {
  functions: () =>
    run(
      vitest,
      [
        'run',
        '--project',
        'emulator',
        '--project',
        'emulator-shared',
        ...reporters(reportName('functions')),
        ...extra,
      ],
      { cwd: join(root, 'functions') },
    ),
  // jsdom has no origin to resolve relative URLs against: point the web tests
  // at the Hosting emulator (API) and the Auth emulator explicitly.
  web: () =>
    run(vitest, ['run', '--project', 'emulator', ...reporters(reportName('web')), ...extra], {
      cwd: join(root, 'web'),
      env: {
        ...process.env,
        VITE_API_BASE_URL: process.env.ROOMLY_HOSTING_URL,
        VITE_AUTH_EMULATOR_URL: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
        VITE_FIRESTORE_EMULATOR_URL: `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
      },
    }),
  e2e: () =>
    run(vitest, ['run', ...reporters(reportName('e2e')), ...extra], { cwd: join(root, 'e2e') }),
};

const name = process.argv[2];
if (!suites[name]) {
  console.error(`Unknown suite "${name}". Known: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
process.exit(await suites[name]());
