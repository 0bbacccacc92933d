// P2: Lighthouse 12 with its mobile defaults (simulated throttling), median of
// several runs per page, against the Hosting emulator.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const reportDir = join(import.meta.dirname, '..', '..', 'artifacts', 'lighthouse');

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The flags, nothing else (Lighthouse itself adds its own defaults).
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function chromiumVersion() {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: 'pipe' })
      .trim()
      .replace(/ built on.*/, '');
  } catch {
    return 'unknown Chromium';
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Simulated throttling scales the main-thread time it observes, so another
 * process keeping the cores busy inflates TBT. Wait (a little) for the 1-minute
 * load average to drop below the core count before a run; the table shows it.
 */
async function waitForQuietMachine(maxMs = 45_000) {
  const deadline = Date.now() + maxMs;
  while (loadavg()[0] >= cpus().length && Date.now() < deadline) await sleep(3000);
  return loadavg()[0];
}

async function runOnce(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const error = lhr.runtimeError?.code;
    if (!error && lhr.categories.performance.score !== null) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error ?? 'no score'}`);
  }
}

export async function lighthouseMedians(urls, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const results = [];
    for (const url of urls) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const load = await waitForQuietMachine();
        const lhr = await runOnce(url, chrome.port);
        // Each run's report, to read a failing audit's details afterwards.
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
        samples.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          bytes: lhr.audits['total-byte-weight'].numericValue,
          // Everything the page downloaded as script (Lighthouse's resource summary).
          scriptBytes:
            lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script')
              ?.transferSize ?? 0,
          load,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          // Scored audits that did not pass, to say why a category lost points.
          failing: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                (a.scoreDisplayMode === 'binary' ||
                  ['accessibility', 'best-practices'].some((c) =>
                    lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0),
                  )),
            )
            .map((a) => a.id),
        });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      results.push({
        url,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        bytes: pick('bytes'),
        scriptBytes: pick('scriptBytes'),
        runs: samples,
        failing: [...new Set(samples.flatMap((s) => s.failing))],
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
