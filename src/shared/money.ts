/**
 * Money: amounts are stored and sent as integer euro cents (spec 01 section 9, spec 02 section 9)
 * and shown as "€1,234.50". Every conversion goes through decimal strings and integers, so binary
 * floating-point error (0.1 + 0.2, 1.005 * 100) never reaches a displayed or stored amount.
 *
 * The fixed-point helpers `toHundredths` and `formatHundredths` are shared with `sizes.ts`
 * (sizes are also two-decimal quantities).
 *
 * An amount times a rate in basis points (VAT, decision 211) is `basisPointsOfCents`: the exact
 * product in BigInt, rounded half away from zero once, as `toHundredths` rounds.
 */
import { groupedSpecStyle, isSpecStyle, numberFormat } from './display-locale';
import { PRICE_MESSAGES } from './errors';

/**
 * A non-negative whole number grouped en-GB style ("1,234,567"): amounts here, counts on screens; in
 * another reader's language, its own grouping ("1 234 567").
 */
export function formatWholeNumber(whole: number): string {
  if (!isSpecStyle()) return numberFormat({ maximumFractionDigits: 0 }).format(whole);
  return groupedSpecStyle(whole);
}

/** An optionally signed plain decimal: "12", "12.", ".5", "-1234.567". No exponent, no separators. */
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Rounds a decimal value to an integer count of hundredths, half away from zero, using its decimal
 * digits rather than binary arithmetic: `toHundredths('1.005')` and `toHundredths(1.005)` are both 101.
 *
 * A number is read as the shortest decimal that prints it (`String(value)`), which is the value a
 * person typed or a database sent. Strings must be plain decimals (optional sign, digits, at most one
 * dot, surrounding whitespace allowed). Returns null for anything else, for non-finite numbers and
 * for results outside the safe integer range.
 */
export function toHundredths(value: number | string): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    if (text.includes('e')) {
      // Exponent notation appears only below 1e-6 (rounds to 0) or from 1e21 (beyond the safe range).
      return Math.abs(value) < 1 ? 0 : null;
    }
    return decimalTextToHundredths(text);
  }
  return decimalTextToHundredths(value.trim());
}

function decimalTextToHundredths(text: string): number | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null; // "", ".", "-"
  const hundredths =
    Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(hundredths)) return null;
  return sign === '-' && hundredths !== 0 ? -hundredths : hundredths;
}

/** Rounds any finite number to an integer, half away from zero (callers test the sign with `< 0`, so -0 is harmless). */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

/** The sum of amounts in cents: the one way money is added up (integers stay exact below 2^53). */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/**
 * `basisPoints` ten-thousandths of an amount in cents, rounded half away from zero to whole cents:
 * `basisPointsOfCents(1000, 2400)` is 240 (24 % of €10.00), `basisPointsOfCents(2, 2500)` is 1
 * (0.5 cent up), `basisPointsOfCents(-2, 2500)` is -1. The product is formed in BigInt, so it is
 * exact for every safe-integer amount (a float product loses cents above 2^53 / 10,000 cents).
 *
 * @throws RangeError when the amount is not a safe integer, the rate is not a non-negative safe
 * integer, or the result is beyond Number.MAX_SAFE_INTEGER: refused, never rounded wrongly.
 */
