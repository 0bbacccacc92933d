// `npm test`: everything CI checks. Static checks, builds, the tests that need
// nothing, and three suites on the emulators, as one graph of tasks: each
// starts once what it needs has passed, so independent ones overlap, and each
// emulator suite has a copy of the Emulator Suite of its own (a port offset),
// so the suites that clear or fill the emulators' project run side by side.
// Ends with each task's time, the slowest test files, and a count.
//
//   node scripts/test.mjs                     everything
//   node scripts/test.mjs static              lint, format, type checks, builds, size gate
//   node scripts/test.mjs functions web e2e   those suites (with their builds and unit tests)
import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { findChromium, noChromiumMessage } from './lib/chromium.mjs';
import { portsAt, root, webDistAt } from './lib/emulator-env.mjs';
import { runTasks } from './lib/tasks.mjs';
import { clearReports, readReports, reportPath, slowest, totalsOf } from './lib/test-report.mjs';

const PARTS = ['static', 'functions', 'web', 'e2e'];
/**
 * Each emulator suite's copy of the emulators (ROOMLY_PORT_OFFSET). The e2e
 * journeys get the usual ports (their build is web/dist); the functions suite
 * checks what Hosting serves against its own ports, so it gets a build of its
 * own; the web suite loads no page and serves web/dist.
 */
const OFFSET = { e2e: 0, functions: 1, web: 2 };

const requested = process.argv.slice(2);
const unknown = requested.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Known: ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set(requested.length ? requested : PARTS);

