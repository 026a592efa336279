import { describe, expect, it } from 'vitest';
import { commonSpaceTypeIds, defaultSpaceTypeId, estimateInquiryCost } from './estimate';

const INDOOR = 'indoor-id';
const OUTDOORS = 'outdoors-id';
const COLD = 'cold-id';

const hall = { spaces: [{ spaceTypeId: INDOOR, pricePerM2Cents: 500 }, { spaceTypeId: INDOOR, pricePerM2Cents: 450 }] };
const yard = { spaces: [{ spaceTypeId: OUTDOORS, pricePerM2Cents: 120 }, { spaceTypeId: INDOOR, pricePerM2Cents: 300 }] };

describe('estimateInquiryCost', () => {
  const week = { startDate: '2026-11-22', endDate: '2026-11-29' }; // 8 days

  it('multiplies the lowest price of the type by the size and the days', () => {
    // 450 cents x 100 m² x 8 days
    expect(estimateInquiryCost({ ...week, spaceRequests: [{ spaceTypeId: INDOOR, sizeM2: 100 }], warehouses: [hall] })).toBe(360_000);
  });

  it('counts a single day when start and end are the same day', () => {
    expect(
      estimateInquiryCost({ startDate: '2026-11-22', endDate: '2026-11-22', spaceRequests: [{ spaceTypeId: INDOOR, sizeM2: 10 }], warehouses: [hall] }),
    ).toBe(4_500);
  });

  it('sums every request, and a type the warehouse lacks adds nothing', () => {
    const spaceRequests = [
      { spaceTypeId: INDOOR, sizeM2: 10 },
      { spaceTypeId: OUTDOORS, sizeM2: 50 },
      { spaceTypeId: INDOOR, sizeM2: '2.5' },
    ];
    // hall: (10 + 2.5) x 450 x 8 = 45,000; outdoors adds nothing
    expect(estimateInquiryCost({ ...week, spaceRequests, warehouses: [hall] })).toBe(45_000);
    // yard: 12.5 x 300 x 8 = 30,000 plus 50 x 120 x 8 = 48,000
    expect(estimateInquiryCost({ ...week, spaceRequests, warehouses: [yard] })).toBe(78_000);
  });

  it('sums over every given warehouse', () => {
    // 10 m² x 2 days: 450 x 20 + 300 x 20
    expect(
      estimateInquiryCost({ startDate: '2026-11-22', endDate: '2026-11-23', spaceRequests: [{ spaceTypeId: INDOOR, sizeM2: 10 }], warehouses: [hall, yard] }),
    ).toBe(15_000);
  });

  it('rounds half up once, at the end', () => {
    const oneDay = { startDate: '2026-11-22', endDate: '2026-11-22' };
    const priced = (pricePerM2Cents: number) => [{ spaces: [{ spaceTypeId: COLD, pricePerM2Cents }] }];
    // 333 x 0.15 = 49.95 cents
    expect(estimateInquiryCost({ ...oneDay, spaceRequests: [{ spaceTypeId: COLD, sizeM2: 0.15 }], warehouses: priced(333) })).toBe(50);
    // 50 x 0.01 = 0.5 cents -> 1; 49 x 0.01 = 0.49 cents -> 0
    expect(estimateInquiryCost({ ...oneDay, spaceRequests: [{ spaceTypeId: COLD, sizeM2: 0.01 }], warehouses: priced(50) })).toBe(1);
    expect(estimateInquiryCost({ ...oneDay, spaceRequests: [{ spaceTypeId: COLD, sizeM2: 0.01 }], warehouses: priced(49) })).toBe(0);
    // two requests of 0.3 cents each: 0.6 -> 1 (rounding each would give 0)
    const twoSmall = [
      { spaceTypeId: COLD, sizeM2: 0.01 },
      { spaceTypeId: COLD, sizeM2: 0.01 },
    ];
    expect(estimateInquiryCost({ ...oneDay, spaceRequests: twoSmall, warehouses: priced(30) })).toBe(1);
  });

  it('is exact where binary floating point is not (0.1 + 0.2 m²)', () => {
    const spaceRequests = [
      { spaceTypeId: COLD, sizeM2: 0.1 },
      { spaceTypeId: COLD, sizeM2: 0.2 },
    ];
    // 0.3 m² x 1,000 cents x 365 days = 109,500
    expect(
      estimateInquiryCost({ startDate: '2026-01-01', endDate: '2026-12-31', spaceRequests, warehouses: [{ spaces: [{ spaceTypeId: COLD, pricePerM2Cents: 1000 }] }] }),
    ).toBe(109_500);
  });

  it('is 0 with no requests and with a free space', () => {
    expect(estimateInquiryCost({ ...week, spaceRequests: [], warehouses: [hall] })).toBe(0);
    expect(estimateInquiryCost({ ...week, spaceRequests: [{ spaceTypeId: COLD, sizeM2: 5 }], warehouses: [{ spaces: [{ spaceTypeId: COLD, pricePerM2Cents: 0 }] }] })).toBe(0);
  });

  it('is null with no warehouse, with no days or with invalid dates', () => {
    const spaceRequests = [{ spaceTypeId: INDOOR, sizeM2: 10 }];
    expect(estimateInquiryCost({ ...week, spaceRequests, warehouses: [] })).toBeNull();
    expect(estimateInquiryCost({ startDate: '2026-11-22', endDate: '2026-11-21', spaceRequests, warehouses: [hall] })).toBeNull();
    expect(estimateInquiryCost({ startDate: '2026-11-22', endDate: '2026-11-01', spaceRequests, warehouses: [hall] })).toBeNull();
    expect(estimateInquiryCost({ startDate: '', endDate: '2026-11-29', spaceRequests, warehouses: [hall] })).toBeNull();
  });

  it('skips sizes that are not positive decimals', () => {
    const spaceRequests = [
      { spaceTypeId: INDOOR, sizeM2: 0 },
      { spaceTypeId: INDOOR, sizeM2: -5 },
      { spaceTypeId: INDOOR, sizeM2: 'abc' },
      { spaceTypeId: INDOOR, sizeM2: 1 },
    ];
    expect(estimateInquiryCost({ ...week, spaceRequests, warehouses: [hall] })).toBe(3_600);
  });
});

