import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from './errors';
import {
  computeOfferTotals,
  defaultValidUntil,
  feeCentsFromPercentage,
  isFeeConsistent,
  isPastValidUntil,
  offerFormPricingTypes,
  percentageFromFeeCents,
  readServiceQuantity,
  serviceLineTotalCents,
  serviceQuantityError,
  serviceUnitType,
  spaceLineTotalCents,
  withPlatformFee,
} from './offer-pricing';

describe('spaceLineTotalCents', () => {
  it('multiplies price per m² per day, allocated m² and days', () => {
    expect(spaceLineTotalCents({ pricePerM2Cents: 50, spaceAllocatedM2: 100, days: 30 })).toBe(150_000);
  });

  it('rounds half up to whole cents for two-decimal sizes', () => {
    // 3 × 10.25 × 1 = 30.75 -> 31; 3 × 10.15 = 30.45 -> 30; 1 × 0.5 = 0.5 -> 1
    expect(spaceLineTotalCents({ pricePerM2Cents: 3, spaceAllocatedM2: 10.25, days: 1 })).toBe(31);
    expect(spaceLineTotalCents({ pricePerM2Cents: 3, spaceAllocatedM2: '10.15', days: 1 })).toBe(30);
    expect(spaceLineTotalCents({ pricePerM2Cents: 1, spaceAllocatedM2: 0.5, days: 1 })).toBe(1);
    expect(spaceLineTotalCents({ pricePerM2Cents: 1, spaceAllocatedM2: 0.49, days: 1 })).toBe(0);
  });

  it('avoids binary floating-point error', () => {
    // 0.1 + 0.2 style sizes: 1.15 m² × 100 cents × 3 days = 345 exactly.
    expect(spaceLineTotalCents({ pricePerM2Cents: 100, spaceAllocatedM2: 1.15, days: 3 })).toBe(345);
  });

  it('is exact for large products beyond float precision', () => {
    expect(spaceLineTotalCents({ pricePerM2Cents: 9_999_999, spaceAllocatedM2: '9999999.99', days: 3650 })).toBe(
      Number((9_999_999n * 999_999_999n * 3650n + 50n) / 100n),
    );
  });

  it('is 0 for zero inputs and null for negative or unreadable ones', () => {
    expect(spaceLineTotalCents({ pricePerM2Cents: 0, spaceAllocatedM2: 100, days: 7 })).toBe(0);
    expect(spaceLineTotalCents({ pricePerM2Cents: 10, spaceAllocatedM2: 0, days: 7 })).toBe(0);
    expect(spaceLineTotalCents({ pricePerM2Cents: -1, spaceAllocatedM2: 1, days: 1 })).toBeNull();
    expect(spaceLineTotalCents({ pricePerM2Cents: 1, spaceAllocatedM2: -1, days: 1 })).toBeNull();
    expect(spaceLineTotalCents({ pricePerM2Cents: 1, spaceAllocatedM2: 'abc', days: 1 })).toBeNull();
  });
});

describe('serviceLineTotalCents', () => {
  it('prices each type its own way', () => {
    expect(serviceLineTotalCents({ pricingType: 'hourly_rate', quantity: 3, pricePerHourCents: 2_500, pricePerUnitCents: 99 })).toBe(7_500);
    expect(serviceLineTotalCents({ pricingType: 'per_unit', quantity: 12, pricePerUnitCents: 150, pricePerHourCents: 99 })).toBe(1_800);
    expect(serviceLineTotalCents({ pricingType: 'fixed', quantity: 5, fixedPriceCents: 40_000 })).toBe(40_000);
  });

  it('is 0 for Ask for Quote whatever the numbers', () => {
    expect(serviceLineTotalCents({ pricingType: 'ask_quote', quantity: 5, pricePerHourCents: 100, fixedPriceCents: 100 })).toBe(0);
  });

  it('counts a missing quantity or price as 0', () => {
    expect(serviceLineTotalCents({ pricingType: 'hourly_rate', quantity: null, pricePerHourCents: 100 })).toBe(0);
    expect(serviceLineTotalCents({ pricingType: 'per_unit', quantity: 4 })).toBe(0);
    expect(serviceLineTotalCents({ pricingType: 'fixed' })).toBe(0);
  });
});

