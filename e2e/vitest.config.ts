import { defineConfig } from 'vitest/config';

// One browser, one set of emulators: journeys run one after another.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // The app answers in milliseconds, but CI machines are slow and busy.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    globalSetup: ['./support/global-setup.ts'],
  },
});
