import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  browseDates,
  browseTotalPages,
  dateRangeProblem,
  describeResults,
  formatWarehouseCount,
  clearFilters,
  countActiveFilters,
  DEFAULT_BROWSE_PARAMS,
  hasActiveFilters,
  parseBrowseParams,
  parseRangeValue,
  removeActiveFilter,
  serializeBrowseParams,
  splitVisible,
  toFilterQuery,
  toggleId,
  withFilters,
  type BrowseParams,
} from './browse-params';

const A = '0b7c6a8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d';
const B = '1c8d7b9f-2e3a-4b4c-8d5e-6f7a8b9c0d1e';
const C = '2d9e8c0a-3f4b-4c5d-9e6f-7a8b9c0d1e2f';

describe('parseBrowseParams', () => {
  it('reads an empty query as the defaults: list view, page 1, no filters', () => {
    expect(parseBrowseParams('')).toEqual(DEFAULT_BROWSE_PARAMS);
  });

  it('reads every key', () => {
    const params = parseBrowseParams(
      `q=Tallinn&spaceTypes=${A},${B}&features=${C}&services=${A}&minSize=100&maxSize=2500.5` +
        `&minPrice=0.2&maxPrice=1&city=Riga&country=Latvia&from=2027-03-01&to=2027-03-31&minFree=800&view=map&selected=${B}&page=3`,
    );
    expect(params).toEqual<BrowseParams>({
      q: 'Tallinn',
      spaceTypes: [A, B],
      features: [C],
      services: [A],
      minSize: 100,
      maxSize: 2500.5,
      minPrice: 0.2,
      maxPrice: 1,
      city: 'Riga',
      country: 'Latvia',
      from: '2027-03-01',
      to: '2027-03-31',
      minFree: 800,
      view: 'map',
      selected: B,
      page: 3,
    });
  });

  it('accepts repeated keys as well as comma-separated ids, without duplicates', () => {
    const params = parseBrowseParams(`features=${A}&features=${B},${A}`);
    expect(params.features).toEqual([A, B]);
  });

  it('drops ids that are not UUIDs (a hand-edited URL must not make the API answer 400)', () => {
    expect(parseBrowseParams(`spaceTypes=nonsense,${A},,`).spaceTypes).toEqual([A]);
    expect(parseBrowseParams('selected=42').selected).toBeNull();
  });

  it('lower-cases ids so equal selections give equal URLs', () => {
    expect(parseBrowseParams(`services=${A.toUpperCase()}`).services).toEqual([A]);
  });

  it('reads invalid numbers and pages as unset', () => {
    const params = parseBrowseParams('minSize=-5&maxSize=abc&minPrice=1e3&maxPrice=&page=0');
    expect(params.minSize).toBeNull();
    expect(params.maxSize).toBeNull();
    expect(params.minPrice).toBeNull();
    expect(params.maxPrice).toBeNull();
    expect(params.page).toBe(1);
    expect(parseBrowseParams('page=2.5').page).toBe(1);
  });

  it('reads a page past the deepest the list shows as the deepest, which says why the list ends', () => {
    expect(parseBrowseParams('page=50').page).toBe(50);
    expect(parseBrowseParams('page=51').page).toBe(50);
    expect(parseBrowseParams('page=99999').page).toBe(50);
  });

  it('reads any view other than map as the list', () => {
    expect(parseBrowseParams('view=grid').view).toBe('list');
  });

  it('trims texts and cuts them to the server limits', () => {
    const params = parseBrowseParams(`q=${'x'.repeat(300)}&city=%20Hamburg%20`);
    expect(params.q).toHaveLength(200);
    expect(params.city).toBe('Hamburg');
  });
});

