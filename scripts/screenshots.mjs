// `npm run screenshots`: home, browse, details, form and profile in light/dark ×
// desktop/mobile, from the production build on the emulators with demo data.
import { emulatorArgs, emulatorEnv, firebaseBin } from './lib/emulator-env.mjs';
import { buildApp } from './lib/build.mjs';
import { step } from './lib/run.mjs';

await buildApp();
await step(
  'Take screenshots',
  firebaseBin,
  ['emulators:exec', ...emulatorArgs(), 'node scripts/screenshots/run.mjs'],
  { env: emulatorEnv() },
);
