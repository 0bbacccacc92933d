import { describe, expect, it } from 'vitest';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { lostRace, pauseBefore, runTransaction, TRANSACTION_RUNS } from './transaction';

/** The emulator's answer to a transaction whose locks it gave to another. */
const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
});
const aborted = Object.assign(new Error('10 ABORTED: Too much contention.'), { code: 10 });
const invalid = Object.assign(
  new Error('3 INVALID_ARGUMENT: Value for argument "data" is not a valid Firestore document.'),
  {
    code: 3,
  },
);

/** A Firestore whose transactions fail with `failures` in turn, then run the update. */
function storeFailing(...failures: Error[]) {
  const calls: unknown[] = [];
  const store = {
    runTransaction: async <T>(update: (tx: Transaction) => Promise<T>, options?: unknown) => {
      calls.push(options);
      const failure = failures.shift();
      if (failure) throw failure;
      return update({} as Transaction);
    },
  } as Pick<Firestore, 'runTransaction'>;
  return { store, calls };
}

describe('lostRace', () => {
  it('when the error is ABORTED or the emulator closed the transaction, then it is a lost race', () => {
    expect(lostRace(aborted)).toBe(true);
    expect(lostRace(closed)).toBe(true);
    expect(
      lostRace({ code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.' }),
    ).toBe(true);
  });

  it('when the error is anything else, then it is not', () => {
    expect(lostRace(invalid)).toBe(false);
    expect(lostRace(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(lostRace({ code: 9, details: 'Transaction is invalid or closed.' })).toBe(false);
    expect(lostRace(null)).toBe(false);
    expect(lostRace('ABORTED')).toBe(false);
  });
});

describe('pauseBefore', () => {
  it('when runs go on, then the pause grows, stays random within its half-range, and is capped near a second', () => {
    expect([1, 2, 3].map((run) => pauseBefore(run, () => 0))).toEqual([25, 50, 100]);
    expect([1, 2, 3].map((run) => pauseBefore(run, () => 1))).toEqual([50, 100, 200]);
    expect(pauseBefore(20, () => 1)).toBe(1000);
  });
});

describe('runTransaction', () => {
  const noWait = async () => {};

  it('when a run loses a race either way, then the transaction runs again and its answer comes back', async () => {
    const { store, calls } = storeFailing(closed, aborted);
    const pauses: number[] = [];
    const sleep = async (ms: number) => void pauses.push(ms);
    await expect(runTransaction(async () => 'done', { store, sleep })).resolves.toBe('done');
    expect(calls).toHaveLength(3);
    expect(pauses).toHaveLength(2);
  });

  it('when the update throws its own error, then it is not run again', async () => {
    const { store, calls } = storeFailing();
    const refusal = new Error('You can save up to 10 searches');
    await expect(
      runTransaction(
        async () => {
          throw refusal;
        },
        { store, sleep: noWait },
      ),
    ).rejects.toBe(refusal);
    expect(calls).toHaveLength(1);
  });

  it('when Firestore refuses the transaction for another reason, then that error comes back at once', async () => {
    const { store, calls } = storeFailing(invalid);
    await expect(runTransaction(async () => 1, { store, sleep: noWait })).rejects.toBe(invalid);
    expect(calls).toHaveLength(1);
  });

  it('when every run loses, then it stops after TRANSACTION_RUNS and the last error comes back', async () => {
    const { store, calls } = storeFailing(...Array.from({ length: 20 }, () => closed));
    await expect(runTransaction(async () => 1, { store, sleep: noWait })).rejects.toBe(closed);
    expect(calls).toHaveLength(TRANSACTION_RUNS);
  });

  it('when the caller asks for more SDK attempts, then each run passes them on', async () => {
    const { store, calls } = storeFailing(aborted);
    await runTransaction(async () => 1, { store, sleep: noWait, maxAttempts: 10 });
    expect(calls).toEqual([{ maxAttempts: 10 }, { maxAttempts: 10 }]);
  });
});
