import { describe, expect, it } from 'vitest';
import { browseFilters } from '@shared/contracts/warehouses';
import { euroToCents } from '@shared/money';
import { walkRowsFor } from './warehouses.browse.repository';
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

describe('toBrowseCriteria with a country', () => {
  it('carries the stored countries the typed one matches, an empty list when none does, and no filter without one', () => {
    expect(toBrowseCriteria(browseFilters.parse({ country: 'ia' }), ['latvia', 'lithuania']).countries).toEqual(['latvia', 'lithuania']);
    // Typed but matching no stored country: a filter that matches nothing, never no filter.
    expect(toBrowseCriteria(browseFilters.parse({ country: 'atlantis' }), []).countries).toEqual([]);
    expect(toBrowseCriteria(browseFilters.parse({ country: 'atlantis' })).countries).toEqual([]);
    expect(toBrowseCriteria(browseFilters.parse({}), ['latvia']).countries).toBeUndefined();
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

describe('walkRowsFor', () => {
  it('never stops a walk short of the rows a page needs, and overshoots by at most a fifth', () => {
    for (let rows = 1; rows <= 1_201; rows++) {
      const walked = walkRowsFor(rows);
      expect(walked).toBeGreaterThanOrEqual(rows);
      expect(walked).toBeLessThanOrEqual(Math.ceil(rows * 1.19));
    }
    // The deepest page (50 × 24 + 1) walks to 1,218 matches, not 2,048.
    expect(walkRowsFor(1_201)).toBe(1_218);
    expect(walkRowsFor(1_024)).toBe(1_024);
  });

  it('keeps the walk statements few: four sizes per doubling', () => {
    const sizes = new Set(Array.from({ length: 1_201 }, (_, index) => walkRowsFor(index + 1)));
    expect(sizes.size).toBeLessThanOrEqual(42);
  });
});
