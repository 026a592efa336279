import { describe, expect, it } from 'vitest';
import { positiveNumberOption } from './command-line';

describe('positiveNumberOption', () => {
  it('reads the value after the option, or gives the fallback when the option is left out', () => {
    expect(positiveNumberOption(['--invoices', '1500'], 'invoices', 10_000, { integer: true })).toBe(1500);
    expect(positiveNumberOption([], 'invoices', 10_000, { integer: true })).toBe(10_000);
  });

  it('refuses 0 unless told it may be 0, and anything that is not a number', () => {
    expect(() => positiveNumberOption(['--warmup', '0'], 'warmup', 1_000, { integer: true })).toThrow('--warmup needs a positive whole number');
    expect(positiveNumberOption(['--warmup', '0'], 'warmup', 1_000, { integer: true, orZero: true })).toBe(0);
    expect(() => positiveNumberOption(['--warmup', '-1'], 'warmup', 1_000, { integer: true, orZero: true })).toThrow('--warmup needs a positive whole number or 0');
    expect(() => positiveNumberOption(['--warmup'], 'warmup', 1_000, { integer: true, orZero: true })).toThrow(/needs a positive/);
    expect(() => positiveNumberOption(['--runs', '1.5'], 'runs', 1, { integer: true })).toThrow(/whole number/);
  });
});