describe('serializeBrowseParams', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeBrowseParams(DEFAULT_BROWSE_PARAMS)).toBe('');
  });

  it('writes set values in a fixed order, ids comma-separated and readable', () => {
    const params: BrowseParams = {
      ...DEFAULT_BROWSE_PARAMS,
      page: 2,
      view: 'map',
      selected: C,
      country: 'Côte d’Ivoire',
      features: [A, B],
      q: 'cold & dry',
      minPrice: 0.5,
    };
    expect(serializeBrowseParams(params)).toBe(
      `q=cold%20%26%20dry&features=${A},${B}&minPrice=0.5&country=C%C3%B4te%20d%E2%80%99Ivoire&view=map&selected=${C}&page=2`,
    );
  });

  it('round-trips through parseBrowseParams', () => {
    const params: BrowseParams = {
      q: 'Port, Hamburg',
      spaceTypes: [B],
      features: [A, C],
      services: [C],
      minSize: 0,
      maxSize: 10000,
      minPrice: 0.25,
      maxPrice: 3,
      city: 'São Paulo',
      country: 'Brazil',
      from: '2026-12-28',
      to: '2027-01-03',
      minFree: 0,
      view: 'map',
      selected: A,
      page: 4,
    };
    expect(parseBrowseParams(serializeBrowseParams(params))).toEqual(params);
  });

  it('reads only real days as dates, each on its own (a half range stays in the URL while typing)', () => {
    expect(parseBrowseParams('from=2027-02-30&to=tomorrow')).toMatchObject({ from: '', to: '' });
    expect(parseBrowseParams('from=2027-03-01')).toMatchObject({ from: '2027-03-01', to: '' });
    expect(serializeBrowseParams({ ...DEFAULT_BROWSE_PARAMS, from: '2027-03-01', minFree: 500 })).toBe('from=2027-03-01&minFree=500');
  });

  it('keeps a minimum of 0, which is a set filter', () => {
    expect(serializeBrowseParams({ ...DEFAULT_BROWSE_PARAMS, minSize: 0 })).toBe('minSize=0');
  });

  it('leaves out blank texts', () => {
    expect(serializeBrowseParams({ ...DEFAULT_BROWSE_PARAMS, q: '   ', city: ' ' })).toBe('');
  });
});

describe('filter changes', () => {
  const onPage3: BrowseParams = { ...DEFAULT_BROWSE_PARAMS, page: 3, view: 'map', selected: A, features: [B] };

  it('withFilters returns to page 1 and keeps the view and the selection', () => {
    expect(withFilters(onPage3, { q: 'Riga' })).toEqual({ ...onPage3, q: 'Riga', page: 1 });
  });

  it('clearFilters removes every filter and the search text, keeping the view', () => {
    const cleared = clearFilters({ ...onPage3, q: 'x', minSize: 5, city: 'Riga' });
    expect(cleared).toEqual({ ...DEFAULT_BROWSE_PARAMS, view: 'map', selected: A });
    expect(hasActiveFilters(cleared)).toBe(false);
  });

  it('toggleId adds and removes', () => {
    expect(toggleId([A], B)).toEqual([A, B]);
    expect(toggleId([A, B], A)).toEqual([B]);
  });

  it('counts each chip, bound and text once', () => {
    expect(countActiveFilters(DEFAULT_BROWSE_PARAMS)).toBe(0);
    expect(
      countActiveFilters({ ...DEFAULT_BROWSE_PARAMS, spaceTypes: [A, B], services: [C], minPrice: 0, q: 'x', country: 'Kenya' }),
    ).toBe(6);
    expect(hasActiveFilters({ ...DEFAULT_BROWSE_PARAMS, q: '  ' })).toBe(false);
    // The dates are one filter, the minimum free space another.
    expect(countActiveFilters({ ...DEFAULT_BROWSE_PARAMS, from: '2027-03-01', to: '2027-03-31', minFree: 100 })).toBe(2);
  });
});

