import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request hands off so that its answer does not wait for it: endpoints that answer the same
 * whatever the email ("If an account exists, we sent a link") must also take the same time, and the
 * lookup, token and email of a known address take longer than nothing. The work starts once the
 * answer is on its way; a failure is logged (the email outbox retries sending on its own).
 * In-process: a crash in the milliseconds between answer and work loses one email, which the
 * person can ask for again.
 */
export class DeferredWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  defer(label: string, task: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: label }, 'deferred work failed'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once nothing is pending: at shutdown (before the database closes) and in tests. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
