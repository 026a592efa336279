import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXCHANGE_RATE_SOURCES } from '@shared/contracts/exchange-rates';
import { users } from './auth';

/**
 * Display currencies (issue #40, decision 226): how many units of a currency one euro buys on a day,
 * from the ECB's daily euro reference rates (the feed job) or added by an administrator for a currency
 * the ECB does not publish. A reading aid beside euro prices, never money the product charges.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    /** ISO 4217, "USD". */
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    /** Up to 12 digits before the point and 6 after: every rate the ECB publishes, digit for digit. */
    unitsPerEuro: numeric('units_per_euro', { precision: 18, scale: 6 }).notNull(),
    source: text('source', { enum: EXCHANGE_RATE_SOURCES }).notNull(),
    /** The administrator who added it; null for the feed's rows (and once that account is deleted). */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was stored, or for the feed's rows last fetched again. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.rateDate] }),
    check('exchange_rates_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_units_per_euro', sql`${t.unitsPerEuro} > 0`),
    check('exchange_rates_source', sql`${t.source} in (${sql.raw(EXCHANGE_RATE_SOURCES.map((source) => `'${source}'`).join(', '))})`),
    check('exchange_rates_recorded_by', sql`${t.source} = 'administrator' or ${t.recordedBy} is null`),
  ],
);
