// `npm run screenshots`: home, browse, details, form and profile in light/dark ×
// desktop/mobile, from the production build on the emulators with demo data.
import { emulatorArgs, emulatorEnv, firebaseBin } from './lib/emulator-env.mjs';
import { buildApp } from './lib/build.mjs';
import { step } from './lib/run.mjs';

const names = process.argv.slice(2).filter((name) => /^[a-z-]+$/.test(name));

await buildApp();
await step(
  'Take screenshots',
  firebaseBin,
  // Names (`npm run screenshots -- photos`) take only those pictures (run.mjs).
  ['emulators:exec', ...emulatorArgs(), ['node scripts/screenshots/run.mjs', ...names].join(' ')],
  { env: emulatorEnv() },
);
