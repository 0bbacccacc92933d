// Child processes for the project's scripts: output straight through, exit codes back.
import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A named step: prints its title and time, and ends the script when it fails. */
export async function step(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args, {
    cwd: new URL('../..', import.meta.url).pathname,
    ...options,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code}) after ${seconds} s`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
