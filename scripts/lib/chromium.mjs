// The browser the e2e journeys, screenshots and bench drive: a Chromium that is
// already on the machine (playwright-core never downloads one here). Found
// before anything slow starts, so a machine without one learns it in a second,
// not after the other suites have run.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Names a Chromium goes by, in the order they are tried on the PATH. First
 * Debian's old headless shell, the build Playwright itself runs headless tests
 * in: the same Blink, without the desktop browser's compositor and UI, it
 * takes about 40% less CPU over the journeys.
 */
export const CHROMIUM_NAMES = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium to use: CHROME_PATH if set (and then only it), else the first
 * of CHROMIUM_NAMES on the PATH. Undefined when there is none.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return executable(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of CHROMIUM_NAMES) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (executable(path)) return path;
    }
  }
  return undefined;
}

/** What to tell someone whose machine has no Chromium. */
export function noChromiumMessage(env = process.env) {
  const tried = env.CHROME_PATH
    ? `CHROME_PATH (${env.CHROME_PATH}) is not an executable file.`
    : `None of ${CHROMIUM_NAMES.join(', ')} is on the PATH.`;
  return [
    `No Chromium found for the browser tests. ${tried}`,
    'Install one, then run npm test again:',
    '  Debian:  sudo apt-get install -y chromium-headless-shell   (or chromium)',
    '  Ubuntu:  sudo apt-get install -y chromium-browser',
    '  macOS:   brew install --cask chromium',
    'or point CHROME_PATH at a Chrome or Chromium you have.',
  ].join('\n');
}
