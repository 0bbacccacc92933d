import { defineConfig } from 'vitest/config';

// Two projects: the pure tests beside the code (src/) need nothing and run in
// parallel; the API and rules tests (test/) share one Firestore and Auth
// emulator and clear them between tests, so their files run one at a time,
// after the pure ones (groupOrder), never overlapping them on a busy machine.
export default defineConfig({
  test: {
    environment: 'node',
    // As in the API's own instances: index.ts then leaves out the alerts
    // trigger, which it loads with a require (TypeScript sources can't be
    // required; index.test.ts checks the trigger on the built module).
    env: { FUNCTION_TARGET: 'api' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['test/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
