// Where the Emulator Suite runs and how to start it, shared by npm start, npm
// test, bench, screenshots and seed.
//
// ROOMLY_PORT_OFFSET=N moves every emulator port by N (a generated
// firebase.offset-N.json, git-ignored, like the offset 0's), so two runs can
// share a machine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  baseConfig,
  headersPath,
  readBuild,
  root,
  withBuild,
  writeConfig,
} from './firebase-config.mjs';

export { root };
export const projectId = 'demo-roomly';
export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

const offset = Number(process.env.ROOMLY_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  throw new Error(
    `ROOMLY_PORT_OFFSET must be a non-negative integer, got "${process.env.ROOMLY_PORT_OFFSET}"`,
  );
}

/** Emulator name → port, moved by `by` (another copy's offset). */
export function portsAt(by) {
  return Object.fromEntries(
    Object.entries(baseConfig.emulators)
      .filter(([, value]) => typeof value?.port === 'number')
      .map(([name, value]) => [name, value.port + by]),
  );
}

/** Emulator name → port, after the offset. */
export const ports = portsAt(offset);
export const hostingUrl = `http://127.0.0.1:${ports.hosting}`;

/**
 * The development inbox (MailDev, scripts/lib/maildev.mjs): the SMTP server the
 * Functions emulator sends Roomly's e-mails to, and the web inbox (and REST API)
 * where they can be read. Not Firebase emulators, so not in firebase.json; moved
 * by the same offset.
 */
export const mailPorts = { smtp: 1025 + offset, web: 1080 + offset };
export const inboxUrl = `http://127.0.0.1:${mailPorts.web}`;

/**
 * Where the web build goes. Each copy builds its own (the build embeds the Auth
 * emulator's port), so a second copy must not overwrite the first one's files.
 */
export const webDistAt = (by) =>
  by === 0 ? join(root, 'web', 'dist') : join(root, '.cache', `web-dist-offset-${by}`);

/**
 * The build this copy's Hosting serves: its own, or ROOMLY_WEB_DIST's (npm
 * test's web suite, whose tests call the API through Hosting and load no page,
 * serves another copy's build rather than making one more).
 */
export const webDist = process.env.ROOMLY_WEB_DIST
  ? resolve(root, process.env.ROOMLY_WEB_DIST)
  : webDistAt(offset);

/**
 * The Firebase config the emulators use: firebase.json with this copy's ports,
 * serving this copy's build with the security headers that build generated
 * (web/build/hosting-headers.ts writes them beside its output, never into
 * firebase.json: see firebase-config.mjs). Written to firebase.offset-N.json
 * (git-ignored; beside firebase.json, whose paths are relative to its folder),
 * for every offset, 0 included. Call it after the build.
 *
 * `severalProjects`: the tests' emulators, where the functions tests' files
 * each use a project of their own (functions/test/project.ts). Single project
 * mode would print a warning for every such request; it is off there, in a
 * file of its own (firebase.offset-N.tests.json).
 */
export function firebaseConfigPath({ severalProjects = false } = {}) {
  const config = structuredClone(baseConfig);
  if (severalProjects) config.emulators.singleProjectMode = false;
  for (const [name, port] of Object.entries(ports)) config.emulators[name].port = port;
  // The Firestore emulator's websocket (its request monitor) would otherwise
  // stay on 9150 in every copy, and the second copy would fail to start.
  const firestore = config.emulators.firestore;
  if (typeof firestore?.websocketPort === 'number') firestore.websocketPort += offset;
  const build = readBuild(webDist);
  if (!build) {
    console.warn(
      `No ${relative(root, headersPath(webDist))}: build the web app first (Hosting sends no security headers without it).`,
    );
  }
  const path = join(root, `firebase.offset-${offset}${severalProjects ? '.tests' : ''}.json`);
  let served;
  try {
    served = withBuild(config, relative(root, webDist), build);
  } catch (error) {
    // A build older than firebase.json's rewrites (e.g. `npm run fuzz`, which
    // builds nothing and serves no Hosting): served without the headers, as
    // before any build, and said.
    console.warn(`${error.message}. Hosting sends no security headers until then.`);
    served = withBuild(config, relative(root, webDist), undefined);
  }
  writeConfig(path, served);
  return path;
}

/** @param {{ severalProjects?: boolean }} [options] as firebaseConfigPath's */
export function emulatorArgs(options) {
  return [
    '--project',
    projectId,
    '--config',
    firebaseConfigPath(options),
    '--only',
    'auth,firestore,functions,hosting',
  ];
}

const HUB_PATHS = join(root, 'scripts', 'lib', 'functions-hub-paths.cjs');

const SDK_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * The Cloud SDK's Firestore emulator jar has no Main-Class, so firebase-tools
 * (`java -jar`) cannot start it. A one-line launcher jar whose manifest names
 * the main class and puts the SDK jar on the class path can. Only where that
 * jar exists and nobody chose a binary; elsewhere firebase-tools downloads its own.
 */
function firestoreLauncher() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(SDK_FIRESTORE_JAR))
    return undefined;
  const dir = join(root, '.cache', 'firestore-launcher');
  const jar = join(dir, 'launcher.jar');
  const manifest = join(dir, 'MANIFEST.MF');
  const wanted =
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
    `Class-Path: file:${SDK_FIRESTORE_JAR}\n`;
  if (!existsSync(jar) || !existsSync(manifest) || readFileSync(manifest, 'utf8') !== wanted) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(manifest, wanted);
    execFileSync('jar', ['cfm', jar, manifest], { stdio: 'inherit' });
  }
  return jar;
}

const JAVA_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** Environment for `firebase emulators:*` and everything it runs. */
export function emulatorEnv() {
  const launcher = firestoreLauncher();
  return {
    ...process.env,
    ...(launcher ? { FIRESTORE_EMULATOR_BINARY_PATH: launcher } : {}),
    ROOMLY_HOSTING_URL: hostingUrl,
    ROOMLY_PORT_OFFSET: String(offset),
    // The build Hosting serves, for the tests that check it (web/build/deploy.test.ts).
    ROOMLY_WEB_DIST: webDist,
    // The function sends over SMTP to the development inbox: no user, no
    // password, nothing secret (a real provider's settings: docs/email.md).
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailPorts.smtp),
    MAIL_FROM: 'Roomly <no-reply@roomly.dev>',
    // Where the e2e journeys read what was sent (MailDev's REST API).
    ROOMLY_INBOX_URL: inboxUrl,
    // The Firestore emulator is a JVM that serves a few thousand small requests
    // and stops: the quick compiler alone and the one-thread collector halve
    // the CPU it spends (its optimising compiler's work never pays off in a
    // run this short), which the test suites beside it get instead.
    JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, JAVA_OPTIONS].filter(Boolean).join(' '),
    // The Functions emulator passes paths it can't percent-decode on to the
    // function (functions-hub-paths.cjs says why); only the CLI acts on it.
    NODE_OPTIONS: process.env.NODE_OPTIONS?.includes(HUB_PATHS)
      ? process.env.NODE_OPTIONS
      : [process.env.NODE_OPTIONS, `--require ${JSON.stringify(HUB_PATHS)}`]
          .filter(Boolean)
          .join(' '),
  };
}
