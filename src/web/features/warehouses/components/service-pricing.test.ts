import { describe, expect, it } from 'vitest';
import { formatFromPrice, formatServicePrice } from './service-pricing';

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
    expect(formatServicePrice({ ...base, pricingType: 'ask_quote' })).toBe('Ask for quote');
    expect(formatServicePrice({ ...base, pricingType: 'hourly_rate' })).toBe('Ask for quote');
    expect(formatServicePrice({ ...base, pricingType: 'per_unit', pricePerUnitCents: 100, unitType: ' ' })).toBe('Ask for quote');
  });
});

describe('formatFromPrice', () => {
  it('shows the lowest price per m² with two decimals', () => {
    expect(formatFromPrice(42)).toBe('From €0.42 per m²');
    expect(formatFromPrice(123456)).toBe('From €1,234.56 per m²');
    expect(formatFromPrice(null)).toBeNull();
  });
});
