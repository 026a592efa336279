import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { warehouses } from '../../db/schema';

/**
 * Number of warehouses in the multi-space catalogue, active or not; with ownerId, that owner's
 * only. For dashboards. (A one-line count; it moves into warehouses.repository.ts with the rest of
 * the catalogue's queries.)
 */
export async function countWarehouses(db: Executor, ownerId?: string): Promise<number> {
  return db.$count(warehouses, ownerId ? eq(warehouses.ownerId, ownerId) : undefined);
}
