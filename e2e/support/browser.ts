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

type ContextOptions = {
  viewport?: keyof typeof viewports;
  colorScheme?: 'light' | 'dark';
  /** The browser's IANA time zone (default: the machine's), for journeys that enter times. */
  timezoneId?: string;
  /**
   * Whether the app's service worker may install. Off unless a journey is
   * about it (offline.e2e.ts, install.e2e.ts): elsewhere a journey checks
   * what the server says now, and the worker would answer a read slower than
   * its timeout with what was seen before (right for a member on a weak
   * signal, a race for a test on a busy machine).
   */
  serviceWorkers?: 'allow' | 'block';
};

type Session = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Another person's browser beside the test's own page, watched like it. */
  newContext: (options?: ContextOptions) => Promise<{ context: BrowserContext; page: Page }>;
  /**
   * Console errors and failed requests this test causes on purpose (a refused
   * request whose message it checks, say): each pattern excuses the matching ones.
   */
  expectErrors: (...patterns: RegExp[]) => void;
};

/**
 * Watches every page of `context` for what a member would never want to see
 * happen: a console error (which includes every 4xx/5xx the page fetched), an
 * uncaught exception, or a request that failed (not one the page cancelled).
 */
function watchForErrors(context: BrowserContext, problems: string[]) {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      if (reason === 'net::ERR_ABORTED') return;
      problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
    });
  };
  context.on('page', watch);
}

/**
 * Registers hooks and returns a live handle: `session.page` is a fresh page in a
 * fresh context for each test.
 */
export function useBrowser(options: ContextOptions = {}) {
  const session = {} as Session;
  let problems: string[] = [];
  let excused: RegExp[] = [];
  let extraContexts: BrowserContext[] = [];

  const newContext = async (contextOptions: ContextOptions = options) => {
    const context = await session.browser.newContext({
      baseURL: hostingUrl,
      viewport: viewports[contextOptions.viewport ?? 'desktop'],
      colorScheme: contextOptions.colorScheme ?? 'light',
      timezoneId: contextOptions.timezoneId,
      serviceWorkers: contextOptions.serviceWorkers ?? 'block',
    });
    watchForErrors(context, problems);
    return context;
  };
  session.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    extraContexts.push(context);
    return { context, page: await context.newPage() };
  };
  session.expectErrors = (...patterns) => excused.push(...patterns);

  beforeAll(async () => {
    session.browser = await launch();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    problems = [];
    excused = [];
    extraContexts = [];
    session.context = await newContext();
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
    await Promise.all([session.context, ...extraContexts].map((c) => c?.close()));
    // Every journey is also a check that nothing went wrong on the way.
    const unexpected = problems.filter((p) => !excused.some((pattern) => pattern.test(p)));
    if (ctx.task.result?.state !== 'fail' && unexpected.length > 0) {
      throw new Error(`The journey logged errors:\n${unexpected.join('\n')}`);
    }
  });
  return session;
}
