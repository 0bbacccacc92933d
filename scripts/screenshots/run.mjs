// Runs inside `firebase emulators:exec` (see scripts/screenshots.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { hostingUrl, root } from '../lib/emulator-env.mjs';
import { seed } from '../seed.mjs';

const out = join(root, 'artifacts', 'screenshots');
mkdirSync(out, { recursive: true });

const { users } = await seed({ quiet: true });
const [user] = users;
const anyPost = await (await fetch(`${hostingUrl}/posts?limit=1`)).json();
const detailsPath = `/details/${anyPost[0]._id}`;

const pages = [
  { name: 'home', path: '/' },
  { name: 'browse', path: '/browse-listings' },
  { name: 'details', path: detailsPath },
  { name: 'form', path: '/find-roommate' },
  { name: 'profile', path: '/profile' },
];
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (const scheme of ['light', 'dark']) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({
        baseURL: hostingUrl,
        viewport,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await signIn(page);
      for (const { name, path } of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Let the carousel and skeletons settle.
        await page.waitForTimeout(800);
        const file = join(out, `${name}-${scheme}-${device}.png`);
        await page.screenshot({ path: file });
        console.log(`  ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}

async function signIn(page) {
  await page.goto('/auth/login');
  // Labels, not the form's name ("Sign in with email"); required ones end in an asterisk.
  await page.getByLabel(/^Email\s*\*?$/).fill(user.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}
