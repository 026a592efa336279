import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from '../../db/schema';

/** A rate of a day, as the feed and an administrator give it: units one euro buys as decimal text. */
export type RateOfDay = { currency: string; rateDate: string; unitsPerEuro: string };

const rateColumns = {
  currency: exchangeRates.currency,
  rateDate: exchangeRates.rateDate,
  // numeric(18,6) reads back padded ("1.085600"); trim_scale drops the padding, never a digit ("1.0856").
  unitsPerEuro: sql<string>`trim_scale(${exchangeRates.unitsPerEuro})::text`,
  source: exchangeRates.source,
  recordedBy: exchangeRates.recordedBy,
  recordedAt: exchangeRates.recordedAt,
};

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** Each currency's newest rate, by code: the primary key (currency, rate_date) serves the DISTINCT ON. */
export async function findNewestRates(db: Executor): Promise<ExchangeRateRow[]> {
  return db.selectDistinctOn([exchangeRates.currency], rateColumns).from(exchangeRates).orderBy(asc(exchangeRates.currency), desc(exchangeRates.rateDate));
}

/** The day of the newest rates the feed stored, and when it last stored any; both null before its first run. */
export async function findFeedState(db: Executor): Promise<{ newestRateDate: string | null; fetchedAt: Date | null }> {
  const [row] = await db
    .select({ newestRateDate: max(exchangeRates.rateDate), fetchedAt: max(exchangeRates.recordedAt) })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, 'ecb'));
  return { newestRateDate: row?.newestRateDate ?? null, fetchedAt: row?.fetchedAt ?? null };
}

/** Whether the ECB has published the currency on any day. */
export async function hasEcbRate(db: Executor, currency: string): Promise<boolean> {
  const rows = await db
    .select({ currency: exchangeRates.currency })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.source, 'ecb')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Writes an administrator's rate, or replaces the administrator's rate of that currency and day;
 * answers nothing when the feed's row holds that currency and day (it is never overwritten).
 */
export async function upsertAdministratorRate(tx: Executor, rate: RateOfDay & { recordedBy: string }): Promise<ExchangeRateRow | undefined> {
  const [row] = await tx
    .insert(exchangeRates)
    .values({ ...rate, source: 'administrator' })
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.rateDate],
      set: { unitsPerEuro: sql`excluded.units_per_euro`, recordedBy: sql`excluded.recorded_by`, recordedAt: sql`now()` },
      setWhere: eq(exchangeRates.source, 'administrator'),
    })
    .returning(rateColumns);
  return row;
}

/**
 * At most this many rows per statement: a feed of many days stays far below PostgreSQL's 65,535
 * parameters (4 a row), and the caller's transaction stores them all or none.
 */
const FEED_ROWS_PER_STATEMENT = 1000;

/**
 * Stores the feed's rates, each new or replacing the feed's row of its currency and day (fetched
 * again: its recorded_at moves on); an administrator's row of the same currency and day stays as it
 * is. Answers how many rows were written. `rates` holds each currency and day once.
 */
export async function upsertFeedRates(tx: Executor, rates: readonly RateOfDay[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rates.length; start += FEED_ROWS_PER_STATEMENT) {
    const rows = await tx
      .insert(exchangeRates)
      .values(rates.slice(start, start + FEED_ROWS_PER_STATEMENT).map((rate) => ({ ...rate, source: 'ecb' as const })))
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { unitsPerEuro: sql`excluded.units_per_euro`, recordedAt: sql`now()` },
        setWhere: eq(exchangeRates.source, 'ecb'),
      })
      .returning({ currency: exchangeRates.currency });
    written += rows.length;
  }
  return written;
}
