import { randomUUID } from 'node:crypto';
import type { WarehouseInput } from '@shared/contracts/warehouses';
import type { Executor } from '../../db/client';
import type { TestReference } from '../../../../tests/api/reference';
import { insertWarehouseWithChildren, type NewWarehouse } from './warehouses.repository';

/** Helpers for the API tests of warehouses and of the modules that need one. */

/**
 * A form body that saves: a unique name, an address in Tallinn and one space of 1,000 m² Indoor at
 * €4.50 per m²; no coordinates (so the address is geocoded) unless `overrides` gives them.
 */
export function warehouseFormBody(reference: TestReference, overrides: Partial<WarehouseInput> = {}): WarehouseInput {
  return {
    name: `Hall ${randomUUID().slice(0, 6)}`,
    description: 'Dry storage next to the port',
    address: 'Kai 1',
    city: 'Tallinn',
    country: 'Estonia',
    postalCode: '10111',
    spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 1000, pricePerM2Cents: 450 }],
    ...overrides,
  };
}

/**
 * A warehouse written straight into the tables (no API, no geocoding): a unique name, an address in
 * Tallinn, active, and only the spaces (features, services, images) given.
 */
export function insertTestWarehouse(db: Executor, input: Pick<NewWarehouse, 'ownerId'> & Partial<NewWarehouse>): Promise<string> {
  const texts = { name: `Test Hall ${randomUUID().slice(0, 6)}`, description: '', address: 'Kai 1', city: 'Tallinn', country: 'Estonia', postalCode: '10111' };
  return insertWarehouseWithChildren(db, { ...texts, isActive: true, spaces: [], features: [], services: [], images: [], ...input });
}
