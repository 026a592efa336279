import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { eq, getTableName, type InferInsertModel, type InferSelectModel, sql, type SQL } from 'drizzle-orm';
import { type PgColumn, type PgDatabase, PgDialect, type PgQueryResultHKT, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type every repository takes: the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** The rows of a raw SQL statement; both drivers (node-postgres and PGlite) answer execute() with { rows }. */
export async function rowsOf<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** A table whose rows have a uuid `id`, as every entity table here. */
type TableWithId = PgTable & { id: PgColumn };

/** Inserts one row and answers it as stored, with the id and defaults the database gave it. */
export async function insertRow<T extends PgTable>(tx: Executor, table: T, values: InferInsertModel<T>): Promise<InferSelectModel<T>> {
  const [row] = await tx.insert(table).values(values).returning();
  return row as InferSelectModel<T>;
}

/**
 * The row with this id, if there is one. Prepared by name (one text per table): a PostgreSQL server
 * parses it once per connection and keeps its plan, as for every statement of fixed text on a hot
 * path (decision 050).
 */
export async function findRowById<T extends TableWithId>(db: Executor, table: T, id: string): Promise<InferSelectModel<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)
    .prepare(`find_${getTableName(table)}`)
    .execute();
  return row as InferSelectModel<T> | undefined;
}

/**
 * The row with this id, locked (FOR UPDATE) until the transaction ends: two changes of one row run one
 * after the other, and the second sees what the first wrote. Prepared by name, as findRowById.
 */
export async function lockRowById<T extends TableWithId>(tx: Executor, table: T, id: string): Promise<InferSelectModel<T> | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')
    .limit(1)
    .prepare(`lock_${getTableName(table)}`)
    .execute();
  return row as InferSelectModel<T> | undefined;
}

/**
 * A page of a list and how many rows the whole list has. `rows` holds the columns, joins and order,
 * `counted` the same FROM selecting `{ value: count() }`; the one `where` filters both, so the total
 * always counts the rows being paged through. Read one after the other, as inside a transaction.
 */
export async function findPageWithTotal<Rows extends PgSelect>(
  list: { rows: Rows; counted: PgSelect<string, { value: SQL<number> }>; where: SQL | undefined },
  window: { limit: number; offset: number },
): Promise<{ rows: Awaited<Rows>; total: number }> {
  const rows = await list.rows.where(list.where).limit(window.limit).offset(window.offset);
  const [totalRow] = await list.counted.where(list.where);
  return { rows: rows as Awaited<Rows>, total: totalRow?.value ?? 0 };
}

/** Writes `values` to the row with this id and stamps its `updated_at`; answers the row as it now is. */
export async function updateRowById<T extends TableWithId & { updatedAt: PgColumn }>(
  tx: Executor,
  table: T,
  id: string,
  values: Partial<InferInsertModel<T>>,
): Promise<InferSelectModel<T>> {
  const [row] = await tx
    .update(table as PgTable)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(table.id, id))
    .returning();
  return row as InferSelectModel<T>;
}

/**
 * A uuid[] or text[] as one bound parameter (an array literal), for `= any(...)`: the statement's text
 * is the same however many values there are, where Drizzle's inArray binds one parameter per value
 * (PostgreSQL takes at most 65,535, and a list of 125,000 overflowed the stack building it).
 */
