import { defineConfig } from 'vitest/config';

// One browser, one set of emulators: journeys run one after another.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 90_000,
    // The app answers in milliseconds, but CI machines are slow and busy (npm
    // test runs the other suites beside the journeys, on two cores).
    expect: { poll: { timeout: 30_000, interval: 100 } },
    globalSetup: ['./support/global-setup.ts'],
  },
});
