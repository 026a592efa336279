export type JobLog = { debug(details: object, message: string): void; error(details: object, message: string): void };

export type PeriodicJob = {
  /** Runs once; answers how many things it handled (logged when more than 0). */
  run(): Promise<number>;
  /** Log lines: `${what} done` with the count, `${what} failed` with the error. */
  what: string;
  intervalMs: number;
  firstRunMs: number;
  log: JobLog;
};

/**
 * Runs a background job shortly after start and then on an interval, never two runs at once in
 * this process (jobs claim their rows themselves, so several processes may run them together).
 * stop() waits for a run in progress, so the database can close after it. Unreferenced timers
 * never keep a process (or a test run) alive.
 */
export function startPeriodicJob(job: PeriodicJob): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = job
      .run()
      .then((count) => {
        if (count > 0) job.log.debug({ count }, `${job.what} done`);
      })
      .catch((error: unknown) => job.log.error({ err: error }, `${job.what} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, job.firstRunMs);
  const interval = setInterval(tick, job.intervalMs);
  first.unref();
  interval.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
