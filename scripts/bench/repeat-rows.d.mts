// Types for repeat-rows.mjs, so the functions suite's bench test can import it.

export const WORKER_WAIT_MS: number;

export type Source = 'worker' | 'cache' | 'network';
export type Served = { document: Source | 'unknown' } & Record<Source, number>;
export type DevtoolsLogEntry = {
  method: string;
  // A CDP event's parameters; servedBy reads requestId, type and response.
  params: {
    requestId?: string;
    type?: string;
    response?: { url: string; fromServiceWorker?: boolean; fromDiskCache?: boolean };
  };
  targetType?: string;
};

export function servedBy(devtoolsLog: DevtoolsLogEntry[], url: string): Served;

export type RepeatRun = {
  first: { fcp: number; lcp: number };
  repeat: { fcp: number; lcp: number };
  worker: { active: boolean; controlled?: boolean };
  served: Served;
};

export const REPEAT_HEADER: string[];
export function repeatVisitTable(pages: { name: string; runs: RepeatRun[] }[]): string[];

type Visit = {
  fcp: number;
  lcp: number;
  benchmarkIndex: number;
  loadStart: number;
  loadEnd: number;
  underLoad: string;
};
export type MeasuredRun = RepeatRun & {
  first: Visit;
  repeat: Visit;
  attempts: number;
  rerunFor: string[];
};
export function repeatRunNotes(pages: { name: string; runs: MeasuredRun[] }[]): string[];
