import { defineConfig } from 'vitest/config';

// API and rules tests share one Firestore and Auth emulator and clear them
// between tests, so test files run one at a time.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
