import { describe, expect, it } from 'vitest';
import { fromPriceText, servicePriceText, spacePriceText, spacePriceUnit } from './price-texts';

/** The screens' price texts in English read as the spec writes them (their other languages are the catalogue test's). */

const base = { pricePerHourCents: null, pricePerUnitCents: null, unitType: null };

describe('servicePriceText', () => {
  it('shows an hourly rate per hour', () => {
    expect(servicePriceText({ ...base, pricingType: 'hourly_rate', pricePerHourCents: 4800 })).toBe('€48.00 per hour');
  });

  it('shows a unit rate per unit, as the owner wrote the unit', () => {
    expect(servicePriceText({ ...base, pricingType: 'per_unit', pricePerUnitCents: 650, unitType: ' pallet ' })).toBe('€6.50 per pallet');
  });

  it('asks for a quote otherwise, and when a price the type needs is missing', () => {
    expect(servicePriceText({ ...base, pricingType: 'ask_quote' })).toBe('Ask for Quote');
    expect(servicePriceText({ ...base, pricingType: 'hourly_rate' })).toBe('Ask for Quote');
    expect(servicePriceText({ ...base, pricingType: 'per_unit', pricePerUnitCents: 100, unitType: ' ' })).toBe('Ask for Quote');
  });
});

describe('space prices', () => {
  it('say the unit and the period of every space price, and start the lowest with "From"', () => {
    expect(spacePriceText(12)).toBe('€0.12 per m² per day');
    expect(spacePriceText(0)).toBe('€0.00 per m² per day');
    expect(spacePriceText(123456)).toBe('€1,234.56 per m² per day');
    expect(spacePriceUnit()).toBe('per m² per day');
    expect(fromPriceText(42)).toBe('From €0.42 per m² per day');
    expect(fromPriceText(123456)).toBe('From €1,234.56 per m² per day');
  });
});
