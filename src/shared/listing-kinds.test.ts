import { describe, expect, it } from 'vitest';
import { spaceTypeNameForWarehouseType } from './listing-kinds';

describe('spaceTypeNameForWarehouseType', () => {
  it.each([
    ['Cold Store', 'Cold Storage'],
    ['Open Yard', 'Outdoors'],
    ['Bonded Warehouse', 'Bonded'],
    ['General Storage', 'Indoor'],
    ['Distribution Centre', 'Indoor'],
    ['Cross-Dock Facility', 'Indoor'],
    ['A type added later', 'Indoor'],
  ])('maps %s to %s', (warehouseType, spaceType) => {
    expect(spaceTypeNameForWarehouseType(warehouseType)).toBe(spaceType);
  });
});
