// Where a full `npm run bench` keeps its table: docs/performance.md, between
// two markers. Everything outside them (how to read the table, what the
// missed budgets mean) is written by hand and left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BENCH_START =
  '<!-- bench:start (written by npm run bench; edit outside the markers) -->';
export const BENCH_END = '<!-- bench:end -->';

/** The document with the text between its markers replaced by `table`. Pure. */
export function replaceBenchSection(doc, table) {
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(
      `The performance page needs the markers ${BENCH_START} and ${BENCH_END}, in that order`,
    );
  }
  const before = doc.slice(0, start + BENCH_START.length);
  const after = doc.slice(end);
  return `${before}\n\n${table.trim()}\n\n${after}`;
}

/** Writes `table` into docs/performance.md under `root`; returns the file's path. */
export function writeBenchSection(root, table) {
  const path = join(root, 'docs', 'performance.md');
  writeFileSync(path, replaceBenchSection(readFileSync(path, 'utf8'), table));
  return path;
}