export function basisPointsOfCents(cents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole amount of cents: ${cents}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`Not a rate in basis points: ${basisPoints}`);
  const product = BigInt(cents) * BigInt(basisPoints);
  const magnitude = (product < 0n ? -product : product) + 5_000n;
  const rounded = magnitude / 10_000n;
  const result = Number(product < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Beyond the safe integer range: ${cents} cents at ${basisPoints} basis points`);
  return result;
}

/**
 * The share `part / whole` of an amount in cents, rounded half away from zero to whole cents, exact
 * in BigInt: `shareOfCents(1000, 1, 3)` is 333. The ledger splits a credit note this way, in
 * proportion to what the invoice it credits earned each party (decision 219).
 *
 * @throws RangeError when an input is not a safe integer or `whole` is 0.
 */
export function shareOfCents(cents: number, part: number, whole: number): number {
  if (![cents, part, whole].every(Number.isSafeInteger) || whole === 0) throw new RangeError(`Not a share: ${cents} x ${part} / ${whole}`);
  const product = BigInt(cents) * BigInt(part);
  const divisor = BigInt(whole < 0 ? -whole : whole);
  const signed = whole < 0 ? -product : product;
  const magnitude = ((signed < 0n ? -signed : signed) * 2n + divisor) / (2n * divisor);
  return Number(signed < 0n ? -magnitude : magnitude);
}

/** A count of hundredths, rounded half away from zero, as its sign, whole units and two fraction digits. */
function partsOfHundredths(hundredths: number): { sign: '' | '-'; whole: number; fraction: string } {
  const rounded = roundHalfAwayFromZero(hundredths);
  const absolute = Math.abs(rounded);
  return { sign: rounded < 0 ? '-' : '', whole: Math.floor(absolute / 100), fraction: String(absolute % 100).padStart(2, '0') };
}

/** Sign and unsigned en-GB text ("1,234.50") of an integer count of hundredths. */
function splitHundredths(hundredths: number): { sign: '' | '-'; digits: string } {
  const { sign, whole, fraction } = partsOfHundredths(hundredths);
  return { sign, digits: `${formatWholeNumber(whole)}.${fraction}` };
}

/**
 * A count of hundredths as plain decimal text, without grouping or symbol: 123450 -> "1234.50",
 * -1200 -> "-12.00". What a form field and a numeric(…, 2) column take.
 */
export function plainDecimalOfHundredths(hundredths: number): string {
  const { sign, whole, fraction } = partsOfHundredths(hundredths);
  return `${sign}${whole}.${fraction}`;
}

/**
 * Formats a count of hundredths as an en-GB number with exactly two decimals: 123450 -> "1,234.50",
 * -1200 -> "-12.00". A fractional input is first rounded half away from zero.
 */
export function formatHundredths(hundredths: number): string {
  if (!isSpecStyle()) return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roundHalfAwayFromZero(hundredths) / 100 || 0);
  const { sign, digits } = splitHundredths(hundredths);
  return `${sign}${digits}`;
}

/**
 * Formats integer cents for display: 123450 -> "€1,234.50", -1200 -> "-€12.00", 0 -> "€0.00".
 *
 * Returns '' (empty string) for null, undefined, NaN and ±Infinity, so a missing amount renders as
 * nothing; a screen that wants a placeholder adds it itself. Fractional cents (a computed estimate)
 * are rounded half away from zero; an amount that rounds to zero never shows a minus sign.
 * Exact for amounts within Number.MAX_SAFE_INTEGER cents.
 */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  // In another reader's language, its own order and separators ("1 234,50 €"); the amount is rounded
  // to whole cents first, so the division only places the decimal point.
  if (!isSpecStyle()) return numberFormat({ style: 'currency', currency: 'EUR' }).format(roundHalfAwayFromZero(cents) / 100 || 0);
  const { sign, digits } = splitHundredths(cents);
  return `${sign}€${digits}`;
}

/**
 * Reads a money field as typed (spec 01 section 5, with two deviations recorded in docs/decisions/123-money-fields-comma-sign-separators.md):
 * every character other than a digit, a dot or a comma is stripped, the rest is parsed and rounded
 * half up to whole cents. "€1,234.567" -> 123457.
 *
 * Separators, the same rule for a comma and a dot: one separator used once is the decimal separator
 * ("2,50" -> 250, "1,234" -> 123, "2.50" -> 250), as many European traders type a comma; with both,
 * the later one is the decimal separator and the other groups thousands ("1.234,50" and "1,234.50"
 * -> 123450); one used several times only groups ("1,234,567", "1.234.567"). Grouping must be real
 * thousands: 1 to 3 digits, then groups of exactly three ("1,2,3", "1.2.3", "12,34.5" and "1..2" are
 * ambiguous, so unparsable rather than guessed), and the decimal separator appears once, last.
 *
 * Returns null ("no value") when nothing numeric is left ("", "abc", "."), for an ambiguous text,
 * for amounts beyond the safe integer range, and for a negative amount ("-2"): a price is never
 * below zero, and dropping the sign would silently store the opposite of what was typed
 * (`moneyInputError` tells the user why).
 */
export function parseMoneyInput(input: string): number | null {
  if (isNegativeMoneyInput(input)) return null;
  return decimalTextToHundredths(withDotDecimal(input.replace(/[^\d.,]/g, '')));
}

/** A minus sign (ASCII or U+2212) before the first digit: "-2", "€ -2", "−2,50". */
export function isNegativeMoneyInput(input: string): boolean {
  return /^[^\d]*[-\u2212]/.test(input);
}

/** Digits grouped in thousands: "1", "1,234", "12,345,678" (with `separator` the grouping one). */
function isGroupedThousands(text: string, separator: string): boolean {
  const [first = '', ...rest] = text.split(separator);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

/**
 * Rewrites the decimal separator as a dot and drops grouping separators (see parseMoneyInput);
 * '' (unparsable) for ambiguous separators.
 */
function withDotDecimal(text: string): string {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma === -1 && lastDot === -1) return text;
  const decimal = lastComma > lastDot ? ',' : '.';
  const grouping = decimal === ',' ? '.' : ',';
  const decimalCount = text.split(decimal).length - 1;
  if (decimalCount > 1) {
    // One kind used several times only groups; beside the other kind it is ambiguous.
    return !text.includes(grouping) && isGroupedThousands(text, decimal) ? text.replaceAll(decimal, '') : '';
  }
  const at = text.lastIndexOf(decimal);
  const whole = text.slice(0, at);
  if (whole.includes(grouping) && !isGroupedThousands(whole, grouping)) return '';
  return `${whole.replaceAll(grouping, '')}.${text.slice(at + 1)}`;
}

/**
 * The message a money field shows, or null when it holds an amount: `negative` for "-2",
 * `missing` (the field's own "required" text) for anything else parseMoneyInput cannot read.
 */
export function moneyInputError(input: string, missing: string): string | null {
  if (isNegativeMoneyInput(input)) return PRICE_MESSAGES.negative;
  return parseMoneyInput(input) === null ? missing : null;
}

/** "€2.50" for what a money field holds, so the user sees how "2,50" was read; undefined when unreadable. */
export function moneyInputReading(input: string | undefined): string | undefined {
  const cents = parseMoneyInput(input ?? '');
  return cents === null ? undefined : formatCents(cents);
}

/**
 * Cents as the value of a form field: 123450 -> "1234.50", -1200 -> "-12.00"; no symbol, no
 * separators, so `parseMoneyInput` reads it back unchanged. '' for null, undefined or non-finite.
 */
export function centsToEuroInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return plainDecimalOfHundredths(cents);
}

/**
 * Converts a euro amount to integer cents, rounding the decimal the number denotes half away from
 * zero: 1.005 -> 101 and 1234.565 -> 123457 (where `Math.round(value * 100)` gives 100 and 123456),
 * 0.1 + 0.2 -> 30, -1.005 -> -101.
 *
 * @throws RangeError for NaN, ±Infinity and results beyond Number.MAX_SAFE_INTEGER cents; a form
 * should validate its number before converting rather than store NaN.
 */
export function euroToCents(value: number): number {
  const cents = toHundredths(value);
  if (cents === null) throw new RangeError(`Not a convertible euro amount: ${value}`);
  return cents;
}