export function arrayOf(type: 'uuid' | 'text', values: readonly string[]): SQL {
  // Every element quoted (a quote or backslash escaped), so commas, braces and quotes in a text stay text.
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::${sql.raw(type)}[]`;
}

/** `%text%` for LIKE and ILIKE: `%`, `_` and the escape character itself are literal in what the user typed. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** PostgreSQL error codes (SQLSTATE) the services turn into answers. */
export const UNIQUE_VIOLATION = '23505';
/**
 * Deleting a row that an ON DELETE RESTRICT foreign key still names: PostgreSQL 15 answers
 * foreign_key_violation (23503), PostgreSQL 18 (PGlite) restrict_violation (23001).
 */
export const STILL_REFERENCED = ['23503', '23001'] as const;

/** An error and those it wraps (drizzle wraps the driver's as its cause), at most five deep. */
export function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    yield current as { code?: unknown; message?: unknown };
  }
}

/** Whether a database error, or one it wraps, has this SQLSTATE. */
export function hasSqlState(error: unknown, ...codes: string[]): boolean {
  for (const { code } of errorChain(error)) if (typeof code === 'string' && codes.includes(code)) return true;
  return false;
}

const dialect = new PgDialect();

/**
 * At most this many statement texts are prepared by one process: each stays prepared, with its plan,
 * for the life of every connection that ran it, so the filter combinations a crawler can produce must
 * not pile up. Texts past the limit are planned on every run, as with rowsOf.
 */
const PREPARED_TEXTS_LIMIT = 200;
const preparedNames = new Set<string>();

/** How many more statement texts this process may prepare before it plans every new one on each run. */
export function preparedTextsLeft(): number {
  return PREPARED_TEXTS_LIMIT - preparedNames.size;
}

/** The name a statement text is prepared under: the same text, the same name, on every connection. */
export function preparedStatementName(text: string): string {
  return `p_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/**
 * rowsOf as a named prepared statement: on a PostgreSQL server each connection parses it once and,
 * after five runs, may keep one generic plan for every value, so a hot read skips parsing and
 * planning (PGlite runs it like rowsOf). Only for statements whose text takes few shapes, values
 * always as parameters, and whose plan cannot turn on a value: a generic plan is costed without them.
 */
export async function preparedRowsOf<T>(db: Executor, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const name = preparedStatementName(query.sql);
  if (!preparedNames.has(name)) {
    if (preparedNames.size >= PREPARED_TEXTS_LIMIT) return rowsOf<T>(db, statement);
    preparedNames.add(name);
  }
  // Drizzle's internal session: no public API names a raw statement
  // (docs/decisions/050-preparing-raw-sql-by-name.md); client.test.ts fails if an upgrade changes it.
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

type Listener = (payload: string) => void;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel; returns an unsubscribe function. Used by the event bus. `onRestored` is
   * called each time listening resumes after the connection was lost: notifications sent meanwhile
   * are gone, so the caller must treat everything as possibly changed. (Never on PGlite: in-process.)
   */
  listen(channel: string, listener: Listener, onRestored?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Name of the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK = 'warehouse-marketplace:migrations';

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = path.resolve(options.dataDir);
  }
  // Extensions the migrations create must be loaded into the WASM build first.
  const extensions = { btree_gist, pg_trgm, unaccent };
  const client = await PGlite.create(dataDir, options.loadDataDir ? { extensions, loadDataDir: options.loadDataDir } : { extensions });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * The connection settings with JIT off for the session. JIT compilation pays off for long analytic
 * queries, never for the app's: the browse walk with a date filter crossed jit_above_cost and spent
 * 17 of its 23 ms compiling (docs/decisions/185-no-jit.md). Sent as a startup option, added to any the
 * URL names (the URL's own would otherwise replace it).
 */
export function withoutJit(url: string): { connectionString: string; options: string } {
  // Only the query is parsed: a socket URL (postgres://user@/db?host=/run/postgresql) has no host,
  // which the URL class refuses.
  const queryAt = url.indexOf('?');
  const base = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const options = [query.get('options'), '-c jit=off'].filter(Boolean).join(' ');
  query.delete('options');
  return { connectionString: query.size > 0 ? `${base}?${query.toString()}` : base, options };
}

/** Waits before each attempt to listen again after the connection was lost; the last repeats. */
export const LISTEN_RETRY_DELAYS_MS = [100, 250, 500, 1000] as const;

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...withoutJit(url), max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});

  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let listenClient: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let closed = false;
  const listeners = new Map<string, Set<Listener>>();
  const restoredCallbacks = new Set<() => void>();
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  // LISTEN needs one dedicated connection. If it drops (server restart, network), it is opened
  // again and every channel is listened to again, so events do not stop silently; then whoever
  // listens hears that notifications may have been missed.
  async function listenConnection(): Promise<pg.PoolClient> {
    if (listenClient) return listenClient;
    connecting ??= (async () => {
      const client = await pool.connect();
      client.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      const lost = () => {
        if (listenClient !== client) return;
        listenClient = undefined;
        client.release(true);
        if (!closed) void reconnect(0);
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        for (const channel of listeners.keys()) await client.query(`listen ${quote(channel)}`);
        if (closed) throw new Error('The database was closed while listening was set up.');
      } catch (error) {
        // Not yet the listening client, so `lost` leaves it alone: given back here, or the pool
        // keeps it checked out and closing waits for it for ever.
        client.release(true);
        throw error;
      }
      listenClient = client;
      return client;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  // Tried at least every second, so listening resumes within a second of the database returning
  // (one cheap connection attempt a second per process while it is away).
  async function reconnect(attempt: number): Promise<void> {
    const delays = LISTEN_RETRY_DELAYS_MS;
    await new Promise((resolve) => setTimeout(resolve, delays[Math.min(attempt, delays.length - 1)]));
    if (closed) return;
    try {
      await listenConnection();
    } catch {
      await reconnect(attempt + 1);
      return;
    }
    for (const callback of restoredCallbacks) callback();
  }

  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Processes that start together (replicas, a rolling deploy) take turns on one session-level
      // lock: the first applies what is pending, the others then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('${MIGRATION_LOCK}'))`);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query(`select pg_advisory_unlock(hashtext('${MIGRATION_LOCK}'))`);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, listener, onRestored) {
      if (onRestored) restoredCallbacks.add(onRestored);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        try {
          const client = await listenConnection();
          // A connection opened just now already listens to it; LISTEN twice is harmless.
          await client.query(`listen ${quote(channel)}`);
        } catch (error) {
          // Not listened to: the next call tries again.
          listeners.delete(channel);
          throw error;
        }
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (onRestored) restoredCallbacks.delete(onRestored);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      closed = true;
      const client = listenClient;
      listenClient = undefined;
      client?.release();
      // A connection being set up now gives itself back when it sees `closed`.
      await connecting?.catch(() => {});
      await pool.end();
    },
  };
}