// What would fail many minutes in fails now, saying what to do.
const env = { ...process.env, ROOMLY_E2E_FAILURES_CLEARED: '1' };
if (parts.has('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    console.error(noChromiumMessage());
    process.exit(1);
  }
  env.CHROME_PATH = chromium;
}
if (['functions', 'web', 'e2e'].some((part) => parts.has(part))) {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error(
      'No Java found: the Firestore emulator needs Java 17 or newer (Debian: apt-get install -y default-jre-headless).',
    );
    process.exit(1);
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const node = process.execPath;
const distOf = (offset) => relative(root, webDistAt(offset));

/** A production build of the web app in emulator mode, for the copy at `offset`. */
function buildWeb(offset) {
  const ports = portsAt(offset);
  return {
    name: offset === 0 ? 'build web' : `build web (offset ${offset})`,
    command: bin('vite'),
    // The type check is its own task: `vite build` alone, not `npm run build`.
    args: ['build', '--mode', 'emulator', '--outDir', webDistAt(offset), '--emptyOutDir'],
    options: {
      cwd: join(root, 'web'),
      env: {
        ...env,
        VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
        VITE_FIRESTORE_EMULATOR_URL: `http://127.0.0.1:${ports.firestore}`,
      },
    },
  };
}

const reporters = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportPath(name)}`,
];

/**
 * The test runs go in two lanes, each one run after another (the e2e
 * journeys, then the web suite; the functions suite, the longest, then the
 * web unit tests, then the journeys of E2E_PART_2: each lane about as long
 * as the other): two at a time keep both cores busy, while three or more
 * made each of them slower than running alone (a waiting test polls, and the
 * polls took the CPU the awaited answer needed) and pushed tests past their
 * time limits.
 */
const AFTER = {
  web: ['e2e'],
  'web unit': ['functions'],
  'e2e (part 2)': ['functions', 'web unit'],
};

/**
 * The journeys that run in the other lane, last, on the functions suite's
 * copy of the emulators once that suite is done (its build, `build web
 * (offset 1)`, has that copy's ports): the e2e lane was about a minute
 * longer than the other.
 */
const E2E_PART_2 = ['journeys/messages.e2e.ts'];

/** A suite on its own copy of the emulators (scripts/emulator-suite.mjs). */
function onEmulators(
  suite,
  needs,
  extraEnv = {},
  { name = suite, offset = OFFSET[suite], args = [] } = {},
) {
  return {
    name,
    command: node,
    args: ['scripts/emulator-suite.mjs', suite, ...args],
    needs,
    after: AFTER[name],
    options: { env: { ...env, ROOMLY_PORT_OFFSET: String(offset), ...extraEnv } },
  };
}

const tasks = [];
const add = (...more) => tasks.push(...more.filter((t) => !tasks.some((u) => u.name === t.name)));

// The function's build: JavaScript only (its types are the type check's), and
// the first view's renderer. Every suite's Functions emulator loads it.
const buildFunctions = {
  name: 'build functions',
  command: 'sh',
  args: [
    '-c',
    `"${bin('tsc')}" -p tsconfig.build.json --noCheck && "${bin('vite')}" build --config ../web/vite.first-view.config.ts --logLevel warn`,
  ],
  options: { cwd: join(root, 'functions'), env },
};

if (parts.has('static')) {
  add(
    // Nothing waits on these: at a lower priority, beside the suites.
    { name: 'lint', command: bin('eslint'), args: ['.'], background: true, options: { env } },
    {
      name: 'format',
      command: bin('prettier'),
      args: ['--check', '.'],
      background: true,
      options: { env },
    },
    ...['functions', 'web', 'e2e'].map((workspace) => ({
      name: `types ${workspace}`,
      command: bin('tsc'),
      args: ['-p', workspace, '--noEmit'],
      background: true,
      options: { env },
    })),
    buildFunctions,
    buildWeb(0),
    {
      // Sizes, not timings: each route's JavaScript against its budget.
      name: 'size gate',
      command: node,
      args: ['scripts/size-gate.mjs', webDistAt(0)],
      needs: ['build web'],
      options: { env },
    },
  );
}
if (parts.has('functions')) {
  add(buildFunctions, buildWeb(OFFSET.functions), {
    name: 'functions unit',
    command: bin('vitest'),
    args: ['run', '--project', 'unit', ...reporters('functions-unit')],
    // src/index.test.ts loads the built module.
    needs: ['build functions'],
    options: { cwd: join(root, 'functions'), env },
  });
  add(onEmulators('functions', ['build functions', `build web (offset ${OFFSET.functions})`]));
}
if (parts.has('web') || parts.has('e2e')) add(buildFunctions, buildWeb(0));
if (parts.has('web')) {
  add({
    name: 'web unit',
    command: bin('vitest'),
    args: ['run', '--project', 'unit', ...reporters('web-unit')],
    // build/deploy.test.ts checks the build a run serves.
    needs: ['build web'],
    after: AFTER['web unit'],
    options: { cwd: join(root, 'web'), env: { ...env, ROOMLY_WEB_DIST: webDistAt(0) } },
  });
  add(onEmulators('web', ['build functions', 'build web'], { ROOMLY_WEB_DIST: distOf(0) }));
}
if (parts.has('e2e')) {
  add(
    buildWeb(OFFSET.functions),
    onEmulators(
      'e2e',
      ['build functions', 'build web'],
      {},
      {
        args: E2E_PART_2.flatMap((file) => ['--exclude', file]),
      },
    ),
    onEmulators(
      'e2e',
      ['build functions', `build web (offset ${OFFSET.functions})`],
      { ROOMLY_REPORT_NAME: 'e2e-part-2' },
      { name: 'e2e (part 2)', offset: OFFSET.functions, args: E2E_PART_2 },
    ),
  );
}

clearReports();
// The journeys' failure screenshots, once for both parts (e2e/support/global-setup.ts).
rmSync(join(root, 'artifacts', 'e2e-failures'), { recursive: true, force: true });
const started = Date.now();
const outcomes = await runTasks(tasks, { root, logDir: join(root, 'artifacts', 'test-logs') });
const wall = (Date.now() - started) / 1000;

console.log('\nTasks:');
for (const outcome of outcomes) {
  const mark = { passed: '✔', failed: '✖', 'not run': '–' }[outcome.status];
  const time = outcome.status === 'not run' ? 'not run' : `${outcome.seconds.toFixed(1)} s`;
  console.log(`  ${mark} ${outcome.name.padEnd(26)} ${time.padStart(9)}`);
}
console.log(`    ${'all, side by side'.padEnd(26)} ${`${wall.toFixed(1)} s`.padStart(9)}`);

const totals = totalsOf(readReports());
if (totals.files.length) {
  console.log('\nSlowest test files:');
  for (const file of slowest(totals.files)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file} (${file.run})`);
  }
}
const failed = outcomes.filter((o) => o.status !== 'passed');
if (failed.length) {
  console.log(
    `\nFailed: ${failed.map((o) => o.name).join(', ')}. Logs: ${relative(root, join(root, 'artifacts', 'test-logs'))}/`,
  );
  if (existsSync(join(root, 'artifacts', 'e2e-failures'))) {
    console.log('Screenshots of failed journeys: artifacts/e2e-failures/');
  }
}
// The closing count, as test runners print it; the exit code also counts the
// tasks that are not tests (lint, types, builds, size gate).
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed.length ? 1 : 0);
