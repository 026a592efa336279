import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../src/server/db/client';
import { createLocalStorage, type Storage } from '../../src/server/platform/storage';
import { openS3Storage } from '../../src/server/platform/storage-s3';
import { createDatabase } from '../../scripts/pg-cluster';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  storage: Storage;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

let counter = 0;

/**
 * The migrated template's data directory as PGlite reads it. Node 20's Blob.arrayBuffer() copies
 * in small chunks, a third of a second for the 43 MB template on every open; this Blob hands over
 * the one copy read from disk once per test worker, uncopied: PGlite only reads it into its own
 * in-memory file system (copying it again cost each open another 0.2 s).
 */
let templateBytes: Uint8Array | undefined;

class TemplateDataDir extends Blob {
  readonly #bytes: Uint8Array;

  constructor(file: string) {
    super([]);
    this.#bytes = templateBytes ??= new Uint8Array(readFileSync(file));
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.buffer as ArrayBuffer;
  }
}

/** A fresh database for the calling test file, copied from the migrated template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `test_${process.pid}_${Date.now()}_${counter++}`;
    const url = await createDatabase(postgres.serverUrl, name, postgres.name);
    return openDatabase({ kind: 'postgres', url, poolSize: 5 });
  }
  return openDatabase({ kind: 'pglite', loadDataDir: new TemplateDataDir(inject('pgliteTemplatePath')) });
}

/**
 * `options.storage`: a driver of the test's own (closed with the app) instead of the suite's;
 * `options.webDir`: a built web app of the test's own (buildApp's webDir).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { storage?: Storage; webDir?: string } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wm-api-test-'));
  // No exchange-rate feed: a test never reaches the ECB (the feed's own tests serve it locally).
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: '0', EXCHANGE_RATES_FEED_URL: 'off', ...env });
  const database = await openTestDatabase();
  const s3 = inject('s3Storage');
  const storage = options.storage ?? (s3 ? await openS3Storage(s3) : createLocalStorage(path.join(dataDir, 'files')));
  const app = await buildApp({ config, database, storage, logger: false, webDir: options.webDir });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The calling file's app, opened before its tests and closed after them: `const t = useTestApp();`
 * at the top of the file, then `t.app`, `t.db`… inside tests and in hooks declared after it (they
 * run once the app is open). Set-up of the file's own goes in a beforeAll after this call.
 */
export function useTestApp(env: Record<string, string> = {}, options: { storage?: Storage; webDir?: string } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

/**
 * An app of the test's own on a database of its own (and `env`), for what must not touch the file's
 * app: the last administrator, another configuration. Closed when `use` ends, however it ends.
 */
export async function withOwnApp<T>(use: (app: TestApp) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const app = await createTestApp(env);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

/** POSTs `body` as it is, sent as `contentType`: what the server makes of a malformed or foreign body. */
export function postRaw(t: Pick<TestApp, 'app'>, url: string, contentType: string, body: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
}

/** Parses the JSON body of an inject() answer. */
export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The URL of the PostgreSQL database `t` runs on. Only with TEST_DATABASE_URL. */
export async function databaseUrlOf(t: TestApp): Promise<string> {
  const postgres = inject('postgresTemplate');
  if (!postgres || t.database.kind !== 'postgres') throw new Error('This test needs PostgreSQL (TEST_DATABASE_URL)');
  const [database] = await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(postgres.serverUrl);
  url.pathname = `/${database!.name}`;
  return url.toString();
}

/**
 * A second app process on the SAME PostgreSQL database as `t` (its own pool and LISTEN connection),
 * for tests of what crosses processes. Only with TEST_DATABASE_URL: PGlite is one process.
 * `databaseUrl` reaches that database another way (through a proxy a test can cut).
 */
export async function createSecondAppOnSameDatabase(t: TestApp, databaseUrl?: string): Promise<TestApp> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl ?? (await databaseUrlOf(t)), poolSize: 5 });
  const app = await buildApp({ config: t.config, database, storage: t.storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage: t.storage,
    config: t.config,
    dataDir: t.dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
