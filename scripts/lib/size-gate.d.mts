// Types for size-gate.mjs, so the TypeScript tests (web/build) can import it.

export interface SizeBudget {
  gzipKB: number;
  rawKB: number;
}

export interface SizeRow {
  route: string;
  gzipKB: number;
  rawKB: number;
  /** What the first visit downloads: index.html's scripts, the theme scope, the route's graph. */
  files: string[];
  budget: SizeBudget | undefined;
  /** Which budgets the route is over: 'gzip', 'raw'. */
  over: string[];
}

export interface SizeCheck {
  rows: SizeRow[];
  problems: string[];
  unused: string[];
}

export function checkRouteSizes(dist: string, budgets: Record<string, SizeBudget>): SizeCheck;
export function formatSizeTable(check: SizeCheck): string;
