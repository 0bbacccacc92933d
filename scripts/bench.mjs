// `npm run bench`: production build, fresh emulators, seeded data, then one
// table of the performance budgets (see the README's "Performance" section).
import { emulatorArgs, emulatorEnv, firebaseBin, ports } from './lib/emulator-env.mjs';
import { step } from './lib/run.mjs';

await step('Build functions', 'npm', ['run', 'build', '--workspace', 'functions']);
await step('Build web', 'npm', ['run', 'build', '--workspace', 'web'], {
  env: { ...process.env, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}` },
});
await step(
  'Benchmark on the emulator suite',
  firebaseBin,
  ['emulators:exec', ...emulatorArgs(), 'node scripts/bench/run.mjs'],
  { env: emulatorEnv() },
);