describe('platform fee', () => {
  it('is the subtotal times the percentage, rounded half up', () => {
    expect(feeCentsFromPercentage(100_000, 20)).toBe(20_000);
    expect(feeCentsFromPercentage(12_345, 20)).toBe(2_469); // 2469.0
    expect(feeCentsFromPercentage(1_001, 12.5)).toBe(125); // 125.125
    expect(feeCentsFromPercentage(1_004, 12.5)).toBe(126); // 125.5 -> 126
    expect(feeCentsFromPercentage(999, 0.01)).toBe(0); // 0.0999
    expect(feeCentsFromPercentage(0, 20)).toBe(0);
    expect(feeCentsFromPercentage(5_000, 0)).toBe(0);
    expect(feeCentsFromPercentage(5_000, 100)).toBe(5_000);
  });

  it('reads a typed percentage string', () => {
    expect(feeCentsFromPercentage(10_000, '15.25')).toBe(1_525);
  });

  it('turns an amount back into a percentage with two decimals', () => {
    expect(percentageFromFeeCents(100_000, 20_000)).toBe(20);
    expect(percentageFromFeeCents(30_000, 10_000)).toBe(33.33);
    expect(percentageFromFeeCents(30_000, 20_000)).toBe(66.67);
    expect(percentageFromFeeCents(200, 1)).toBe(0.5);
  });

  it('keeps the percentage within 0–100 and has none for a zero subtotal', () => {
    expect(percentageFromFeeCents(1_000, 5_000)).toBe(100);
    expect(percentageFromFeeCents(0, 100)).toBeNull();
  });

  it('accepts an amount that agrees with the percentage and refuses others', () => {
    expect(isFeeConsistent(30_000, 33.33, 9_999)).toBe(true); // computed from the percentage
    expect(isFeeConsistent(30_000, 33.33, 10_000)).toBe(true); // typed: 10,000 is 33.33 % after rounding
    expect(isFeeConsistent(30_000, 33.33, 10_002)).toBe(false); // 33.34 %
    expect(isFeeConsistent(1_000, 100, 1_000)).toBe(true);
    expect(isFeeConsistent(1_000, 100, 2_000)).toBe(false); // more than the subtotal
    expect(isFeeConsistent(0, 20, 0)).toBe(true);
    expect(isFeeConsistent(0, 20, 1)).toBe(false);
  });
});

describe('computeOfferTotals', () => {
  const spaces = [
    { pricePerM2Cents: 50, spaceAllocatedM2: 100 },
    { pricePerM2Cents: 35, spaceAllocatedM2: '20.50' },
  ];
  const services = [
    { pricingType: 'hourly_rate' as const, quantity: 2, pricePerHourCents: 4_000 },
    { pricingType: 'ask_quote' as const, quantity: 1 },
  ];

  it('sums the lines, adds the fee from the percentage and totals', () => {
    const totals = computeOfferTotals({ days: 10, spaces, services, platformFeePercentage: 20 });
    expect(totals.spaceTotalsCents).toEqual([50_000, 7_175]);
    expect(totals.serviceTotalsCents).toEqual([8_000, 0]);
    expect(totals.subtotalCents).toBe(65_175);
    expect(totals.platformFeeCents).toBe(13_035);
    expect(totals.totalWithFeeCents).toBe(78_210);
  });

  it('keeps a consistent typed fee amount and recomputes an inconsistent one', () => {
    const base = { days: 1, spaces: [{ pricePerM2Cents: 300, spaceAllocatedM2: 100 }], services: [], platformFeePercentage: 33.33 };
    expect(computeOfferTotals({ ...base, platformFeeCents: 10_000 }).platformFeeCents).toBe(10_000);
    expect(computeOfferTotals({ ...base, platformFeeCents: 12_345 }).platformFeeCents).toBe(9_999);
    expect(computeOfferTotals({ ...base, platformFeeCents: null }).totalWithFeeCents).toBe(39_999);
  });

  it('is all zeros for an empty offer', () => {
    expect(computeOfferTotals({ days: 7, spaces: [], services: [], platformFeePercentage: 20 })).toEqual({
      spaceTotalsCents: [],
      serviceTotalsCents: [],
      subtotalCents: 0,
      platformFeeCents: 0,
      totalWithFeeCents: 0,
    });
  });
});

