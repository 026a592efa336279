import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from './errors';
import {
  centsToEuroInput,
  euroToCents,
  formatCents,
  formatHundredths,
  isNegativeMoneyInput,
  moneyInputError,
  moneyInputReading,
  parseMoneyInput,
  sumCents,
  toHundredths,
} from './money';

describe('sumCents', () => {
  it('sums cents', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
  });
});

describe('formatCents', () => {
  it.each([
    // Euros with a comma thousands separator and two decimals.
    [123450, '€1,234.50'],
    [123456789, '€1,234,567.89'],
    [100000000, '€1,000,000.00'],
    // Small amounts are padded.
    [0, '€0.00'],
    [5, '€0.05'],
    [99, '€0.99'],
    [100, '€1.00'],
    [99999, '€999.99'],
    // The minus sign stands before the euro sign.
    [-1200, '-€12.00'],
    [-123456789, '-€1,234,567.89'],
    [-5, '-€0.05'],
    // Never a negative zero.
    [-0, '€0.00'],
    [-0.4, '€0.00'],
    // Fractional cents round half away from zero.
    [1234.5, '€12.35'],
    [1234.49, '€12.34'],
    [-1234.5, '-€12.35'],
    [0.1 + 0.2, '€0.00'],
    // Exact up to the largest safe integer.
    [Number.MAX_SAFE_INTEGER, '€90,071,992,547,409.91'],
    // An empty string for a missing or non-finite amount.
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('shows %s cents as %j', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    // Everything but digits and separators is stripped, and the amount rounded to cents.
    ['€1,234.567', 123457],
    ['€1,234.564', 123456],
    ['1234.50', 123450],
    [' 12 EUR ', 1200],
    ['1 000', 100000],
    // Half up on the third decimal, without float error.
    ['1.005', 101],
    ['1.0049999', 100],
    ['1234.565', 123457],
    ['0.995', 100],
    // A leading or trailing dot, and zero.
    ['.5', 50],
    ['5.', 500],
    ['0', 0],
    ['0.00', 0],
    // A negative amount is refused instead of losing its sign.
    ['-2', null],
    ['€ -2.50', null],
    ['\u22122,50', null],
    // A lone comma is the decimal separator.
    ['2,50', 250],
    ['1,5', 150],
    ['1,234', 123],
    ['€ 0,99', 99],
    // With a comma and a dot, the later one is the decimal separator.
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['1.234.567,8', 123456780],
    // One separator used several times separates thousands, a comma or a dot alike.
    ['1,234,567', 123456700],
    ['1.234.567', 123456700],
    ['12,345,678', 1234567800],
    // Grouping that is not in thousands is refused rather than guessed ("1,2,3" was €123 while "1.2.3" was refused).
    ['1,2,3', null],
    ['1.2.3', null],
    ['1,23,456', null],
    ['1234,567,890', null],
    ['12,34.50', null],
    ['1.23,50', null],
    [',234.50', null],
    // A decimal separator that appears twice beside the other one.
    ['1.234,5,6', null],
    ['1,234.5.6', null],
    // Nothing parsable left.
    ['', null],
    ['   ', null],
    ['abc', null],
    ['.', null],
    ['€', null],
    // Doubled separators.
    ['1..2', null],
    ['1,,2', null],
    // Beyond the safe integer range.
    ['99999999999999999999', null],
  ])('reads %j as %j', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it('knows a negative amount by its sign', () => {
    expect(isNegativeMoneyInput('-2')).toBe(true);
    expect(isNegativeMoneyInput('2-3')).toBe(false);
  });

  it('names why a money field is refused', () => {
    expect(moneyInputError('-2', 'Price is required')).toBe(PRICE_MESSAGES.negative);
    expect(moneyInputError('', 'Price is required')).toBe('Price is required');
    expect(moneyInputError('2,50', 'Price is required')).toBeNull();
  });

  it('shows how a money field was read', () => {
    expect(moneyInputReading('2,50')).toBe('€2.50');
    expect(moneyInputReading('-2')).toBeUndefined();
    expect(moneyInputReading(undefined)).toBeUndefined();
  });

  it('reads back what centsToEuroInput writes', () => {
    for (const cents of [0, 5, 1999, 123450, 123456789]) {
      expect(parseMoneyInput(centsToEuroInput(cents))).toBe(cents);
    }
  });
});

describe('centsToEuroInput', () => {
  it('writes a plain decimal with two places', () => {
    expect(centsToEuroInput(123450)).toBe('1234.50');
    expect(centsToEuroInput(123456789)).toBe('1234567.89');
    expect(centsToEuroInput(5)).toBe('0.05');
    expect(centsToEuroInput(0)).toBe('0.00');
    expect(centsToEuroInput(-1200)).toBe('-12.00');
    expect(centsToEuroInput(-0.4)).toBe('0.00');
  });

  it('writes an empty string for no value', () => {
    expect(centsToEuroInput(null)).toBe('');
    expect(centsToEuroInput(undefined)).toBe('');
    expect(centsToEuroInput(Number.NaN)).toBe('');
  });
});

describe('euroToCents', () => {
  it('converts exactly where value * 100 has float error', () => {
    expect(euroToCents(0.1)).toBe(10);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(1.005)).toBe(101);
    expect(euroToCents(1234.565)).toBe(123457);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(4.35)).toBe(435);
  });

  it('rounds half away from zero', () => {
    expect(euroToCents(0.125)).toBe(13);
    expect(euroToCents(0.124)).toBe(12);
    expect(euroToCents(-1.005)).toBe(-101);
    expect(euroToCents(-19.99)).toBe(-1999);
  });

  it('handles zero, whole numbers, large and tiny values', () => {
    expect(euroToCents(0)).toBe(0);
    expect(euroToCents(-0)).toBe(0);
    expect(euroToCents(-0.001)).toBe(0); // not -0
    expect(euroToCents(12)).toBe(1200);
    expect(euroToCents(1234567.89)).toBe(123456789);
    expect(euroToCents(1e-7)).toBe(0);
  });

  it('throws for values that are not amounts', () => {
    expect(() => euroToCents(Number.NaN)).toThrow(RangeError);
    expect(() => euroToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => euroToCents(1e21)).toThrow(RangeError);
  });
});

describe('toHundredths', () => {
  it('reads numbers and numeric strings the same way', () => {
    expect(toHundredths('1200.00')).toBe(120000);
    expect(toHundredths(' 1200 ')).toBe(120000);
    expect(toHundredths('-0.5')).toBe(-50);
    expect(toHundredths('+2.345')).toBe(235);
    expect(toHundredths(2.345)).toBe(235);
  });

  it('returns null for non-decimals', () => {
    expect(toHundredths('')).toBeNull();
    expect(toHundredths('-')).toBeNull();
    expect(toHundredths('1e3')).toBeNull();
    expect(toHundredths('1,200')).toBeNull();
    expect(toHundredths(Number.NaN)).toBeNull();
  });
});

describe('formatHundredths', () => {
  it('formats en-GB with two decimals and a leading minus', () => {
    expect(formatHundredths(120000)).toBe('1,200.00');
    expect(formatHundredths(-123456789)).toBe('-1,234,567.89');
    expect(formatHundredths(7)).toBe('0.07');
  });
});
