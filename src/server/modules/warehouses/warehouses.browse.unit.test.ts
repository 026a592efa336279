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
