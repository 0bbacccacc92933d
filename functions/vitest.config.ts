import { defineConfig } from 'vitest/config';

// API and rules tests share one Firestore and Auth emulator and clear them
// between tests, so test files run one at a time.
export default defineConfig({
  test: {
    environment: 'node',
    // As in the API's own instances: index.ts then leaves out the alerts
    // trigger, which it loads with a require (TypeScript sources can't be
    // required; index.test.ts checks the trigger on the built module).
    env: { FUNCTION_TARGET: 'api' },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
