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
  it('shows euros with a comma thousands separator and two decimals', () => {
    expect(formatCents(123450)).toBe('€1,234.50');
    expect(formatCents(123456789)).toBe('€1,234,567.89');
    expect(formatCents(100000000)).toBe('€1,000,000.00');
  });

  it('pads small amounts', () => {
    expect(formatCents(0)).toBe('€0.00');
    expect(formatCents(5)).toBe('€0.05');
    expect(formatCents(99)).toBe('€0.99');
    expect(formatCents(100)).toBe('€1.00');
    expect(formatCents(99999)).toBe('€999.99');
  });

  it('puts the minus sign before the euro sign', () => {
    expect(formatCents(-1200)).toBe('-€12.00');
    expect(formatCents(-123456789)).toBe('-€1,234,567.89');
    expect(formatCents(-5)).toBe('-€0.05');
  });

  it('never shows a negative zero', () => {
    expect(formatCents(-0)).toBe('€0.00');
    expect(formatCents(-0.4)).toBe('€0.00');
  });

  it('rounds fractional cents half away from zero', () => {
    expect(formatCents(1234.5)).toBe('€12.35');
    expect(formatCents(1234.49)).toBe('€12.34');
    expect(formatCents(-1234.5)).toBe('-€12.35');
    expect(formatCents(0.1 + 0.2)).toBe('€0.00');
  });

  it('is exact up to the largest safe integer', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('€90,071,992,547,409.91');
  });

  it('returns an empty string for a missing or non-finite amount', () => {
    expect(formatCents(null)).toBe('');
    expect(formatCents(undefined)).toBe('');
    expect(formatCents(Number.NaN)).toBe('');
    expect(formatCents(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('parseMoneyInput', () => {
  it('strips everything but digits and separators, and rounds to cents', () => {
    expect(parseMoneyInput('€1,234.567')).toBe(123457);
    expect(parseMoneyInput('€1,234.564')).toBe(123456);
    expect(parseMoneyInput('1234.50')).toBe(123450);
    expect(parseMoneyInput(' 12 EUR ')).toBe(1200);
    expect(parseMoneyInput('1 000')).toBe(100000);
  });

  it('rounds half up on the third decimal without float error', () => {
    expect(parseMoneyInput('1.005')).toBe(101);
    expect(parseMoneyInput('1.0049999')).toBe(100);
    expect(parseMoneyInput('1234.565')).toBe(123457);
    expect(parseMoneyInput('0.995')).toBe(100);
  });

  it('accepts a leading or trailing dot and zero', () => {
    expect(parseMoneyInput('.5')).toBe(50);
    expect(parseMoneyInput('5.')).toBe(500);
    expect(parseMoneyInput('0')).toBe(0);
    expect(parseMoneyInput('0.00')).toBe(0);
  });

  it('refuses a negative amount instead of dropping its sign', () => {
    expect(parseMoneyInput('-2')).toBeNull();
    expect(parseMoneyInput('€ -2.50')).toBeNull();
    expect(parseMoneyInput('\u22122,50')).toBeNull();
    expect(isNegativeMoneyInput('-2')).toBe(true);
    expect(isNegativeMoneyInput('2-3')).toBe(false);
  });

  it('reads a lone comma as the decimal separator', () => {
    expect(parseMoneyInput('2,50')).toBe(250);
    expect(parseMoneyInput('1,5')).toBe(150);
    expect(parseMoneyInput('1,234')).toBe(123);
    expect(parseMoneyInput('€ 0,99')).toBe(99);
  });

  it('with a comma and a dot, reads the later one as the decimal separator', () => {
    expect(parseMoneyInput('1.234,50')).toBe(123450);
    expect(parseMoneyInput('1,234.50')).toBe(123450);
    expect(parseMoneyInput('1.234.567,8')).toBe(123456780);
  });

  it('reads one separator used several times as thousands separators, a comma or a dot alike', () => {
    expect(parseMoneyInput('1,234,567')).toBe(123456700);
    expect(parseMoneyInput('1.234.567')).toBe(123456700);
    expect(parseMoneyInput('12,345,678')).toBe(1234567800);
  });

  it('refuses grouping that is not in thousands, rather than guess what was meant', () => {
    // "1,2,3" was €123 while "1.2.3" was refused: both are refused now.
    expect(parseMoneyInput('1,2,3')).toBeNull();
    expect(parseMoneyInput('1.2.3')).toBeNull();
    expect(parseMoneyInput('1,23,456')).toBeNull();
    expect(parseMoneyInput('1234,567,890')).toBeNull();
    expect(parseMoneyInput('12,34.50')).toBeNull();
    expect(parseMoneyInput('1.23,50')).toBeNull();
    expect(parseMoneyInput(',234.50')).toBeNull();
  });

  it('refuses a decimal separator that appears twice beside the other one', () => {
    expect(parseMoneyInput('1.234,5,6')).toBeNull();
    expect(parseMoneyInput('1,234.5.6')).toBeNull();
  });

  it('returns null when nothing parsable is left', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('   ')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
    expect(parseMoneyInput('.')).toBeNull();
    expect(parseMoneyInput('€')).toBeNull();
  });

  it('returns null for doubled separators', () => {
    expect(parseMoneyInput('1..2')).toBeNull();
    expect(parseMoneyInput('1,,2')).toBeNull();
  });

  it('returns null beyond the safe integer range', () => {
    expect(parseMoneyInput('99999999999999999999')).toBeNull();
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
