import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listedWarehouseColumns, warehouses } from '../../db/schema';

export async function findWarehouseRowsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...listedWarehouseColumns, isActive: warehouses.isActive, ownerId: warehouses.ownerId })
    .from(warehouses)
    .where(inArray(warehouses.id, [...ids]));
}
