// `npm start`: build, start the whole Emulator Suite, seed demo data, migrate
// it (scripts/migrate.mjs) and print where to go. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { emulatorArgs, emulatorEnv, firebaseBin, hostingUrl, ports } from './lib/emulator-env.mjs';
import { buildApp } from './lib/build.mjs';

await buildApp();

console.log('\n▶ Starting the emulators (auth, firestore, functions, hosting)…');
const emulators = spawn(firebaseBin, ['emulators:start', ...emulatorArgs()], {
  env: emulatorEnv(),
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators…');
  emulators.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));

await waitForApi();
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
const { seed } = await import('./seed.mjs');
const { users, posts } = await seed();
// Documents written before the search fields existed get them (a no-op on
// fresh seed data, whose writer already derives them: the check that it does).
const { migrate } = await import('./migrate.mjs');
await migrate();

console.log(`
────────────────────────────────────────────────────────────
  Roomly is running at ${hostingUrl}

  Demo logins (email / password):
${users.map((u) => `    ${u.email.padEnd(28)} ${u.password}`).join('\n')}

  ${posts} demo listings seeded. Press Ctrl-C to stop.

  New accounts must verify their e-mail to post and like. No e-mail is
  sent: the Auth emulator prints each link below, as
  "To verify the email address …, follow this link: …".
────────────────────────────────────────────────────────────
`);

/** The function answers through the Hosting rewrite once everything is up. */
async function waitForApi() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(`${hostingUrl}/posts?limit=1`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.error('The emulators did not come up within 3 minutes.');
  stop();
}
