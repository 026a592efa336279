import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { warehouses } from '../../db/schema';

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
