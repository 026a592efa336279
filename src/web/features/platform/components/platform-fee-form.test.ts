import { describe, expect, it } from 'vitest';
import { FEE_RANGE_MESSAGE, validatePlatformFee } from './platform-fee-form';

describe('validatePlatformFee', () => {
  it('accepts 0 to 100 with up to two decimals', () => {
    for (const value of ['0', '100', '12.5', '7.25', ' 3 ', '4,5']) expect(validatePlatformFee(value)).toBe(true);
  });

  it('gives the range message for values outside 0-100, blanks and text', () => {
    for (const value of ['-0.01', '100.01', '150', '', '  ', 'abc']) expect(validatePlatformFee(value)).toBe(FEE_RANGE_MESSAGE);
  });

  it('refuses a third decimal with the contract message', () => {
    expect(validatePlatformFee('1.234')).toBe('The platform fee can have at most two decimals');
  });
});
