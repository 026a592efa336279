import { describe, expect, it, vi } from 'vitest';
import { inClaimedBatches, type PeriodicJob, startPeriodicJob } from './periodic-job';

const silentLog = { debug: () => {}, error: () => {} };

/** A job whose runs wait until the test releases them, counting how many started. */
function gatedJob(overrides: Partial<PeriodicJob> = {}) {
  let started = 0;
  const releases: (() => void)[] = [];
  const job: PeriodicJob = {
    what: 'test job',
    intervalMs: 60 * 60_000,
    firstRunMs: 60 * 60_000,
    log: silentLog,
    run: () => {
      started += 1;
      return new Promise<number>((resolve) => releases.push(() => resolve(1)));
    },
    ...overrides,
  };
  return { job, started: () => started, release: () => releases.shift()?.() };
}

describe('startPeriodicJob', () => {
  it('runs on wake, never twice at once, and once more when woken during a run', async () => {
    const { job, started, release } = gatedJob();
    const running = startPeriodicJob(job);
    running.wake();
    await vi.waitFor(() => expect(started()).toBe(1));
    running.wake();
    running.wake();
    // Still one run: the wake-ups during it ask for exactly one more, after it.
    expect(started()).toBe(1);
    release();
    await vi.waitFor(() => expect(started()).toBe(2));
    release();
    await running.stop();
    expect(started()).toBe(2);
  });

  it('subscribes to wake-ups, and on stop unsubscribes, waits for the run in progress, then closes', async () => {
    const order: string[] = [];
    let wakeFromOutside: (() => void) | undefined;
    const { job, started, release } = gatedJob({
      subscribe: (wake) => {
        wakeFromOutside = wake;
        return () => order.push('unsubscribed');
      },
      close: () => order.push('closed'),
    });
    const running = startPeriodicJob(job);
    wakeFromOutside?.();
    await vi.waitFor(() => expect(started()).toBe(1));
    const stopped = running.stop().then(() => order.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['unsubscribed']);
    release();
    await stopped;
    expect(order).toEqual(['unsubscribed', 'closed', 'stopped']);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: string[] = [];
    let runs = 0;
    const running = startPeriodicJob({
      what: 'failing job',
      intervalMs: 60 * 60_000,
      firstRunMs: 0,
      log: { debug: () => {}, error: (_details, message) => errors.push(message) },
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        return 0;
      },
    });
    await vi.waitFor(() => expect(errors).toEqual(['failing job failed']));
    running.wake();
    await vi.waitFor(() => expect(runs).toBe(2));
    await running.stop();
    expect(errors).toEqual(['failing job failed']);
  });
});

describe('inClaimedBatches', () => {
  it('claims batch after batch until one comes back short, and answers the done over all of them', async () => {
    const batches = [
      { claimed: 3, done: 3 },
      { claimed: 3, done: 1 },
      { claimed: 2, done: 2 },
      { claimed: 3, done: 3 },
    ];
    const runBatch = vi.fn(async () => batches.shift()!);
    await expect(inClaimedBatches(3, runBatch)).resolves.toBe(6);
    expect(runBatch).toHaveBeenCalledTimes(3);
  });

  it('runs once when nothing is waiting', async () => {
    const runBatch = vi.fn(async () => ({ claimed: 0, done: 0 }));
    await expect(inClaimedBatches(50, runBatch)).resolves.toBe(0);
    expect(runBatch).toHaveBeenCalledTimes(1);
  });
});
