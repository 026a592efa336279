import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type Executor, findRowById, lockRowById } from '../../db/client';
import { receiptPhotos } from '../../db/schema';
import type { StoredImage, StoredImageKeys } from '../../platform/images';
import { deleteExpiredImageUploads } from '../../platform/pending-uploads';

export type ReceiptPhotoRow = typeof receiptPhotos.$inferSelect;

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
  return findRowById(db, receiptPhotos, id);
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

/** The sweep's batch of pending uploads (on no receipt yet) created before `cutoff`: see deleteExpiredImageUploads. */
export async function deleteExpiredPendingPhotos(tx: Executor, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  return deleteExpiredImageUploads(tx, receiptPhotos, receiptPhotos.receiptId, cutoff, limit);
}
