// Vite plugin: a build whose Firebase web config is missing fails, instead of
// shipping an app that fails only in the browser (src/config/firebase-env.ts
// checks again at run time), and a build for anything but the emulators
// refuses every emulator setting: the Auth and Firestore emulator URLs, a
// `demo-` project (the Emulator Suite's offline projects), and an API or any
// other Firebase setting pointing at a local address (the Functions emulator,
// the Hosting emulator in front of it).
import type { Plugin } from 'vite';

/** The mode whose `.env.emulator` holds the Emulator Suite's settings. */
export const EMULATOR_MODE = 'emulator';

export const FIREBASE_VARS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** Settings only an emulator build may have. */
const EMULATOR_VARS = ['VITE_AUTH_EMULATOR_URL', 'VITE_FIRESTORE_EMULATOR_URL'] as const;

/** Whether a setting names a local address, where only the emulators listen. */
export function isLocalAddress(value: string): boolean {
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`).hostname;
  } catch {
    return false;
  }
  return (
    /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1?\])$/i.test(host) ||
    host.endsWith('.localhost')
  );
}

/** What is wrong with a build's env (`VITE_*` values) for `mode`; empty when nothing. */
export function buildEnvProblems(mode: string, env: Record<string, unknown>): string[] {
  const value = (name: string) => String(env[name] ?? '').trim();
  const problems: string[] = [];
  const missing = FIREBASE_VARS.filter((name) => !value(name));
  if (missing.length) problems.push(`missing ${missing.join(', ')}`);
  if (mode === EMULATOR_MODE) return problems;
  for (const name of EMULATOR_VARS) {
    if (value(name)) {
      problems.push(
        `${name} is set (${value(name)}): the app would talk to an emulator; leave it empty`,
      );
    }
  }
  if (/^demo-/i.test(value('VITE_FIREBASE_PROJECT_ID'))) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${value('VITE_FIREBASE_PROJECT_ID')}": "demo-" projects exist only in the emulators`,
    );
  }
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || (EMULATOR_VARS as readonly string[]).includes(name)) continue;
    const setting = String(raw ?? '').trim();
    if (setting && isLocalAddress(setting)) {
      problems.push(
        `${name} is a local address (${setting}), where only the emulators listen (the Functions emulator among them)`,
      );
    }
  }
  return problems;
}

export function checkBuildEnv(): Plugin {
  return {
    name: 'roomly:check-build-env',
    apply: 'build',
    configResolved({ mode, env }) {
      // `env`: this mode's .env files with VITE_* variables from the environment on top.
      const problems = buildEnvProblems(mode, env);
      if (!problems.length) return;
      throw new Error(
        [
          `Cannot build the web app in mode "${mode}":`,
          ...problems.map((problem) => `  - ${problem}`),
          `Put the Firebase project's web app config in web/.env.${mode} (README, "Deploy"),`,
          `or build for the emulators with \`vite build --mode ${EMULATOR_MODE}\` (npm start and npm test do).`,
        ].join('\n'),
      );
    },
  };
}
