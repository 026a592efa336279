import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminExchangeRates, ExchangeRate, ExchangeRates } from '@shared/contracts/exchange-rates';
import { addDays, todayUtc } from '@shared/dates';
import { EXCHANGE_RATE_MESSAGES, GENERIC_MESSAGES } from '@shared/errors';
import { exchangeRates } from '../../db/schema';
import { DEMO_ECB_RATES, DEMO_RATE_DATE } from '../../db/seed/demo-exchange-rates';
import { CAST, type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { latestActivity } from '../../../../tests/api/activity';
import { postRaw, useTestApp, withOwnApp } from '../../../../tests/api/harness';
import { itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';
import { exchangeRateFeedJob } from './exchange-rates.feed';
import { storeFeedRates } from './exchange-rates.service';

// Every date here is DEMO_RATE_DATE (27 Nov 2026) or earlier, so the feed's newest day is that one
// whichever test runs first.
const t = useTestApp();
const [admin, trader, owner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.owner);
const today = todayUtc();
const DAILY_FEED = readFileSync(new URL('../../../../tests/fixtures/ecb-eurofxref-daily.xml', import.meta.url), 'utf8');

/** Bodies go as JSON whatever they are (an array, a bare string), as a client that sends JSON would send them. */
const call = (method: 'GET' | 'POST', who: SignedInUser | null, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...who?.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const addRate = (body: unknown) => call('POST', admin, '/api/admin/exchange-rates', body);
const publicRates = async () => (await call('GET', null, '/api/exchange-rates')).json<ExchangeRates>().rates;
const adminRates = async () => (await call('GET', admin, '/api/admin/exchange-rates')).json<AdminExchangeRates>();
const rateOf = (rates: readonly ExchangeRate[], currency: string) => rates.find((rate) => rate.currency === currency);

/** A published rate as the list answers it: the same digits, without the zeros that only pad ("144.90" -> "144.9"). */
const withoutPaddingZeros = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/** A stand-in for the ECB's server on a free local port: answers every request with what it was last told to. */
async function startFeedServer() {
  let answer = { status: 200, body: DAILY_FEED };
  const server = createServer((_request, response) => {
    // No keep-alive: once closed, the next fetch finds nothing listening instead of a stale connection.
    response.writeHead(answer.status, { 'content-type': 'text/xml; charset=UTF-8', connection: 'close' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`,
    serve(status: number, body: string) {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function recordingLog() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    debug: () => {},
    warn: (details: object, message: string) => warnings.push({ details: details as Record<string, unknown>, message }),
    error: (_details: object, message: string) => errors.push(message),
  };
}

describe('exchange rates: who may call them', () => {
  const everyone = ['signed out', 'trader', 'owner', 'administrator'] as const;
  type Who = (typeof everyone)[number];
  const as = (who: Who) => ({ 'signed out': null, trader, owner, administrator: admin })[who];
  const adminOnly = (adminStatus: number): Record<Who, number> => ({ 'signed out': 401, trader: 403, owner: 403, administrator: adminStatus });
  const routes: MatrixRoute<Who>[] = [
    { name: 'GET /api/exchange-rates', call: () => ({ method: 'GET', url: '/api/exchange-rates' }), expected: { 'signed out': 200, trader: 200, owner: 200, administrator: 200 } },
    { name: 'GET /api/admin/exchange-rates', call: () => ({ method: 'GET', url: '/api/admin/exchange-rates' }), expected: adminOnly(200) },
    {
      name: 'POST /api/admin/exchange-rates',
      call: () => ({ method: 'POST', url: '/api/admin/exchange-rates', payload: { currency: 'XAF', unitsPerEuro: '655.957', rateDate: today } }),
      expected: adminOnly(201),
    },
  ];
  itAnswersEachCaller(t, { everyone, as }, routes, { 403: { code: 'forbidden', message: GENERIC_MESSAGES.permission } });

  it('is in the OpenAPI document, every route', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/exchange-rates', '/api/admin/exchange-rates']));
  });
});

describe('the public list', () => {
  it("answers each currency's newest rate with its day and source, once, by code, to anyone, cached an hour", async () => {
    // The rouble, as the ECB published it before it stopped in March 2022.
    await storeFeedRates(t.db, [
      { currency: 'RUB', rateDate: '2022-02-25', unitsPerEuro: '94.3540' },
      { currency: 'RUB', rateDate: '2022-03-01', unitsPerEuro: '117.2853' },
      { currency: 'RUB', rateDate: '2022-02-28', unitsPerEuro: '116.8000' },
    ]);
    expect((await addRate({ currency: 'UAH', unitsPerEuro: '48.9', rateDate: '2026-11-20' })).statusCode).toBe(201);

    const response = await call('GET', null, '/api/exchange-rates');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { rates } = response.json<ExchangeRates>();
    expect(rateOf(rates, 'RUB')).toEqual({ currency: 'RUB', unitsPerEuro: '117.2853', rateDate: '2022-03-01', source: 'ecb' });
    expect(rateOf(rates, 'UAH')).toEqual({ currency: 'UAH', unitsPerEuro: '48.9', rateDate: '2026-11-20', source: 'administrator' });
    const codes = rates.map((rate) => rate.currency);
    expect(codes).toEqual([...new Set(codes)].sort());
  });
});

describe('the administrators’ list', () => {
  it('adds who recorded each rate and when, and where the feed stands', async () => {
    await storeFeedRates(t.db, [{ currency: 'USD', rateDate: DEMO_RATE_DATE, unitsPerEuro: DEMO_ECB_RATES.USD! }]);
    const before = Date.now();
    expect((await addRate({ currency: 'XOF', unitsPerEuro: '655.957', rateDate: '2026-11-27' })).statusCode).toBe(201);

    const listed = await adminRates();
    const xof = listed.rates.find((rate) => rate.currency === 'XOF')!;
    expect(xof).toMatchObject({ unitsPerEuro: '655.957', rateDate: '2026-11-27', source: 'administrator', recordedBy: 'Ada Admin' });
    expect(new Date(xof.recordedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(listed.rates.find((rate) => rate.currency === 'USD')).toMatchObject({ source: 'ecb', recordedBy: null });
    // The feed is off in tests (EXCHANGE_RATES_FEED_URL=off); its rates of the newest day are there all the same.
    expect(listed.feed).toMatchObject({ url: null, newestRateDate: DEMO_RATE_DATE });
    expect(Date.now() - new Date(listed.feed.fetchedAt!).getTime()).toBeLessThan(60_000);
  });

  it('names the configured feed, and no day or fetch before its first run', async () => {
    const url = 'http://127.0.0.1:9/stats/eurofxref/eurofxref-daily.xml';
    await withOwnApp(
      async (own) => {
        const ownAdmin = await signInAs(own, ['administrator']);
        const response = await own.app.inject({ method: 'GET', url: '/api/admin/exchange-rates', headers: ownAdmin.headers });
        expect(response.json<AdminExchangeRates>()).toEqual({ rates: [], feed: { url, newestRateDate: null, fetchedAt: null } });
      },
      { EXCHANGE_RATES_FEED_URL: url },
    );
  });
});

describe('adding a rate', () => {
  it('stores the rate of a currency the ECB does not publish, replaces it for the same day, and logs it', async () => {
    const added = await addRate({ currency: ' kes ', unitsPerEuro: '149.70', rateDate: '2026-11-27' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ currency: 'KES', unitsPerEuro: '149.7', rateDate: '2026-11-27', source: 'administrator' });
    const logged = await latestActivity(t, 'exchange_rate.added');
    expect(logged).toMatchObject({ status: 'success', userId: admin.user.id, message: 'Exchange rate of KES for 27 Nov 2026: 1 EUR = 149.7 KES' });

    const replaced = await addRate({ currency: 'KES', unitsPerEuro: '150.1234', rateDate: '2026-11-27' });
    expect(replaced.json()).toMatchObject({ unitsPerEuro: '150.1234' });
    const [kesRows] = await t.db.select({ value: count() }).from(exchangeRates).where(eq(exchangeRates.currency, 'KES'));
    expect(kesRows?.value).toBe(1);
    expect(rateOf(await publicRates(), 'KES')).toMatchObject({ unitsPerEuro: '150.1234', rateDate: '2026-11-27' });

    // Today's, and the largest rate the table holds, digit for digit.
    expect((await addRate({ currency: 'ZWG', unitsPerEuro: '999999999999.999999', rateDate: today })).json()).toEqual({
      currency: 'ZWG',
      unitsPerEuro: '999999999999.999999',
      rateDate: today,
      source: 'administrator',
    });
    // Tomorrow in UTC is today east of it (Lagos after midnight, Shenzhen from 4 pm).
    expect((await addRate({ currency: 'GHS', unitsPerEuro: '16.9', rateDate: addDays(today, 1) })).statusCode).toBe(201);
  });

  it('refuses each bad field with its message', async () => {
    const valid = { currency: 'AED', unitsPerEuro: '4.2553', rateDate: '2026-11-27' };
    const cases: [object, string, string][] = [
      [{ ...valid, currency: 'N1G' }, 'currency', EXCHANGE_RATE_MESSAGES.currencyInvalid],
      [{ ...valid, currency: 'NAIRA' }, 'currency', EXCHANGE_RATE_MESSAGES.currencyInvalid],
      [{ ...valid, currency: 'eur' }, 'currency', EXCHANGE_RATE_MESSAGES.currencyIsEuro],
      [{ ...valid, currency: 'EUR' }, 'currency', EXCHANGE_RATE_MESSAGES.currencyIsEuro],
      [{ ...valid, unitsPerEuro: '0' }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ ...valid, unitsPerEuro: '0.000000' }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ ...valid, unitsPerEuro: '-1' }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ ...valid, unitsPerEuro: '1.1234567' }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ ...valid, unitsPerEuro: 'four' }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ ...valid, unitsPerEuro: '1,5' }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ ...valid, unitsPerEuro: '9'.repeat(13) }, 'unitsPerEuro', EXCHANGE_RATE_MESSAGES.rateInvalid],
      [{ currency: 'AED', unitsPerEuro: '4.2553' }, 'rateDate', EXCHANGE_RATE_MESSAGES.rateDateInvalid],
      [{ ...valid, rateDate: '2026-02-30' }, 'rateDate', EXCHANGE_RATE_MESSAGES.rateDateInvalid],
      [{ ...valid, rateDate: addDays(today, 2) }, 'rateDate', EXCHANGE_RATE_MESSAGES.rateDateInFuture],
      [{ ...valid, rateDate: '9999-12-31' }, 'rateDate', EXCHANGE_RATE_MESSAGES.rateDateInFuture],
    ];
    for (const [body, field, message] of cases) {
      const response = await addRate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
      expect(response.json().error.details, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect(rateOf(await publicRates(), 'AED')).toBeUndefined();
  });

  it('refuses a currency the ECB has published, with 409, and logs the refusal', async () => {
    await storeFeedRates(t.db, [{ currency: 'GBP', rateDate: '2026-11-26', unitsPerEuro: '0.87790' }]);
    // Any day: the ECB's rate is the one used.
    const refused = await addRate({ currency: 'gbp', unitsPerEuro: '0.9', rateDate: '2026-11-20' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'currency_published_by_ecb', message: EXCHANGE_RATE_MESSAGES.publishedByEcb('GBP') });
    expect(await latestActivity(t, 'exchange_rate.added')).toMatchObject({ status: 'error', errorMessage: EXCHANGE_RATE_MESSAGES.publishedByEcb('GBP') });
    const stored = await t.db.select().from(exchangeRates).where(and(eq(exchangeRates.currency, 'GBP'), eq(exchangeRates.source, 'administrator')));
    expect(stored).toEqual([]);
  });

  it('answers hostile input with 400, never 500', async () => {
    const bodies: unknown[] = [
      { currency: 'A'.repeat(100_000), unitsPerEuro: '1'.repeat(100_000), rateDate: '2'.repeat(100_000) },
      { currency: 5, unitsPerEuro: 1.5, rateDate: 20261127 },
      { currency: null, unitsPerEuro: null, rateDate: null },
      { currency: ['NGN'], unitsPerEuro: { value: '1' }, rateDate: true },
      { currency: "NGN'; drop table exchange_rates; --", unitsPerEuro: '1', rateDate: '2026-11-27' },
      { currency: 'NGN', unitsPerEuro: '1e3', rateDate: '2026-11-27' },
      { currency: 'NGN', unitsPerEuro: 'Infinity', rateDate: '2026-11-27' },
      { currency: 'NGN', unitsPerEuro: '1', rateDate: '2026-11-27T00:00:00Z' },
      [],
      'NGN',
      42,
    ];
    for (const body of bodies) {
      const response = await addRate(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.body).not.toMatch(/exchange_rates|insert|select/i);
    }
    for (const raw of ['{"currency": "NGN",', 'not json', '{"currency": "NGN", "unitsPerEuro": "1", "rateDate": "2026-11-27"'.repeat(1000)]) {
      expect((await postRaw(t, '/api/admin/exchange-rates', 'application/json', raw)).statusCode).toBe(400);
    }
    expect(rateOf(await publicRates(), 'NGN')).toBeUndefined();
  });
});

describe('the ECB feed job', () => {
  it('stores the feed’s rates and lists them with their day; a second run stores the same rows again, none twice', async () => {
    const feed = await startFeedServer();
    try {
      const log = recordingLog();
      const job = exchangeRateFeedJob({ db: t.db, url: feed.url, log });
      expect([job.intervalMs, job.firstRunMs]).toEqual([6 * 60 * 60_000, 30_000]);
      expect(await job.run()).toBe(29);

      const rates = await publicRates();
      for (const [currency, published] of Object.entries(DEMO_ECB_RATES)) {
        expect(rateOf(rates, currency)).toEqual({ currency, unitsPerEuro: withoutPaddingZeros(published), rateDate: DEMO_RATE_DATE, source: 'ecb' });
      }
      // Published digits kept: five decimals for the pound, none lost to a float.
      expect(rateOf(rates, 'GBP')?.unitsPerEuro).toBe('0.87835');

      expect(await job.run()).toBe(29);
      const [stored] = await t.db
        .select({ value: count() })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.rateDate, DEMO_RATE_DATE), eq(exchangeRates.source, 'ecb')));
      expect(stored?.value).toBe(29);
      expect(log.warnings).toEqual([]);
      expect(log.errors).toEqual([]);
    } finally {
      await feed.close();
    }
  });

  it('keeps the stored rates when the feed answers an error, junk, or nothing at all, and says so in one warning each', async () => {
    const feed = await startFeedServer();
    const log = recordingLog();
    const job = exchangeRateFeedJob({ db: t.db, url: feed.url, log });
    const usdBefore = { currency: 'USD', unitsPerEuro: DEMO_ECB_RATES.USD, rateDate: DEMO_RATE_DATE, source: 'ecb' };
    try {
      expect(await job.run()).toBe(29);

      feed.serve(500, 'Internal Server Error');
      expect(await job.run()).toBe(0);
      feed.serve(200, '<html><body>We are down for maintenance</body></html>');
      expect(await job.run()).toBe(0);
    } finally {
      await feed.close();
    }
    expect(await job.run()).toBe(0);

    expect(log.warnings.map((warning) => warning.message)).toEqual([
      'exchange rates: the feed could not be read; the stored rates stay',
      'exchange rates: the feed held no rates; the stored rates stay',
      'exchange rates: the feed could not be read; the stored rates stay',
    ]);
    expect(log.warnings[0]!.details).toEqual({ feed: expect.stringMatching(/^127\.0\.0\.1:\d+\/stats\/eurofxref\/eurofxref-daily\.xml$/) as unknown, reason: 'the feed answered 500' });
    expect(log.warnings[2]!.details.reason).toMatch(/ECONNREFUSED/);
    // One line each: no stack, no error object for the logger to expand.
    for (const warning of log.warnings) expect(Object.values(warning.details).every((value) => typeof value === 'string' && !value.includes('\n'))).toBe(true);
    expect(log.errors).toEqual([]);

    expect(rateOf(await publicRates(), 'USD')).toEqual(usdBefore);
    expect((await adminRates()).feed.newestRateDate).toBe(DEMO_RATE_DATE);
  });

  it('never overwrites an administrator’s rate of the same currency and day', async () => {
    expect((await addRate({ currency: 'NGN', unitsPerEuro: '1697.42', rateDate: DEMO_RATE_DATE })).statusCode).toBe(201);
    const feed = await startFeedServer();
    try {
      feed.serve(200, `<Cube><Cube time='${DEMO_RATE_DATE}'><Cube currency='NGN' rate='1.2345'/><Cube currency='USD' rate='${DEMO_ECB_RATES.USD}'/></Cube></Cube>`);
      // Only the dollar is written.
      expect(await exchangeRateFeedJob({ db: t.db, url: feed.url, log: recordingLog() }).run()).toBe(1);
    } finally {
      await feed.close();
    }
    expect((await adminRates()).rates.find((rate) => rate.currency === 'NGN')).toMatchObject({ unitsPerEuro: '1697.42', source: 'administrator', recordedBy: 'Ada Admin' });
  });
});
