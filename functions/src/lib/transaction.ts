// Every transaction of the API runs through `runTransaction` here, so one retry
// policy holds for all of them (ESLint refuses `.runTransaction(` elsewhere).
//
// Firestore runs a transaction again when it loses a race (ABORTED), up to
// `maxAttempts` times, inside the SDK. The emulator referees races differently:
// when it gives a contended transaction's locks to another, it may answer the
// loser's next call with INVALID_ARGUMENT "Transaction is invalid or closed."
// (firebase-tools#4473), which the SDK takes for a bug in the caller and never
// retries, so a limit held under contention answered 500 on the emulator. Both
// answers mean the same thing: nothing of this attempt was written, and running
// the whole transaction again from its first read is safe and correct. So a
// lost race, either way, is run again here, after a short random pause that
// keeps the racers from colliding in step; any other error is the caller's.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/** gRPC status codes (google.rpc.Code). */
const INVALID_ARGUMENT = 3;
const ABORTED = 10;

/** How many times a transaction that keeps losing races is started, in all. */
export const TRANSACTION_RUNS = 6;

/** Whether `error` says the transaction lost a race, so nothing of it was written. */
export function lostRace(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, details, message } = error as Record<string, unknown>;
  if (code === ABORTED) return true;
  const text = typeof details === 'string' ? details : typeof message === 'string' ? message : '';
  return code === INVALID_ARGUMENT && /Transaction is invalid or closed/.test(text);
}

/** The pause before run `run` (1-based) starts again: random, growing, at most ~1 s. */
export function pauseBefore(run: number, random: () => number = Math.random): number {
  const ceiling = Math.min(1000, 25 * 2 ** run);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

type Options = {
  /** The Firestore to use (a trigger's or an injected one); the API's by default. */
  store?: Pick<Firestore, 'runTransaction'>;
  /** The SDK's own attempts for each run (its default is 5). */
  maxAttempts?: number;
  /** Waits between runs; tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `update` in a Firestore transaction, again from the start when it loses a race. */
export async function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  { store, maxAttempts, sleep = wait }: Options = {},
): Promise<T> {
  const firestore = store ?? db();
  for (let run = 1; ; run++) {
    try {
      return await firestore.runTransaction(update, maxAttempts ? { maxAttempts } : undefined);
    } catch (error) {
      if (run >= TRANSACTION_RUNS || !lostRace(error)) throw error;
      await sleep(pauseBefore(run));
    }
  }
}
