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
  it('formats whole sizes with a thousands separator and no decimals', () => {
    expect(formatSize(1200)).toBe('1,200 m²');
    expect(formatSize(17000)).toBe('17,000 m²');
    expect(formatSize(0)).toBe('0 m²');
    expect(formatSize(-1200)).toBe('-1,200 m²');
  });

  it('keeps both decimals when a size has any', () => {
    expect(formatSize(1234567.5)).toBe('1,234,567.50 m²');
    expect(formatSize(0.5)).toBe('0.50 m²');
    expect(formatSize(120.05)).toBe('120.05 m²');
  });

  it('accepts numeric strings from PostgreSQL numeric columns', () => {
    expect(formatSize('17000.00')).toBe('17,000 m²');
    expect(formatSize('1200')).toBe('1,200 m²');
    expect(formatSize('0.05')).toBe('0.05 m²');
    expect(formatSize('250.25')).toBe('250.25 m²');
  });

  it('rounds to two decimals half away from zero, without float error, before deciding on decimals', () => {
    expect(formatSize(1.005)).toBe('1.01 m²');
    expect(formatSize('1.004')).toBe('1 m²');
    expect(formatSize('0.999')).toBe('1 m²');
    expect(formatSize('-2.345')).toBe('-2.35 m²');
  });

  it('returns an empty string for missing or unparsable sizes', () => {
    expect(formatSize(null)).toBe('');
    expect(formatSize(undefined)).toBe('');
    expect(formatSize('')).toBe('');
    expect(formatSize('abc')).toBe('');
    expect(formatSize(Number.NaN)).toBe('');
  });
});

describe('parseSizeInput', () => {
  it('reads digits with one dot, rounded to two decimals', () => {
    expect(parseSizeInput('1200')).toBe(1200);
    expect(parseSizeInput('12.5')).toBe(12.5);
    expect(parseSizeInput('.5')).toBe(0.5);
    expect(parseSizeInput('12.')).toBe(12);
    expect(parseSizeInput(' 12.34 ')).toBe(12.34);
    expect(parseSizeInput('1.005')).toBe(1.01);
    expect(parseSizeInput('1.004')).toBe(1);
    expect(parseSizeInput('0')).toBe(0);
  });

  it('returns null for anything else', () => {
    expect(parseSizeInput('')).toBeNull();
    expect(parseSizeInput('.')).toBeNull();
    expect(parseSizeInput('-1')).toBeNull();
    expect(parseSizeInput('1,200')).toBeNull();
    expect(parseSizeInput('1e3')).toBeNull();
    expect(parseSizeInput('1.2.3')).toBeNull();
    expect(parseSizeInput('12 m²')).toBeNull();
    expect(parseSizeInput('abc')).toBeNull();
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
