// The production builds every emulator run serves: the function, and the web
// app in its "emulator" mode (web/.env.emulator: project demo-roomly), pointed
// at this copy's Auth and Firestore emulators (written to this copy's webDist).
import { ports, webDist } from './emulator-env.mjs';
import { step } from './run.mjs';

export async function buildApp() {
  await step('Build functions', 'npm', ['run', 'build', '--workspace', 'functions']);
  await step(
    'Build web',
    'npm',
    ['run', 'build:emulator', '--workspace', 'web', '--', '--outDir', webDist, '--emptyOutDir'],
    {
      env: {
        ...process.env,
        VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
        VITE_FIRESTORE_EMULATOR_URL: `http://127.0.0.1:${ports.firestore}`,
      },
    },
  );
}