describe('validity', () => {
  it('defaults to 7 days from today, across month and year ends', () => {
    expect(defaultValidUntil('2026-11-22')).toBe('2026-11-29');
    expect(defaultValidUntil('2026-12-28')).toBe('2027-01-04');
  });

  it('is past once the valid-until day is over', () => {
    expect(isPastValidUntil('2026-11-21', '2026-11-22')).toBe(true);
    expect(isPastValidUntil('2026-11-22', '2026-11-22')).toBe(false);
    expect(isPastValidUntil('2026-11-23', '2026-11-22')).toBe(false);
  });
});

describe('service quantity and unit', () => {
  it('says at once that a counted line needs a whole number, instead of pricing "2.5" hours at €0.00', () => {
    expect(serviceQuantityError('hourly_rate', '2.5')).toBe(OFFER_MESSAGES.wholeQuantity);
    expect(serviceQuantityError('per_unit', '-1')).toBe(OFFER_MESSAGES.wholeQuantity);
    expect(serviceQuantityError('per_unit', '')).toBe(OFFER_MESSAGES.wholeQuantity);
    expect(serviceQuantityError('hourly_rate', ' 3 ')).toBeNull();
    expect(serviceQuantityError('fixed', '2.5')).toBeNull();
    expect(serviceQuantityError('ask_quote', '')).toBeNull();
    expect(readServiceQuantity(' 3 ')).toBe(3);
    expect(readServiceQuantity('2,5')).toBeNull();
  });

  it('keeps a unit only on counted lines: "hour" by default for hourly, none for fixed and quote lines', () => {
    expect(serviceUnitType('hourly_rate', '')).toBe('hour');
    expect(serviceUnitType('hourly_rate', 'shift')).toBe('shift');
    expect(serviceUnitType('per_unit', 'pallet')).toBe('pallet');
    expect(serviceUnitType('per_unit', null)).toBeNull();
    expect(serviceUnitType('fixed', 'hour')).toBeNull();
    expect(serviceUnitType('ask_quote', 'hour')).toBeNull();
  });
});

describe('offerFormPricingTypes', () => {
  it('lists Ask for Quote when creating, not when editing, unless the line already asks for one', () => {
    expect(offerFormPricingTypes(false, 'hourly_rate')).toEqual(['hourly_rate', 'per_unit', 'fixed', 'ask_quote']);
    expect(offerFormPricingTypes(true, 'fixed')).toEqual(['hourly_rate', 'per_unit', 'fixed']);
    expect(offerFormPricingTypes(true, 'ask_quote')).toEqual(['hourly_rate', 'per_unit', 'fixed', 'ask_quote']);
  });
});

describe('withPlatformFee (the inquiry estimate priced as the offer will be)', () => {
  it('adds the platform fee to the estimate: the issue\'s €18,018.00 at 20 %', () => {
    expect(withPlatformFee(1_801_800, 20)).toEqual({ subtotalCents: 1_801_800, platformFeeCents: 360_360, totalWithFeeCents: 2_162_160 });
  });

  it('rounds the fee as the offer does, half up to the cent', () => {
    // 333 × 12.5 % = 41.625 cents
    expect(withPlatformFee(333, 12.5).platformFeeCents).toBe(42);
    expect(withPlatformFee(333, 12.5).platformFeeCents).toBe(feeCentsFromPercentage(333, 12.5));
    expect(withPlatformFee(0, 20)).toEqual({ subtotalCents: 0, platformFeeCents: 0, totalWithFeeCents: 0 });
  });

  it('gives the figures an offer of the same subtotal shows, and they add up to the cent', () => {
    for (const [subtotal, percentage] of [[1, 20], [99_999, 33.33], [12_345, 0.01], [2_000_000, 100], [777, 0]] as const) {
      const estimate = withPlatformFee(subtotal, percentage);
      const offer = computeOfferTotals({ days: 1, spaces: [], services: [{ pricingType: 'fixed', fixedPriceCents: subtotal }], platformFeePercentage: percentage });
      expect(estimate.platformFeeCents).toBe(offer.platformFeeCents);
      expect(estimate.totalWithFeeCents).toBe(offer.totalWithFeeCents);
      expect(estimate.subtotalCents + estimate.platformFeeCents).toBe(estimate.totalWithFeeCents);
    }
  });
});
