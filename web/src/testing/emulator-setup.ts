// The emulator tests run against the real emulators (`node scripts/test.mjs web`
// starts them and points the tests there). Without them a run must fail, never
// pass by skipping.
const missing = ['FIREBASE_AUTH_EMULATOR_HOST', 'VITE_API_BASE_URL'].filter(
  (name) => !process.env[name],
);
if (missing.length > 0) {
  throw new Error(
    `${missing.join(' and ')} not set: run the web tests with \`node scripts/test.mjs web\` (or \`npm test\`), which starts the emulators.`,
  );
}
