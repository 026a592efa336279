// Display currencies (issue #40, decision 226): every price stays in euros; a chosen currency adds an
// approximate amount beside it at the newest rate, converted here and nowhere else.

import { displayLocaleTag, numberFormat } from './display-locale';

/** An ISO 4217 code as rates are stored: three capital letters. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** Units of a currency one euro buys, as the ECB writes them: up to 12 digits, at most 6 decimals, above 0. */
export const RATE_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;

/** True when `text` is a rate the table can keep: the pattern, and above zero. */
export function isRateText(text: string): boolean {
  return RATE_PATTERN.test(text) && Number(text) > 0;
}

/**
 * The approximate amount of `cents` euro cents in a currency one euro buys `unitsPerEuro` of, in
 * that currency's units (1234.5678 US dollars). Not money the product charges: a reading aid, so a
 * binary float is exact enough; Intl rounds it to the currency's minor units when it is written.
 */
function convertEuroCents(cents: number, unitsPerEuro: string): number {
  return (cents / 100) * Number(unitsPerEuro);
}

/** The sign that marks an amount as approximate; a screen says it as the word "approximately". */
export const APPROXIMATE_SIGN = '≈';

/**
 * "US$1,234.57": the converted amount in the currency's own minor units, never shown without the
 * approximate sign before it (APPROXIMATE_SIGN, which a screen gives the spoken word "approximately").
 */
export function formatConvertedAmount(cents: number, rate: { currency: string; unitsPerEuro: string }): string {
  return numberFormat({ style: 'currency', currency: rate.currency }).format(convertEuroCents(cents, rate.unitsPerEuro));
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** "US Dollar": a currency's name in the display language, or its code where the browser has none. One Intl object per language serves every name (a chooser lists about 35). */
export function currencyName(currency: string): string {
  try {
    const locale = displayLocaleTag();
    let names = currencyNames.get(locale);
    if (!names) currencyNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'currency' })));
    return names.of(currency) ?? currency;
  } catch {
    return currency;
  }
}
