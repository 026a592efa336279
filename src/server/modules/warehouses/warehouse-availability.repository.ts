import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { spaceTypes, warehouseSpaces, warehouses } from '../../db/schema';

export async function findWarehouseRowsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      city: warehouses.city,
      country: warehouses.country,
      isActive: warehouses.isActive,
      ownerId: warehouses.ownerId,
    })
    .from(warehouses)
    .where(inArray(warehouses.id, [...ids]));
}

/** The spaces of these warehouses with their type's name, in each warehouse's form order. */
export async function findSpacesOfWarehouses(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      warehouseId: warehouseSpaces.warehouseId,
      spaceTypeId: warehouseSpaces.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      sizeM2: warehouseSpaces.sizeM2,
      pricePerM2Cents: warehouseSpaces.pricePerM2Cents,
    })
    .from(warehouseSpaces)
    .innerJoin(spaceTypes, eq(spaceTypes.id, warehouseSpaces.spaceTypeId))
    .where(inArray(warehouseSpaces.warehouseId, [...ids]))
    .orderBy(asc(warehouseSpaces.warehouseId), asc(warehouseSpaces.position), asc(warehouseSpaces.id));
}
