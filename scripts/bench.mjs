// `npm run bench`: production build, fresh emulators, seeded data, then one
// table of the performance budgets (see the README's "Performance" section).
import { emulatorArgs, emulatorEnv, firebaseBin } from './lib/emulator-env.mjs';
import { buildApp } from './lib/build.mjs';
import { step } from './lib/run.mjs';

await buildApp();
await step(
  'Benchmark on the emulator suite',
  firebaseBin,
  ['emulators:exec', ...emulatorArgs(), 'node scripts/bench/run.mjs'],
  { env: emulatorEnv() },
);
