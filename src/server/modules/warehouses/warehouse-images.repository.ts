import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { type Executor, lockRowById } from '../../db/client';
import { warehouseImages } from '../../db/schema';

export type WarehouseImageRow = typeof warehouseImages.$inferSelect;
export type StoredImageKeys = { storageKey: string; thumbnailKey: string };

/** A pending upload: stored files, no warehouse yet. */
export async function insertPendingImage(db: Executor, values: StoredImageKeys & { uploadedBy: string }): Promise<WarehouseImageRow> {
  const [row] = await db
    .insert(warehouseImages)
    .values({ warehouseId: null, uploadedBy: values.uploadedBy, storageKey: values.storageKey, thumbnailKey: values.thumbnailKey })
    .returning();
  return row!;
}

export async function lockImageById(tx: Executor, id: string): Promise<WarehouseImageRow | undefined> {
  return lockRowById(tx, warehouseImages, id);
}

export async function deleteImageById(tx: Executor, id: string): Promise<void> {
  await tx.delete(warehouseImages).where(eq(warehouseImages.id, id));
}

/**
 * Deletes up to `limit` pending uploads created before `cutoff`, oldest first, and returns their keys.
 * Rows another process is deleting (or a save is claiming) right now are skipped, not waited for.
 */
export async function deleteExpiredPendingImages(tx: Executor, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  const expired = await tx
    .select({ id: warehouseImages.id })
    .from(warehouseImages)
    .where(and(isNull(warehouseImages.warehouseId), lt(warehouseImages.createdAt, cutoff)))
    .orderBy(asc(warehouseImages.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (expired.length === 0) return [];
  return tx
    .delete(warehouseImages)
    .where(
      and(
        inArray(
          warehouseImages.id,
          expired.map((row) => row.id),
        ),
        isNull(warehouseImages.warehouseId),
      ),
    )
    .returning({ storageKey: warehouseImages.storageKey, thumbnailKey: warehouseImages.thumbnailKey });
}
