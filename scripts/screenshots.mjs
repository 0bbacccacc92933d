// `npm run screenshots`: home, browse, details, form and profile in light/dark ×
// desktop/mobile, from the production build on the emulators with demo data.
import { emulatorArgs, emulatorEnv, firebaseBin, ports } from './lib/emulator-env.mjs';
import { step } from './lib/run.mjs';

await step('Build functions', 'npm', ['run', 'build', '--workspace', 'functions']);
await step('Build web', 'npm', ['run', 'build', '--workspace', 'web'], {
  env: { ...process.env, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}` },
});
await step(
  'Take screenshots',
  firebaseBin,
  ['emulators:exec', ...emulatorArgs(), 'node scripts/screenshots/run.mjs'],
  { env: emulatorEnv() },
);
