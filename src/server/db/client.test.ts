import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import { type DatabaseHandle, findRowById, lockRowById, preparedRowsOf, preparedTextsLeft, rowsOf, withoutJit } from './client';
import { users } from './schema';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** Runs a statement that counts the prepared statements of its own connection whose text holds its marker. */
async function preparedCopiesOf(marker: number): Promise<number> {
  const statement = sql.raw(`select count(*)::int as copies from pg_prepared_statements where statement like '%marker ${marker} %'`);
  const [row] = await preparedRowsOf<{ copies: number }>(database.db, statement);
  return row!.copies;
}

// preparedRowsOf calls drizzle's internal session.prepareQuery (no public API names a raw statement;
// docs/decisions/050-preparing-raw-sql-by-name.md). These tests fail if an upgrade removes or changes it.
describe('preparedRowsOf', () => {
  it('answers like a plain statement on either database', async () => {
    const rows = await preparedRowsOf<{ answer: number }>(database.db, sql`select ${41}::int + 1 as answer`);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it("runs inside a transaction on the transaction's own connection", async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.prepared_probe', 'in-transaction', true)`);
      return preparedRowsOf<{ probe: string }>(tx, sql`select current_setting('app.prepared_probe', true) as probe`);
    });
    expect(seen).toEqual([{ probe: 'in-transaction' }]);
  });

  // PGlite has no named statements: it runs every statement as given.
  it.skipIf(inject('postgresTemplate') === null)(
    'prepares a statement by name on a PostgreSQL server, and stops preparing new texts past its limit',
    async () => {
      // Each text is new: as many as the process may still prepare are prepared (the statement sees
      // itself), later ones are not. Other test files of this worker may have prepared texts before.
      const left = preparedTextsLeft();
      expect(left).toBeGreaterThan(0);
      const seen: number[] = [];
      for (let marker = 0; marker < left + 5; marker++) seen.push(await preparedCopiesOf(marker));
      expect(seen.slice(0, left).every((copies) => copies === 1)).toBe(true);
      expect(seen.slice(left)).toEqual([0, 0, 0, 0, 0]);
      expect(preparedTextsLeft()).toBe(0);
      // A text prepared before still is.
      expect(await preparedCopiesOf(0)).toBe(1);
    },
  );
});

describe('rows by id', () => {
  // A read or lock by id is the commonest statement: each table's has one text, prepared by name.
  it.skipIf(inject('postgresTemplate') === null)('are read and locked by statements prepared by name on a PostgreSQL server', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      expect(await findRowById(tx, users, randomUUID())).toBeUndefined();
      expect(await lockRowById(tx, users, randomUUID())).toBeUndefined();
      return rowsOf<{ name: string }>(tx, sql`select name from pg_prepared_statements where name in ('find_users', 'lock_users') order by name`);
    });
    expect(prepared.map((row) => row.name)).toEqual(['find_users', 'lock_users']);
  });
});

describe('the app connections to PostgreSQL', () => {
  const onPostgres = inject('postgresTemplate') !== null;

  it.skipIf(!onPostgres)('run without JIT, on every connection of the pool', async () => {
    const settings = await Promise.all(
      [1, 2].map(() => database.db.transaction(async (tx) => ((await tx.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] }).rows[0]!.jit)),
    );
    expect(settings).toEqual(['off', 'off']);
  });

  it('keep the startup options a URL names, adding JIT off', () => {
    expect(withoutJit('postgres://app@db:5432/market?sslmode=require&options=-c%20statement_timeout%3D5000')).toEqual({
      connectionString: 'postgres://app@db:5432/market?sslmode=require',
      options: '-c statement_timeout=5000 -c jit=off',
    });
    expect(withoutJit('postgres://app@db/market').options).toBe('-c jit=off');
    // A Unix socket: no host, the socket's folder as a parameter.
    expect(withoutJit('postgres://app@/market?host=/run/postgresql&options=-c%20work_mem%3D8MB')).toEqual({
      connectionString: 'postgres://app@/market?host=%2Frun%2Fpostgresql',
      options: '-c work_mem=8MB -c jit=off',
    });
  });
});
