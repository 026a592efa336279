import { eq } from 'drizzle-orm';
import { type Executor, lockRowById } from '../../db/client';
import { warehouseImages } from '../../db/schema';
import type { StoredImageKeys } from '../../platform/images';
import { deleteExpiredImageUploads } from '../../platform/pending-uploads';

export type WarehouseImageRow = typeof warehouseImages.$inferSelect;

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

/** The sweep's batch of pending uploads (no warehouse yet) created before `cutoff`: see deleteExpiredImageUploads. */
export async function deleteExpiredPendingImages(tx: Executor, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  return deleteExpiredImageUploads(tx, warehouseImages, warehouseImages.warehouseId, cutoff, limit);
}
