import { describe, expect, it } from 'vitest';
import { derivePricingType, formatFromPrice, formatServicePrice, formatSpacePrice } from './pricing';

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

const base = { pricePerHourCents: null, pricePerUnitCents: null, unitType: null };

describe('formatServicePrice', () => {
  it('shows an hourly rate per hour', () => {
    expect(formatServicePrice({ ...base, pricingType: 'hourly_rate', pricePerHourCents: 4800 })).toBe('€48.00 per hour');
  });

  it('shows a unit rate per unit', () => {
    expect(formatServicePrice({ ...base, pricingType: 'per_unit', pricePerUnitCents: 650, unitType: 'pallet' })).toBe(
      '€6.50 per pallet',
    );
  });

  it('asks for a quote otherwise, and when a price the type needs is missing', () => {
    expect(formatServicePrice({ ...base, pricingType: 'ask_quote' })).toBe('Ask for Quote');
    expect(formatServicePrice({ ...base, pricingType: 'hourly_rate' })).toBe('Ask for Quote');
    expect(formatServicePrice({ ...base, pricingType: 'per_unit', pricePerUnitCents: 100, unitType: ' ' })).toBe('Ask for Quote');
  });
});

describe('formatSpacePrice', () => {
  it('says the unit and the period of every space price', () => {
    expect(formatSpacePrice(12)).toBe('€0.12 per m² per day');
    expect(formatSpacePrice(0)).toBe('€0.00 per m² per day');
    expect(formatSpacePrice(123456)).toBe('€1,234.56 per m² per day');
  });

  it('starts the lowest price with "From", or gives null when no space is priced', () => {
    expect(formatFromPrice(42)).toBe('From €0.42 per m² per day');
    expect(formatFromPrice(123456)).toBe('From €1,234.56 per m² per day');
    expect(formatFromPrice(null)).toBeNull();
  });
});
