import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Storage } from './storage';

/** What every route and service needs from the running app, built once in buildApp. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  storage: Storage;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
