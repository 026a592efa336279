import { describe, expect, it } from 'vitest';
import { formatQuantity, formatSize, parseSizeInput, sumSizes, toSizeDecimal, toSizeNumber } from './sizes';

describe('formatQuantity', () => {
  it('shows a two-decimal quantity as sizes are shown, without a unit', () => {
    expect(formatQuantity(1020.5)).toBe('1,020.50');
    expect(formatQuantity('14250.00')).toBe('14,250');
    expect(formatQuantity(0.005)).toBe('0.01');
    expect(formatQuantity('abc')).toBe('');
    expect(formatQuantity(null)).toBe('');
  });
});

describe('formatSize', () => {
  it.each([
    // Whole sizes with a thousands separator and no decimals.
    [1200, '1,200 m²'],
    [17000, '17,000 m²'],
    [0, '0 m²'],
    [-1200, '-1,200 m²'],
    // Both decimals when a size has any.
    [1234567.5, '1,234,567.50 m²'],
    [0.5, '0.50 m²'],
    [120.05, '120.05 m²'],
    // Numeric strings from PostgreSQL numeric columns.
    ['17000.00', '17,000 m²'],
    ['1200', '1,200 m²'],
    ['0.05', '0.05 m²'],
    ['250.25', '250.25 m²'],
    // Rounded to two decimals half away from zero, without float error, before deciding on decimals.
    [1.005, '1.01 m²'],
    ['1.004', '1 m²'],
    ['0.999', '1 m²'],
    ['-2.345', '-2.35 m²'],
    // An empty string for missing or unparsable sizes.
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('shows %j as %j', (size, shown) => {
    expect(formatSize(size)).toBe(shown);
  });
});

describe('parseSizeInput', () => {
  it.each([
    // Digits with one dot, rounded to two decimals.
    ['1200', 1200],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['12.', 12],
    [' 12.34 ', 12.34],
    ['1.005', 1.01],
    ['1.004', 1],
    ['0', 0],
    // Anything else is null.
    ['', null],
    ['.', null],
    ['-1', null],
    ['1,200', null],
    ['1e3', null],
    ['1.2.3', null],
    ['12 m²', null],
    ['abc', null],
  ])('reads %j as %j', (input, size) => {
    expect(parseSizeInput(input)).toBe(size);
  });
});

describe('sumSizes', () => {
  it('adds exactly to two decimals', () => {
    expect(sumSizes([0.1, 0.2])).toBe(0.3);
    expect(sumSizes(['0.1', '0.2', 0.3])).toBe(0.6);
    expect(sumSizes(['1200.00', '350.55', 49.45])).toBe(1600);
    expect(sumSizes(['1.005', '1.005'])).toBe(2.02);
  });

  it('is 0 for no sizes', () => {
    expect(sumSizes([])).toBe(0);
  });

  it('throws for a value that is not a size', () => {
    expect(() => sumSizes(['12', 'abc'])).toThrow(RangeError);
    expect(() => sumSizes([Number.NaN])).toThrow(RangeError);
  });
});

describe('toSizeDecimal', () => {
  it('writes a size as numeric(12,2) text, without grouping, rounded half away from zero', () => {
    expect(toSizeDecimal(1234.5)).toBe('1234.50');
    expect(toSizeDecimal('1200')).toBe('1200.00');
    expect(toSizeDecimal(0.105)).toBe('0.11');
    expect(toSizeDecimal(0.1 + 0.2)).toBe('0.30');
    expect(toSizeDecimal(-1.005)).toBe('-1.01');
  });

  it('refuses what is not a finite decimal', () => {
    expect(() => toSizeDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toSizeDecimal('12,5')).toThrow(RangeError);
  });
});

describe('toSizeNumber', () => {
  it('reads numeric(12,2) text as a number, rounded to two decimals half away from zero', () => {
    expect(toSizeNumber('1200.00')).toBe(1200);
    expect(toSizeNumber('37.25')).toBe(37.25);
    expect(toSizeNumber('0.105')).toBe(0.11);
    expect(toSizeNumber(0.1 + 0.2)).toBe(0.3);
    expect(toSizeNumber('-1.005')).toBe(-1.01);
  });

  it('reads what is not a finite decimal as 0', () => {
    expect(toSizeNumber('12,5')).toBe(0);
    expect(toSizeNumber(Number.NaN)).toBe(0);
  });
});
