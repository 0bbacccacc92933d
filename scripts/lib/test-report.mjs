// What the Vitest runs of `npm test` report (each writes Vitest's JSON report
// here), read back for the end of the run: how many tests passed and failed,
// and the slowest test files, so the next person sees where the time goes.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './firebase-config.mjs';

export const reportDir = join(root, 'artifacts', 'test-results');

/** Where the run called `name` writes its JSON report. */
export function reportPath(name) {
  mkdirSync(reportDir, { recursive: true });
  return join(reportDir, `${name}.json`);
}

/** Forgets an earlier run's reports, so a run that writes none can't count them. */
export function clearReports() {
  rmSync(reportDir, { recursive: true, force: true });
}

/**
 * @typedef {{ run: string, file: string, seconds: number, tests: number }} FileTime
 * @typedef {{ passed: number, failed: number, skipped: number, files: FileTime[] }} Totals
 */

/**
 * Adds up Vitest JSON reports: tests passed, failed and skipped (pending or
 * todo), and every test file with its time.
 *
 * @param {Record<string, any>} reports run name → parsed JSON report
 * @returns {Totals}
 */
export function totalsOf(reports) {
  const totals = { passed: 0, failed: 0, skipped: 0, files: [] };
  for (const [run, report] of Object.entries(reports)) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      totals.files.push({
        run,
        file: relative(root, file.name),
        seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
        tests: file.assertionResults?.length ?? 0,
      });
    }
    // A file that failed to load has no tests, and counts as one failure.
    for (const file of report.testResults ?? []) {
      if (file.status === 'failed' && !(file.assertionResults?.length > 0)) totals.failed += 1;
    }
  }
  return totals;
}

/** The reports this run wrote: run name → parsed JSON. */
export function readReports() {
  if (!existsSync(reportDir)) return {};
  return Object.fromEntries(
    readdirSync(reportDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(join(reportDir, name), 'utf8'))]),
  );
}

/** The `count` slowest files, slowest first. */
export function slowest(files, count = 10) {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
