// Checked when Firebase first loads, so a missing variable fails loudly
// instead of surfacing later as a confusing Firebase error. Plain checks, not
// zod: this loads on every page (with the Auth SDK), forms' validation library
// only with the forms.
const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const vars = import.meta.env as Record<string, unknown>;
const problems: string[] = [];
for (const name of REQUIRED) {
  const value = vars[name];
  if (typeof value !== 'string' || value.length < 1) problems.push(`  ${name} is missing`);
}
const emulatorUrl = vars.VITE_AUTH_EMULATOR_URL;
if (
  emulatorUrl !== undefined &&
  (typeof emulatorUrl !== 'string' || (emulatorUrl !== '' && !isUrl(emulatorUrl)))
) {
  problems.push('  VITE_AUTH_EMULATOR_URL must be a URL, or empty');
}
const firestoreEmulatorUrl = vars.VITE_FIRESTORE_EMULATOR_URL;
if (
  firestoreEmulatorUrl !== undefined &&
  (typeof firestoreEmulatorUrl !== 'string' ||
    (firestoreEmulatorUrl !== '' && !isUrl(firestoreEmulatorUrl)))
) {
  problems.push('  VITE_FIRESTORE_EMULATOR_URL must be a URL, or empty');
}
if (problems.length) {
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
}

const value = (name: (typeof REQUIRED)[number]) => vars[name] as string;

export const firebaseEnv = {
  config: {
    apiKey: value('VITE_FIREBASE_API_KEY'),
    authDomain: value('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: value('VITE_FIREBASE_PROJECT_ID'),
    appId: value('VITE_FIREBASE_APP_ID'),
  },
  authEmulatorUrl: (emulatorUrl as string | undefined) || null,
  /** The Firestore emulator (messages' realtime reads), in emulator builds only. */
  firestoreEmulatorUrl: (firestoreEmulatorUrl as string | undefined) || null,
};
