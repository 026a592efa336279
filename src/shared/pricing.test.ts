import { describe, expect, it } from 'vitest';
import { derivePricingType } from './pricing';

describe('derivePricingType', () => {
  it('is hourly_rate when an hourly price is given', () => {
    expect(derivePricingType({ pricePerHourCents: 4500 })).toBe('hourly_rate');
  });

  it('prefers the hourly price when unit pricing is also given', () => {
    expect(derivePricingType({ pricePerHourCents: 4500, pricePerUnitCents: 800, unitType: 'pallet' })).toBe('hourly_rate');
  });

  it('counts an hourly price of zero as given', () => {
    expect(derivePricingType({ pricePerHourCents: 0 })).toBe('hourly_rate');
  });

  it('is per_unit when a unit price and a unit type are given', () => {
    expect(derivePricingType({ pricePerHourCents: null, pricePerUnitCents: 800, unitType: 'pallet' })).toBe('per_unit');
  });

  it('is ask_quote when a unit price comes without a unit type', () => {
    expect(derivePricingType({ pricePerUnitCents: 800 })).toBe('ask_quote');
    expect(derivePricingType({ pricePerUnitCents: 800, unitType: '  ' })).toBe('ask_quote');
    expect(derivePricingType({ pricePerUnitCents: 800, unitType: null })).toBe('ask_quote');
  });

  it('is ask_quote when a unit type comes without a unit price', () => {
    expect(derivePricingType({ unitType: 'container' })).toBe('ask_quote');
  });

  it('is ask_quote when nothing is priced', () => {
    expect(derivePricingType({})).toBe('ask_quote');
    expect(derivePricingType({ pricePerHourCents: null, pricePerUnitCents: null, unitType: null })).toBe('ask_quote');
  });

  it('ignores a price that is not a number', () => {
    expect(derivePricingType({ pricePerHourCents: Number.NaN })).toBe('ask_quote');
  });
});
