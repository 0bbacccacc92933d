// The development inbox: MailDev (npm `maildev`), an SMTP server that keeps
// every e-mail it receives and shows them in a web inbox with a REST API. The
// Functions emulator sends to it (SMTP_HOST/SMTP_PORT from emulatorEnv()), so
// `npm start` shows what Roomly sends and the e2e journeys read it. Only on
// 127.0.0.1, and nothing is relayed anywhere.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { inboxUrl, mailPorts, root } from './emulator-env.mjs';

const maildevBin = join(root, 'node_modules', '.bin', 'maildev');

/** Whether something already listens on 127.0.0.1:`port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts MailDev on this copy's ports and resolves once its API answers.
 * Its own empty folder per offset: MailDev keeps each e-mail's source there and
 * empties the folder when the inbox is cleared, so two copies must not share
 * one (its default is a shared folder in /tmp).
 *
 * @param {{ quiet?: boolean }} options quiet: only errors on the terminal
 * @returns {Promise<{ url: string, stop: () => Promise<void>, exited: Promise<number> }>}
 */
export async function startMailDev({ quiet = false } = {}) {
  // Checked first: another copy's inbox would answer the readiness check below,
  // and this one's e-mails would land there.
  for (const port of [mailPorts.smtp, mailPorts.web]) {
    if (await listening(port)) {
      throw new Error(
        `Port ${port} is in use, so the development inbox (MailDev) can't start: another copy running? Set ROOMLY_PORT_OFFSET.`,
      );
    }
  }
  const offset = mailPorts.web - 1080;
  const mailDirectory = join(root, '.cache', `maildev-offset-${offset}`);
  rmSync(mailDirectory, { recursive: true, force: true });
  mkdirSync(mailDirectory, { recursive: true });
  const child = spawn(
    maildevBin,
    [
      '--smtp',
      String(mailPorts.smtp),
      '--web',
      String(mailPorts.web),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      mailDirectory,
      ...(quiet ? ['--silent'] : []),
    ],
    { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)));
  });
  let running = true;
  void exited.then(() => (running = false));
  // However the script ends (a failed step exits at once), MailDev ends with it.
  const kill = () => running && child.kill('SIGTERM');
  process.on('exit', kill);

  const stop = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (!running) {
      throw new Error(
        `The development inbox (MailDev) did not start on ports ${mailPorts.smtp} and ${mailPorts.web}.`,
      );
    }
    try {
      const response = await fetch(`${inboxUrl}/api/healthz`);
      if (response.ok) return { url: inboxUrl, stop, exited };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`MailDev did not answer at ${inboxUrl} within 30 seconds.`);
}
