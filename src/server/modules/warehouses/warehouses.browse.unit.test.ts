import { describe, expect, it } from 'vitest';
import { browseFilters } from '@shared/contracts/warehouses';
import { euroToCents } from '@shared/money';
import { toBrowseCriteria } from './warehouses.browse.service';

describe('toBrowseCriteria', () => {
  it('turns the euro price filters into cents with the shared rounding, half away from zero', () => {
    const criteria = toBrowseCriteria(browseFilters.parse({ minPrice: '1.005', maxPrice: '1234.565' }));
    // Math.round(euros * 100) would give 100 and 123456: binary floating point sits just below the half.
    expect(criteria.minPriceCents).toBe(101);
    expect(criteria.maxPriceCents).toBe(123457);
    expect(criteria.minPriceCents).toBe(euroToCents(1.005));
  });

  it('leaves a price filter out when none is given', () => {
    const criteria = toBrowseCriteria(browseFilters.parse({}));
    expect(criteria.minPriceCents).toBeUndefined();
    expect(criteria.maxPriceCents).toBeUndefined();
  });
});

describe('toBrowseCriteria with dates', () => {
  it('passes the dates and the minimum free size on, and nothing without dates', () => {
    const criteria = toBrowseCriteria(browseFilters.parse({ from: '2027-03-01', to: '2027-03-31', minFree: '500' }));
    expect(criteria).toMatchObject({ dates: { from: '2027-03-01', to: '2027-03-31' }, minFreeM2: 500 });
    const none = toBrowseCriteria(browseFilters.parse({}));
    expect(none.dates).toBeUndefined();
    expect(none.minFreeM2).toBeUndefined();
  });
});
