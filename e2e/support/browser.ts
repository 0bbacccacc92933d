// One Chromium (Debian's, never a downloaded one) per test file, a fresh
// context per test, and a screenshot of every failure for CI to show.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromiumPath, hostingUrl } from './env';
import { failureDir } from './paths';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

type Session = { browser: Browser; context: BrowserContext; page: Page };

/**
 * Registers hooks and returns a live handle: `session.page` is a fresh page in a
 * fresh context for each test.
 */
export function useBrowser(
  options: { viewport?: keyof typeof viewports; colorScheme?: 'light' | 'dark' } = {},
) {
  const session = {} as Session;
  beforeAll(async () => {
    session.browser = await launch();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({
      baseURL: hostingUrl,
      viewport: viewports[options.viewport ?? 'desktop'],
      colorScheme: options.colorScheme ?? 'light',
    });
    session.page = await session.context.newPage();
  });
  // afterEach sees the test's result while the page is still open (onTestFailed runs too late).
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && session.page) {
      mkdirSync(failureDir, { recursive: true });
      const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await session.page
        .screenshot({ path: join(failureDir, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await session.context?.close();
  });
  return session;
}
