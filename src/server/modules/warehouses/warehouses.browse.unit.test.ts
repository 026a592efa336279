import { describe, expect, it } from 'vitest';
import { browseFilters } from '@shared/contracts/warehouses';
import { euroToCents } from '@shared/money';
import { isMapCountPrepared, WALK_ROWS_PER_MATCH, walkRowsFor, walkRowsPerMatch, withoutDates } from './warehouses.browse.repository';
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

describe('walkRowsPerMatch', () => {
  const indoor = '3f3cae36-9e97-4ded-a4e1-eb85fd8cd70d';
  const docks = 'cde54903-1fec-4c65-9131-64328e65de34';
  const criteria = (filters: Record<string, string>) => toBrowseCriteria(browseFilters.parse(filters));

  it('walks further for two ids or more, whose intersection costs the sort more than its matches', () => {
    expect(walkRowsPerMatch(criteria({}))).toBe(WALK_ROWS_PER_MATCH.index);
    expect(walkRowsPerMatch(criteria({ features: docks }))).toBe(WALK_ROWS_PER_MATCH.index);
    // The same id twice is one id.
    expect(walkRowsPerMatch(criteria({ features: `${docks},${docks.toUpperCase()}` }))).toBe(WALK_ROWS_PER_MATCH.index);
    expect(walkRowsPerMatch(criteria({ spaceTypes: indoor, features: docks }))).toBe(WALK_ROWS_PER_MATCH.severalIds);
    // A space request's type counts among the ids.
    const requested = criteria({ features: docks, spaceRequests: JSON.stringify([{ spaceTypeId: indoor, sizeM2: 100 }]) });
    expect(walkRowsPerMatch(requested)).toBe(WALK_ROWS_PER_MATCH.severalIds);
    expect(WALK_ROWS_PER_MATCH.severalIds).toBeGreaterThan(WALK_ROWS_PER_MATCH.index);
  });

  it('walks by the table budget whenever free text reads the rows, with ids or without', () => {
    expect(walkRowsPerMatch(criteria({ q: 'cold' }))).toBe(WALK_ROWS_PER_MATCH.table);
    expect(walkRowsPerMatch(criteria({ q: 'cold', spaceTypes: indoor, features: docks }))).toBe(WALK_ROWS_PER_MATCH.table);
  });
});

describe('isMapCountPrepared', () => {
  it('prepares the map count with no filter but the viewport, also once the dates are taken off, and not with a filter', () => {
    const filters = (query: Record<string, string>) => toBrowseCriteria(browseFilters.parse(query));
    expect(isMapCountPrepared(filters({}))).toBe(true);
    expect(isMapCountPrepared(withoutDates(filters({ from: '2027-03-01', to: '2027-03-31', minFree: '500' })))).toBe(true);
    const filtered: Record<string, string>[] = [{ q: 'cold' }, { city: 'ham' }, { country: 'germany' }, { minPrice: '0.2' }, { maxSize: '900' }, { from: '2027-03-01', to: '2027-03-31' }];
    for (const query of filtered) {
      expect(isMapCountPrepared(filters(query)), JSON.stringify(query)).toBe(false);
    }
  });
});
