import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';

/** PGlite under DATA_DIR by default; a PostgreSQL server when DATABASE_URL is set. Same migrations. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