describe('commonSpaceTypeIds', () => {
  it('keeps the types present in every warehouse, each once, in the first warehouse order', () => {
    const a = { spaces: [{ spaceTypeId: COLD }, { spaceTypeId: INDOOR }, { spaceTypeId: OUTDOORS }, { spaceTypeId: INDOOR }] };
    const b = { spaces: [{ spaceTypeId: OUTDOORS }, { spaceTypeId: INDOOR }] };
    const c = { spaces: [{ spaceTypeId: INDOOR }, { spaceTypeId: OUTDOORS }, { spaceTypeId: COLD }] };
    expect(commonSpaceTypeIds([a])).toEqual([COLD, INDOOR, OUTDOORS]);
    expect(commonSpaceTypeIds([a, b])).toEqual([INDOOR, OUTDOORS]);
    expect(commonSpaceTypeIds([a, c])).toEqual([COLD, INDOOR, OUTDOORS]);
    expect(commonSpaceTypeIds([b, { spaces: [{ spaceTypeId: COLD }] }])).toEqual([]);
  });

  it('is empty with no warehouses or a warehouse without spaces', () => {
    expect(commonSpaceTypeIds([])).toEqual([]);
    expect(commonSpaceTypeIds([{ spaces: [{ spaceTypeId: INDOOR }] }, { spaces: [] }])).toEqual([]);
  });
});

describe('defaultSpaceTypeId', () => {
  it('picks the type named Outdoors in any case', () => {
    expect(defaultSpaceTypeId([{ id: INDOOR, name: 'Indoor' }, { id: OUTDOORS, name: 'Outdoors' }])).toBe(OUTDOORS);
    expect(defaultSpaceTypeId([{ id: INDOOR, name: 'Indoor' }, { id: OUTDOORS, name: 'OUTDOORS' }])).toBe(OUTDOORS);
    expect(defaultSpaceTypeId([{ id: INDOOR, name: 'Indoor' }, { id: OUTDOORS, name: 'outdoors' }])).toBe(OUTDOORS);
  });

  it('otherwise picks the first, and a name merely containing "outdoors" does not count', () => {
    expect(defaultSpaceTypeId([{ id: COLD, name: 'Cold Storage' }, { id: INDOOR, name: 'Indoor' }])).toBe(COLD);
    expect(defaultSpaceTypeId([{ id: COLD, name: 'Cold Storage' }, { id: OUTDOORS, name: 'Covered outdoors' }])).toBe(COLD);
  });

  it('is null with no types', () => {
    expect(defaultSpaceTypeId([])).toBeNull();
  });
});
