import { describe, expect, it } from 'vitest';
import { currencyName, formatConvertedAmount, isRateText } from './exchange-rates';

const USD = { currency: 'USD', unitsPerEuro: '1.1587' };

describe('approximate amounts', () => {
  it("convert euro cents at the rate, written in the currency's own minor units", () => {
    expect(formatConvertedAmount(123_456, USD)).toBe('US$1,430.48');
    expect(formatConvertedAmount(12, USD)).toBe('US$0.14');
    // The yen has no minor unit.
    expect(formatConvertedAmount(10_000, { currency: 'JPY', unitsPerEuro: '181.36' })).toBe('JP¥18,136');
  });
});

describe('rates and currencies', () => {
  it('accept a rate above 0 with at most 6 decimals, as the ECB writes them', () => {
    expect(['1.1587', '19318.52', '0.000001', '1697'].every(isRateText)).toBe(true);
    expect(['0', '0.0', '-1', '1,5', '1.1234567', '', 'abc'].some(isRateText)).toBe(false);
  });

  it('name a currency in English, or by its code where there is no name', () => {
    expect(currencyName('USD')).toBe('US Dollar');
    expect(currencyName('NGN')).toBe('Nigerian Naira');
    expect(currencyName('QQQ')).toBe('QQQ');
  });
});
