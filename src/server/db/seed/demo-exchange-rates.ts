/*
 * The demo's exchange rates (issue #40, decision 226): one working day of the ECB's euro reference
 * rates, as its daily feed lists them (tests/fixtures/ecb-eurofxref-daily.xml is that day's feed in
 * the ECB's own format), and an administrator's rates of the same day for five currencies the ECB
 * does not publish. A fixed day, so every demo and test sees the same figures; a running feed adds
 * newer days beside them.
 */

/** Friday 27 November 2026: the last working day before the demo was written. */
export const DEMO_RATE_DATE = '2026-11-27';

/** Units one euro buys, as the ECB writes them, in its feed's order (29 currencies: the lev left with Bulgaria's euro in 2026). */
export const DEMO_ECB_RATES: Readonly<Record<string, string>> = {
  USD: '1.1587',
  JPY: '181.36',
  CZK: '24.158',
  DKK: '7.4690',
  GBP: '0.87835',
  HUF: '382.40',
  PLN: '4.2268',
  RON: '5.0912',
  SEK: '10.9745',
  CHF: '0.9318',
  ISK: '144.90',
  NOK: '11.7285',
  TRY: '49.3561',
  AUD: '1.7712',
  BRL: '6.1838',
  CAD: '1.6248',
  CNY: '8.2147',
  HKD: '9.0188',
  IDR: '19318.52',
  ILS: '3.7691',
  INR: '103.6130',
  KRW: '1697.85',
  MXN: '21.1984',
  MYR: '4.7815',
  NZD: '2.0364',
  PHP: '68.412',
  SGD: '1.5079',
  THB: '37.386',
  ZAR: '19.9243',
};

/** The demo administrator's rates of that day, from the dollar's (the dirham is pegged at 3.6725 to it). */
export const DEMO_ADMINISTRATOR_RATES: Readonly<Record<string, string>> = {
  NGN: '1697.42',
  KES: '149.72',
  AED: '4.2553',
  EGP: '55.1541',
  MAD: '10.6174',
};
