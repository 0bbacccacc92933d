import { existsSync, rmSync } from 'node:fs';
import { failureDir } from './paths';

// Fail fast, with a useful message, instead of 11 identical launch errors.
export default function setup() {
  // Only this run's failures: an old screenshot would point at a fixed problem.
  rmSync(failureDir, { recursive: true, force: true });
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install Debian's package (apt-get install -y chromium).`,
    );
  }
}
