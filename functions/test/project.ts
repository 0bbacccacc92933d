// Setup file of the emulator tests: which Firestore and Auth project this
// file's API (firebase-admin) and helpers use, set before either starts.
//
// The emulators keep each project's data apart, so each file of the `emulator`
// project uses a project of its own (`demo-roomly-<random>`): they run in
// parallel, and each clears only its own data between tests. The files that go
// through Hosting or the Functions emulator, which serve `demo-roomly` only,
// use that one (the `emulator-shared` project, one file at a time).
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/** The project `firebase emulators:exec` runs (scripts/lib/emulator-env.mjs). */
const EMULATORS_PROJECT = 'demo-roomly';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether each file of this Vitest project uses a project of its own. */
    ownProjects: boolean;
  }
}

// Random rather than by VITEST_POOL_ID: Vitest can hand a pool id that is
// still in use to another file when a project follows another in one run.
const project = inject('ownProjects')
  ? `${EMULATORS_PROJECT}-${randomBytes(4).toString('hex')}`
  : EMULATORS_PROJECT;
// Both: firebase-admin reads FIREBASE_CONFIG first, the code's own checks
// (demo project, public origin) GCLOUD_PROJECT.
process.env.GCLOUD_PROJECT = project;
process.env.FIREBASE_CONFIG = JSON.stringify({
  ...(JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as object),
  projectId: project,
});
