export type JobLog = { debug(details: object, message: string): void; error(details: object, message: string): void };

export type PeriodicJob = {
  /** Runs once; answers how many things it handled (logged when more than 0). */
  run(): Promise<number>;
  /** Log lines: `${what} done` with the count, `${what} failed` with the error. */
  what: string;
  intervalMs: number;
  firstRunMs: number;
  log: JobLog;
  /** Asks to be woken between ticks (the mail worker, right after an email is queued); answers the unsubscribe. */
  subscribe?(wake: () => void): () => void;
  /** Releases what the job holds (the mail transport), after its last run. */
  close?(): void;
};

export type RunningJob = {
  /** Runs now, or once more right after the run in progress. */
  wake(): void;
  /** Stops the timers, waits for a run in progress, then closes the job. */
  stop(): Promise<void>;
};

/**
 * Runs a background job shortly after start and then on an interval, never two runs at once in
 * this process (jobs claim their rows themselves, so several processes may run them together).
 * stop() waits for a run in progress, so the database can close after it. Unreferenced timers
 * never keep a process (or a test run) alive.
 */
export function startPeriodicJob(job: PeriodicJob): RunningJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = job
      .run()
      .then((count) => {
        if (count > 0) job.log.debug({ count }, `${job.what} done`);
      })
      .catch((error: unknown) => job.log.error({ err: error }, `${job.what} failed`))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          setTimeout(tick, 0).unref();
        }
      });
  };
  const first = setTimeout(tick, job.firstRunMs);
  const interval = setInterval(tick, job.intervalMs);
  first.unref();
  interval.unref();
  // A short delay lets the transaction that caused the wake-up commit before the job looks.
  const wake = () => {
    if (running) again = true;
    else setTimeout(tick, 50).unref();
  };
  const unsubscribe = job.subscribe?.(wake);
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(first);
      clearInterval(interval);
      await running;
      job.close?.();
    },
  };
}

/**
 * A job's rows, batch after batch: `runBatch` claims up to `size` of them (FOR UPDATE SKIP LOCKED,
 * so several processes share the work) in one short transaction and handles them, answering how many
 * it claimed and how many it counts as done. It runs again until a batch comes back short (nothing
 * more is waiting); answers the done over all batches.
 */
export async function inClaimedBatches(size: number, runBatch: () => Promise<{ claimed: number; done: number }>): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await runBatch();
    done += batch.done;
    if (batch.claimed < size) return done;
  }
}
