import { z } from 'zod';
import { EXCHANGE_RATE_MESSAGES } from '../errors/exchange-rates';
import { CURRENCY_CODE_PATTERN, isRateText } from '../exchange-rates';
import { calendarDate } from './common';

// Display currencies (issue #40, decision 226). A rate is how many units of a currency one euro buys
// on a day, from the ECB's daily euro reference rates or added by an administrator for a currency
// the ECB does not publish.

export const EXCHANGE_RATE_SOURCES = ['ecb', 'administrator'] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** A currency's newest rate. */
export const exchangeRate = z.object({
  /** ISO 4217, "USD". */
  currency: z.string(),
  /** Units one euro buys, as decimal text ("1.0856"): every published digit, without trailing zeros. */
  unitsPerEuro: z.string(),
  /** The day the rate is of, "YYYY-MM-DD". */
  rateDate: z.string(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

/** GET /api/exchange-rates (public): each currency's newest rate, by code. */
export const exchangeRates = z.object({ rates: z.array(exchangeRate) });
export type ExchangeRates = z.infer<typeof exchangeRates>;

/** GET /api/admin/exchange-rates: the same rates, who added an administrator's, and the feed's state. */
export const adminExchangeRates = z.object({
  rates: z.array(exchangeRate.extend({ recordedAt: z.string(), recordedBy: z.string().nullable() })),
  feed: z.object({
    /** The feed's address (the EXCHANGE_RATES_FEED_URL setting); null when the feed is switched off. */
    url: z.string().nullable(),
    /** The day of the newest ECB rates stored, and when they were fetched; null before the first fetch. */
    newestRateDate: z.string().nullable(),
    fetchedAt: z.string().nullable(),
  }),
});
export type AdminExchangeRates = z.infer<typeof adminExchangeRates>;

/** POST /api/admin/exchange-rates: a rate for a currency the ECB does not publish. */
export const addExchangeRateBody = z.object({
  currency: z
    .string({ message: EXCHANGE_RATE_MESSAGES.currencyInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => CURRENCY_CODE_PATTERN.test(value), { message: EXCHANGE_RATE_MESSAGES.currencyInvalid })
    .refine((value) => value !== 'EUR', { message: EXCHANGE_RATE_MESSAGES.currencyIsEuro }),
  unitsPerEuro: z
    .string({ message: EXCHANGE_RATE_MESSAGES.rateInvalid })
    .trim()
    .refine(isRateText, { message: EXCHANGE_RATE_MESSAGES.rateInvalid }),
  rateDate: calendarDate(EXCHANGE_RATE_MESSAGES.rateDateInvalid),
});
export type AddExchangeRateBody = z.infer<typeof addExchangeRateBody>;