describe('toFilterQuery', () => {
  it('sends only set filters, ids comma-separated, prices in euros', () => {
    expect(
      toFilterQuery({ ...DEFAULT_BROWSE_PARAMS, q: ' Tallinn ', spaceTypes: [A, B], minPrice: 0.4, maxSize: 0 }),
    ).toEqual({
      q: 'Tallinn',
      spaceTypes: `${A},${B}`,
      features: undefined,
      services: undefined,
      minSize: undefined,
      maxSize: 0,
      minPrice: 0.4,
      maxPrice: undefined,
      city: undefined,
      country: undefined,
      from: undefined,
      to: undefined,
      minFree: undefined,
    });
  });

  it('sends the dates and the minimum free space only as a usable range', () => {
    const march = { ...DEFAULT_BROWSE_PARAMS, from: '2027-03-01', to: '2027-03-31', minFree: 800 };
    expect(toFilterQuery(march)).toMatchObject({ from: '2027-03-01', to: '2027-03-31', minFree: 800 });
    for (const unusable of [{ to: '' }, { from: '' }, { to: '2027-02-28' }, { to: '2029-03-31' }]) {
      expect(toFilterQuery({ ...march, ...unusable })).toMatchObject({ from: undefined, to: undefined, minFree: undefined });
    }
  });

  it('says why dates are not used yet', () => {
    expect(dateRangeProblem({ from: '', to: '' })).toBeNull();
    expect(dateRangeProblem({ from: '2027-03-01', to: '2027-03-01' })).toBeNull();
    expect(dateRangeProblem({ from: '2027-03-01', to: '' })).toMatch(/both/);
    expect(dateRangeProblem({ from: '2027-03-02', to: '2027-03-01' })).toMatch(/before/);
    expect(dateRangeProblem({ from: '2027-01-01', to: '2028-12-31' })).toBeNull();
    expect(dateRangeProblem({ from: '2027-01-01', to: '2029-01-01' })).toMatch(/two years/);
    expect(browseDates({ from: '2027-03-01', to: '2027-03-31' })).toEqual({ from: '2027-03-01', to: '2027-03-31' });
  });
});

describe('helpers', () => {
  it('parseRangeValue reads plain non-negative decimals only', () => {
    expect(parseRangeValue('12')).toBe(12);
    expect(parseRangeValue('12.50')).toBe(12.5);
    expect(parseRangeValue('.5')).toBe(0.5);
    expect(parseRangeValue(' 7 ')).toBe(7);
    for (const bad of ['', '-1', '1,5', '1e3', 'abc', '1.2.3', null, undefined, '2000000000']) {
      expect(parseRangeValue(bad)).toBeNull();
    }
  });

  it('describes the results: the count when the server counted them, else which ones the page shows', () => {
    expect(formatWarehouseCount(1)).toBe('1 warehouse');
    expect(formatWarehouseCount(1234)).toBe('1,234 warehouses');
    const items = (count: number) => Array.from({ length: count }, () => ({}) as never);
    expect(describeResults({ items: items(24), page: 1, pageSize: 24, total: 189 })).toBe('189 warehouses');
    expect(describeResults({ items: [], page: 1, pageSize: 24, total: 0 })).toBe('0 warehouses');
    expect(describeResults({ items: items(24), page: 1, pageSize: 24, total: null })).toBe('Showing 1–24');
    expect(describeResults({ items: items(24), page: 42, pageSize: 24, total: null })).toBe('Showing 985–1,008');
  });

  it('browseTotalPages counts no pages past the first 1,200 matches, which are not listed', () => {
    expect(browseTotalPages(25, 24)).toBe(2);
    expect(browseTotalPages(5000, 24)).toBe(50);
    expect(browseTotalPages(5000, 60)).toBe(20);
  });

  it('splitVisible shows the first names and counts the rest', () => {
    expect(splitVisible(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 2 });
    expect(splitVisible(['a'], 2)).toEqual({ shown: ['a'], hiddenCount: 0 });
  });
});

