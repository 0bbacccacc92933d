import { existsSync } from 'node:fs';

// Fail fast, with a useful message, instead of 11 identical launch errors.
export default function setup() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install Debian's package (apt-get install -y chromium).`,
    );
  }
}
