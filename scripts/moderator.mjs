// `npm run moderator -- add <email>` / `npm run moderator -- remove <email>`:
// grants or revokes the `moderator: true` custom claim.
//
// - Against the emulators (`npm start` running): set FIREBASE_AUTH_EMULATOR_HOST
//   (e.g. 127.0.0.1:9099), or pass `--emulator` to use this checkout's Auth
//   emulator port (ROOMLY_PORT_OFFSET respected). Project: demo-roomly.
// - Against a real project: without FIREBASE_AUTH_EMULATOR_HOST, with
//   credentials (GOOGLE_APPLICATION_CREDENTIALS pointing at a service account
//   key, or `gcloud auth application-default login`) and the project id in
//   GOOGLE_CLOUD_PROJECT or `--project <id>`.
//
// The claim reaches the user with their next ID token (the web app refreshes
// it within an hour, or at the next sign-in); nothing is revoked.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ports, projectId as demoProject } from './lib/emulator-env.mjs';
import { setModerator } from './lib/moderators.mjs';

const USAGE = 'Usage: npm run moderator -- add|remove <email> [--emulator] [--project <id>]';

function parse(argv) {
  const args = [...argv];
  const options = { emulator: false, project: undefined };
  const rest = [];
  while (args.length) {
    const arg = args.shift();
    if (arg === '--emulator') options.emulator = true;
    else if (arg === '--project') options.project = args.shift();
    else rest.push(arg);
  }
  const [action, email] = rest;
  if (!['add', 'remove'].includes(action) || !email || rest.length !== 2 || !email.includes('@')) {
    throw new Error(USAGE);
  }
  return { action, email: email.trim().toLowerCase(), ...options };
}

try {
  const { action, email, emulator, project } = parse(process.argv.slice(2));
  if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
  const onEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const projectId =
    project ??
    process.env.GOOGLE_CLOUD_PROJECT ??
    process.env.GCLOUD_PROJECT ??
    (onEmulator ? demoProject : undefined);
  if (!projectId) {
    throw new Error(
      'No project: pass --project <id> (with credentials) or --emulator (the local Auth emulator).',
    );
  }
  const auth = getAuth(initializeApp({ projectId }));
  const uid = await setModerator(auth, email, action === 'add');
  const where = onEmulator
    ? `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
    : `project ${projectId}`;
  console.log(
    `${action === 'add' ? 'Granted' : 'Revoked'} moderator for ${email} (${uid}) on ${where}.\n` +
      'It takes effect with their next ID token (at the latest within an hour, or at once ' +
      'after signing out and in again); nothing was revoked.',
  );
  process.exit(0);
} catch (err) {
  const code = err?.code;
  console.error(
    code === 'auth/user-not-found'
      ? 'No account with that e-mail address.'
      : err instanceof Error
        ? err.message
        : err,
  );
  process.exit(1);
}
