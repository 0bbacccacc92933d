import { defineConfig } from 'vitest/config';

// Through Hosting or the Functions emulator, which serve the emulators' own
// project only, or calling the Auth emulator with an API key as a browser does
// (an anonymous or Google sign-up, a user's own update), which it answers from
// that project only.
const SHARED_PROJECT_FILES = [
  'test/hosting.test.ts',
  'test/deployed-triggers.test.ts',
  'test/http.test.ts',
  'test/insight.test.ts',
  'test/moderation.test.ts',
];

// Checks of the tree itself (the docs, the import graph) that need no
// emulator: with the pure tests, in parallel, off the emulators' lane.
const PURE_TREE_CHECKS = [
  'test/bench-repeat-rows.test.ts',
  'test/docs.test.ts',
  'test/import-graph.test.ts',
  'test/import-cycles.test.ts',
];

// Three projects, one after another (groupOrder), never overlapping on a busy
// machine: the pure tests beside the code (src/) need nothing and run in
// parallel; the API and rules tests (test/) run against the Firestore and Auth
// emulators and clear them between tests, in parallel too, each file in a
// project of its own (test/project.ts); the few that need the emulators' own
// project share it, so they run one file at a time, last.
export default defineConfig({
  test: {
    environment: 'node',
    // As in the API's own instances: index.ts then leaves out the alerts
    // trigger, which it loads with a require (TypeScript sources can't be
    // required; index.test.ts checks the trigger on the built module).
    env: { FUNCTION_TARGET: 'api' },
    // Bounds for a test that hangs, not speed checks: npm test runs the suites
    // side by side on two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', ...PURE_TREE_CHECKS],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['test/**/*.test.ts'],
          exclude: [...SHARED_PROJECT_FILES, ...PURE_TREE_CHECKS],
          setupFiles: ['test/project.ts'],
          provide: { ownProjects: true },
          // They wait on the emulators more than they compute: two at a time
          // even on two cores (Vitest's default there is one).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator-shared',
          include: SHARED_PROJECT_FILES,
          setupFiles: ['test/project.ts'],
          provide: { ownProjects: false },
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