describe('active filter summary', () => {
  const names = { spaceTypes: [{ id: A, name: 'Indoor' }], services: [{ id: C, name: 'Customs Clearance' }] };

  it('has no chips without filters', () => {
    expect(activeFilterChips(DEFAULT_BROWSE_PARAMS, names)).toEqual([]);
  });

  it('names every set filter, dates and size first, each range as one chip', () => {
    const params = parseBrowseParams(
      `q=port&spaceTypes=${A},${B}&services=${C}&minSize=100&maxSize=500&maxPrice=2.5&city=Tallinn&country=Estonia&from=2027-03-01&to=2027-03-31&minFree=250`,
    );
    expect(activeFilterChips(params, names).map((chip) => chip.label)).toEqual([
      '“port”',
      'Free 1–31 Mar',
      'At least 250 m² free',
      'Size 100 m² to 500 m²',
      'City: Tallinn',
      'Country: Estonia',
      'Price at most €2.50 per m² per day',
      'Indoor',
      // B has no name yet (reference data still loading): the chip says what kind of filter it is.
      'Space type',
      'Customs Clearance',
    ]);
  });

  it('says a half-typed date range is incomplete, and one-sided ranges in words', () => {
    const labels = activeFilterChips({ ...DEFAULT_BROWSE_PARAMS, from: '2027-03-01', minSize: 0.5, minPrice: 3 }).map((chip) => chip.label);
    expect(labels).toEqual(['Dates (incomplete)', 'Size at least 0.50 m²', 'Price at least €3.00 per m² per day']);
    expect(activeFilterChips({ ...DEFAULT_BROWSE_PARAMS, maxSize: 17000 })[0]?.label).toBe('Size at most 17,000 m²');
  });

  it('removes only the chosen chip, back on page 1 with the view kept', () => {
    const params: BrowseParams = { ...parseBrowseParams(`spaceTypes=${A},${B}&minSize=100&maxSize=500&from=2027-03-01&to=2027-03-31&minFree=250&view=map`), page: 3 };
    const chips = activeFilterChips(params, names);
    const indoor = chips.find((chip) => chip.label === 'Indoor')!;
    expect(serializeBrowseParams(removeActiveFilter(params, indoor))).toBe(
      `spaceTypes=${B}&minSize=100&maxSize=500&from=2027-03-01&to=2027-03-31&minFree=250&view=map`,
    );
    const size = chips.find((chip) => chip.id === 'size')!;
    expect(serializeBrowseParams(removeActiveFilter(params, size))).toBe(`spaceTypes=${A},${B}&from=2027-03-01&to=2027-03-31&minFree=250&view=map`);
    // The dates take their minimum with them (it means nothing without dates); the minimum alone goes alone.
    const dates = chips.find((chip) => chip.id === 'dates')!;
    expect(serializeBrowseParams(removeActiveFilter(params, dates))).toBe(`spaceTypes=${A},${B}&minSize=100&maxSize=500&view=map`);
    const minFree = chips.find((chip) => chip.id === 'minFree')!;
    expect(removeActiveFilter(params, minFree)).toMatchObject({ from: '2027-03-01', to: '2027-03-31', minFree: null, page: 1 });
  });

  it('removes two chips of one kind drawn together, one after the other, without bringing the first back', () => {
    let params = parseBrowseParams(`spaceTypes=${A},${B}&city=Riga`);
    // Both chips come from one render; the second is removed before the page draws again.
    for (const chip of activeFilterChips(params).filter((chip) => chip.id.startsWith('spaceTypes:'))) params = removeActiveFilter(params, chip);
    expect(serializeBrowseParams(params)).toBe('city=Riga');
  });

  it('removing every chip one by one leaves no filter', () => {
    let params = parseBrowseParams(`q=x&features=${A}&minPrice=1&city=Riga&from=2027-01-01&to=2027-01-02`);
    for (const chip of activeFilterChips(params)) params = removeActiveFilter(params, chip);
    expect(countActiveFilters(params)).toBe(0);
  });
});
