import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { warehouseTypes, warehouses } from '../../db/schema';

/**
 * The single-space owner warehouses keep no tables of their own: a single-space listing is a warehouses row (one
 * listing model). Writes go through the warehouses service; this reads only the columns that make a
 * listing single-space, with its warehouse type's name.
 */
export type ListingRow = {
  id: string;
  ownerId: string;
  isActive: boolean;
  listingKind: (typeof warehouses.$inferSelect)['listingKind'];
  warehouseTypeId: string | null;
  warehouseTypeName: string | null;
  operatingHours: (typeof warehouses.$inferSelect)['operatingHours'];
  customHours: (typeof warehouses.$inferSelect)['customHours'];
};

export async function findListingById(db: Executor, id: string): Promise<ListingRow | undefined> {
  const [row] = await db
    .select({
      id: warehouses.id,
      ownerId: warehouses.ownerId,
      isActive: warehouses.isActive,
      listingKind: warehouses.listingKind,
      warehouseTypeId: warehouses.warehouseTypeId,
      warehouseTypeName: warehouseTypes.name,
      operatingHours: warehouses.operatingHours,
      customHours: warehouses.customHours,
    })
    .from(warehouses)
    .leftJoin(warehouseTypes, eq(warehouseTypes.id, warehouses.warehouseTypeId))
    .where(eq(warehouses.id, id))
    .limit(1);
  return row;
}
