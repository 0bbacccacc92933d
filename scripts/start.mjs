// `npm start`: build, start the development inbox (MailDev) and the whole
// Emulator Suite, seed demo data, migrate it (scripts/migrate.mjs), run the
// mail jobs once so the inbox has e-mails to read, and print where to go.
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import {
  emulatorArgs,
  emulatorEnv,
  firebaseBin,
  hostingUrl,
  ports,
  projectId,
} from './lib/emulator-env.mjs';
import { buildApp } from './lib/build.mjs';
import { startMailDev } from './lib/maildev.mjs';
import { run } from './lib/run.mjs';

await buildApp();

// Before the emulators, so the function's first e-mail finds its SMTP server.
console.log('\n▶ Starting the development inbox (MailDev)…');
const inbox = await startMailDev({ quiet: true });

console.log('\n▶ Starting the emulators (auth, firestore, functions, hosting)…');
const emulators = spawn(firebaseBin, ['emulators:start', ...emulatorArgs()], {
  env: emulatorEnv(),
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators and the inbox…');
  emulators.kill('SIGINT');
  void inbox.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', async (code) => {
  await inbox.stop();
  process.exit(stopping ? 0 : (code ?? 1));
});
void inbox.exited.then(() => {
  if (!stopping) console.error(`The development inbox (MailDev) stopped: e-mails can't be sent.`);
});

await waitForApi();
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
const { seed } = await import('./seed.mjs');
const { users, posts } = await seed();
// Documents written before the search fields existed get them (a no-op on
// fresh seed data, whose writer already derives them: the check that it does).
const { migrate } = await import('./migrate.mjs');
await migrate();
// The daily mail jobs (expiry reminders, alert digests, due deliveries), once:
// the emulator runs no schedules, and the seeded listings and alerts give the
// inbox something to show.
await run(process.execPath, ['scripts/mail.mjs'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: emulatorEnv(),
}).then((code) => {
  if (code !== 0) console.error(`The mail jobs failed (exit ${code}); the app runs without them.`);
});

console.log(`
────────────────────────────────────────────────────────────
  Roomly is running at ${hostingUrl}
  Inbox: ${inbox.url} (every e-mail Roomly sends, none leaves your machine)

  Demo logins (email / password):
${users.map((u) => `    ${u.email.padEnd(28)} ${u.password}`).join('\n')}

  ${posts} demo listings seeded. Press Ctrl-C to stop.

  New accounts must verify their e-mail to post and like. That e-mail
  is the Auth emulator's, not in the inbox: it prints each link below,
  as "To verify the email address …, follow this link: …".

  To post, message or report on day one they verify a phone (Profile →
  Verify phone; any number, nothing is texted). The code is printed
  below, as "To verify the phone number …, use the code …", and listed at
  http://127.0.0.1:${ports.auth}/emulator/v1/projects/${projectId}/verificationCodes
  The demo members' phones are verified already.
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
