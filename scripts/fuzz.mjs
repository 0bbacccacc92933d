// `npm run fuzz`: the property-based fuzz suite (functions/test/fuzz.test.ts)
// with 2,000 generated requests per route instead of the 300 that `npm test`
// runs, on its own Auth and Firestore emulators (the suite runs the API in-process).
//
//   npm run fuzz                                 2,000 per route, the suite's fixed seed
//   FUZZ_SEED=7 FUZZ_RUNS=5000 npm run fuzz      another seed, more requests
//   ROOMLY_PORT_OFFSET=400 npm run fuzz          beside another copy of the emulators
import { join } from 'node:path';
import {
  emulatorEnv,
  firebaseBin,
  firebaseConfigPath,
  projectId,
  root,
} from './lib/emulator-env.mjs';
import { step } from './lib/run.mjs';

const runs = process.env.FUZZ_RUNS ?? '2000';
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const command = `cd ${JSON.stringify(join(root, 'functions'))} && ${JSON.stringify(vitest)} run test/fuzz.test.ts`;

await step(
  `Fuzz the API: ${runs} generated requests per route (seed ${process.env.FUZZ_SEED ?? 'fixed'})`,
  firebaseBin,
  [
    'emulators:exec',
    '--project',
    projectId,
    '--config',
    // The suite runs in a project of its own (functions/test/project.ts).
    firebaseConfigPath({ severalProjects: true }),
    '--only',
    'auth,firestore',
    command,
  ],
  { env: { ...emulatorEnv(), FUZZ_RUNS: runs } },
);
