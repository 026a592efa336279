import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { DeferredWork } from './deferred-work';
import type { ErrorLog } from './logging';
import type { EventBus, EventPublisher } from './events';
import type { Storage } from './storage';

/** What every route and service needs from the running app, built once in buildApp. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  storage: Storage;
  /** Live events: publish after a commit; reaches open pages in every app process. */
  events: EventBus;
  /** Work that runs after the answer (see DeferredWork). */
  deferred: DeferredWork;
  /** For what fails after a commit and must not fail the answer (an issued document's PDF, decision 229). */
  log: ErrorLog;
};

/** What a service that writes and then tells open pages needs; app.ctx satisfies it. */
export type ServiceDeps = { db: Database; events: EventPublisher };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
