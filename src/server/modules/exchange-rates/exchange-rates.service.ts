/**
 * Display currencies (issue #40, decision 226): the rates the web writes an approximate amount beside
 * a euro price with. Every price stays in euros; a rate is a reading aid, never money the product
 * charges. The ECB's rates come from the feed job (exchange-rates.feed.ts); an administrator adds a
 * currency the ECB does not publish, so each currency has one source. Names of administrators come
 * from the users module.
 */
import type { AddExchangeRateBody, AdminExchangeRates, ExchangeRate, ExchangeRates } from '@shared/contracts/exchange-rates';
import { addDays, formatDate, todayUtc } from '@shared/dates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { findPeople } from '../users/users.service';
import { type ExchangeRateRow, findFeedState, findNewestRates, hasEcbRate, type RateOfDay, upsertAdministratorRate, upsertFeedRates } from './exchange-rates.repository';

function toExchangeRate(row: ExchangeRateRow): ExchangeRate {
  return { currency: row.currency, unitsPerEuro: row.unitsPerEuro, rateDate: row.rateDate, source: row.source };
}

/** GET /api/exchange-rates (public): each currency's newest rate, by code. */
export async function listExchangeRates(db: Database): Promise<ExchangeRates> {
  return { rates: (await findNewestRates(db)).map(toExchangeRate) };
}

/** GET /api/admin/exchange-rates: the same rates, who added an administrator's and when, and where the feed stands. */
export async function listAdminExchangeRates(db: Database, viewer: Viewer | null, feedUrl: string | null): Promise<AdminExchangeRates> {
  requirePermission(viewer, 'exchange-rates:manage');
  const rows = await findNewestRates(db);
  const people = await findPeople(db, rows.flatMap((row) => (row.recordedBy ? [row.recordedBy] : [])));
  const feed = await findFeedState(db);
  return {
    rates: rows.map((row) => ({
      ...toExchangeRate(row),
      recordedAt: row.recordedAt.toISOString(),
      recordedBy: row.recordedBy ? (people.get(row.recordedBy)?.name ?? null) : null,
    })),
    feed: { url: feedUrl, newestRateDate: feed.newestRateDate, fetchedAt: feed.fetchedAt?.toISOString() ?? null },
  };
}

function publishedByEcb(currency: string): AppError {
  return new AppError('currency_published_by_ecb', EXCHANGE_RATE_MESSAGES.publishedByEcb(currency));
}

/**
 * An administrator's rate of a day, new or replacing their rate of that currency and day, in the
 * caller's transaction; the seed writes the demo's this way too. Answers undefined when the feed's
 * row holds that currency and day.
 */
export async function recordAdministratorRate(db: Executor, rate: RateOfDay, recordedBy: string): Promise<ExchangeRateRow | undefined> {
  return upsertAdministratorRate(db, { ...rate, recordedBy });
}

/**
 * POST /api/admin/exchange-rates: a rate for a currency the ECB does not publish, of today or an
 * earlier day (today where the administrator is: up to a day after UTC's, as a payment's date). A currency the ECB has published on any day is refused, so a currency's rates have
 * one source and the feed never meets an administrator's row.
 */
export async function addExchangeRate(deps: { db: Database }, actor: Actor, body: AddExchangeRateBody): Promise<ExchangeRate> {
  const viewer = requirePermission(actor.viewer, 'exchange-rates:manage');
  if (body.rateDate > addDays(todayUtc(), 1)) {
    throw new AppError('validation_error', EXCHANGE_RATE_MESSAGES.rateDateInFuture, { rateDate: [EXCHANGE_RATE_MESSAGES.rateDateInFuture] });
  }
  const stored = await withRefusalsLogged(deps.db, actor, { type: 'exchange_rate.added', data: { input_params: body } }, () =>
    deps.db.transaction(async (tx) => {
      if (await hasEcbRate(tx, body.currency)) throw publishedByEcb(body.currency);
      const row = await recordAdministratorRate(tx, body, viewer.id);
      // The feed stored that currency and day after the check above (a run committing meanwhile).
      if (!row) throw publishedByEcb(body.currency);
      await recordActivity(tx, {
        type: 'exchange_rate.added',
        message: `Exchange rate of ${row.currency} for ${formatDate(row.rateDate)}: 1 EUR = ${row.unitsPerEuro} ${row.currency}`,
        status: 'success',
        data: { input_params: body },
        viewer,
        requestId: actor.requestId,
      });
      return row;
    }),
  );
  return toExchangeRate(stored);
}

/**
 * The feed's rates, stored in one transaction (all or none): each new, or replacing the feed's row of
 * its currency and day; an administrator's row is never overwritten. A currency and day the feed lists
 * twice is stored as its last listing. Answers how many rows were written.
 */
export async function storeFeedRates(db: Database, rates: readonly RateOfDay[]): Promise<number> {
  const unique = new Map(rates.map((rate) => [`${rate.currency} ${rate.rateDate}`, rate]));
  if (unique.size === 0) return 0;
  return db.transaction((tx) => upsertFeedRates(tx, [...unique.values()]));
}
