// Types for doc.mjs, so the functions suite's docs test can import it.

export const BENCH_START: string;
export const BENCH_END: string;
export function replaceBenchSection(doc: string, table: string): string;
export function writeBenchSection(root: string, table: string): string;
