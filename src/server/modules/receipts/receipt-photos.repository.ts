import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { type Executor, lockRowById } from '../../db/client';
import { receiptPhotos } from '../../db/schema';
import type { StoredImage } from '../../platform/images';

export type ReceiptPhotoRow = typeof receiptPhotos.$inferSelect;
type StoredImageKeys = Pick<StoredImage, 'storageKey' | 'thumbnailKey'>;

/** A pending photo: stored files, taken for a booking, on no receipt yet. */
export async function insertPendingPhoto(tx: Executor, values: StoredImage & { bookingId: string; uploadedBy: string }): Promise<ReceiptPhotoRow> {
  const [row] = await tx
    .insert(receiptPhotos)
    .values({
      bookingId: values.bookingId,
      receiptId: null,
      uploadedBy: values.uploadedBy,
      storageKey: values.storageKey,
      thumbnailKey: values.thumbnailKey,
      width: values.width,
      height: values.height,
    })
    .returning();
  return row!;
}

export async function findPhotoById(db: Executor, id: string): Promise<ReceiptPhotoRow | undefined> {
  const [row] = await db.select().from(receiptPhotos).where(eq(receiptPhotos.id, id)).limit(1);
  return row;
}

export async function lockPhotoById(tx: Executor, id: string): Promise<ReceiptPhotoRow | undefined> {
  return lockRowById(tx, receiptPhotos, id);
}

export async function deletePhotoById(tx: Executor, id: string): Promise<void> {
  await tx.delete(receiptPhotos).where(eq(receiptPhotos.id, id));
}

/** The photos named, locked until the transaction ends, so the sweep (SKIP LOCKED) and a second receipt keep off them. */
export async function lockPhotosByIds(tx: Executor, ids: readonly string[]): Promise<ReceiptPhotoRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(receiptPhotos)
    .where(inArray(receiptPhotos.id, [...ids]))
    .for('update');
}

/** Puts a pending photo on a receipt at its place in the form's order. */
export async function attachPhoto(tx: Executor, id: string, receiptId: string, position: number): Promise<void> {
  await tx.update(receiptPhotos).set({ receiptId, position }).where(and(eq(receiptPhotos.id, id), isNull(receiptPhotos.receiptId)));
}

/** The photos on these receipts, each receipt's in position order. */
export async function findReceiptPhotos(db: Executor, receiptIds: readonly string[]): Promise<ReceiptPhotoRow[]> {
  if (receiptIds.length === 0) return [];
  return db
    .select()
    .from(receiptPhotos)
    .where(inArray(receiptPhotos.receiptId, [...receiptIds]))
    .orderBy(asc(receiptPhotos.receiptId), asc(receiptPhotos.position));
}

/**
 * Deletes up to `limit` pending photos created before `cutoff`, oldest first, and returns their keys
 * (the shape deleteExpiredPendingUploads sweeps). Rows another process is deleting, or a receipt is
 * attaching right now, are skipped, not waited for.
 */
export async function deleteExpiredPendingPhotos(tx: Executor, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  const expired = await tx
    .select({ id: receiptPhotos.id })
    .from(receiptPhotos)
    .where(and(isNull(receiptPhotos.receiptId), lt(receiptPhotos.createdAt, cutoff)))
    .orderBy(asc(receiptPhotos.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (expired.length === 0) return [];
  return tx
    .delete(receiptPhotos)
    .where(
      and(
        inArray(
          receiptPhotos.id,
          expired.map((row) => row.id),
        ),
        isNull(receiptPhotos.receiptId),
      ),
    )
    .returning({ storageKey: receiptPhotos.storageKey, thumbnailKey: receiptPhotos.thumbnailKey });
}
