import type { Readable } from 'node:stream';
import { type ReceiptPhoto, receiptPhotoPath, receiptPhotoThumbnailPath, type UploadedReceiptPhoto } from '@shared/contracts/receipts';
import { IMAGE_MESSAGES, RECEIPT_MESSAGES } from '@shared/errors';
import { type Asker, can } from '@shared/permissions';
import type { Executor } from '../../db/client';
import { type Actor, recordActivity } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { detectImageType } from '../../platform/images';
import type { PeriodicJob } from '../../platform/periodic-job';
import { cacheControlOf } from '../../platform/storage';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { assertBookingParticipant, findBooking } from '../bookings/bookings.service';
import { deleteExpiredPendingUploads, deletePendingUpload, storePendingUpload, type UploadSweepDeps, uploadSweepJob } from '../warehouses/warehouse-images.files';
import {
  attachPhoto,
  deleteExpiredPendingPhotos,
  deletePhotoById,
  findPhotoById,
  insertPendingPhoto,
  lockPhotoById,
  lockPhotosByIds,
  type ReceiptPhotoRow,
} from './receipt-photos.repository';

/**
 * Photos of goods received (issue #38, decision 212). The form uploads each photo as soon as it is
 * taken: a pending photo of the booking, through the one image pipeline (checked by content,
 * re-encoded to WebP without metadata), stored under the private "receipt-photos/" prefix. Issuing
 * the receipt attaches the photos its body names, in the same transaction, and they never change
 * after. A pending photo nobody attached within a day is deleted with its files, by the same sweep
 * as pending warehouse images. The bytes are served only to the booking's trader, the warehouse's
 * owner and administrators (404 for anyone else), never on the public verification page.
 */

export type ReceiptPhotoDeps = UploadSweepDeps;

export function toReceiptPhoto(row: Pick<ReceiptPhotoRow, 'id' | 'width' | 'height'>): ReceiptPhoto {
  return { id: row.id, url: receiptPhotoPath(row.id), thumbnailUrl: receiptPhotoThumbnailPath(row.id), width: row.width, height: row.height };
}

/**
 * Takes a photo for a booking: its warehouse's owner or an administrator, while the booking is
 * active (the same refusals as recording goods: 404 for anyone not on the booking, then 403, then 409).
 */
export async function uploadReceiptPhoto(deps: ReceiptPhotoDeps, actor: Actor, bookingId: string, file: Buffer): Promise<UploadedReceiptPhoto> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  const booking = assertBookingParticipant(viewer, await findBooking(deps.db, bookingId));
  requirePermission(viewer, 'warehouse:manage', { ownerId: booking.warehouseOwnerId });
  if (booking.status !== 'active') throw new AppError('booking_not_active', RECEIPT_MESSAGES.bookingNotActive);
  if (detectImageType(file) === null) throw new AppError('unsupported_media_type', IMAGE_MESSAGES.type);

  const row = await storePendingUpload(deps, 'receipt-photos', file, (stored) =>
    deps.db.transaction(async (tx) => {
      const photo = await insertPendingPhoto(tx, { ...stored, bookingId: booking.id, uploadedBy: viewer.id });
      await recordActivity(tx, {
        type: 'receipt_photo.uploaded',
        message: 'Photo of goods received uploaded',
        status: 'success',
        data: { input_params: { bookingId: booking.id, bytes: file.length }, output_data: { photoId: photo.id } },
        viewer,
        requestId: actor.requestId,
      });
      return photo;
    }),
  );
  const { url, thumbnailUrl } = toReceiptPhoto(row);
  return { id: row.id, url, thumbnailUrl };
}

/**
 * Removes a pending photo (the form's remove button): its uploader or an administrator. Anyone not on
 * the booking gets the same 404 as for a missing photo; a photo on an issued receipt stays (409).
 */
export async function deletePendingReceiptPhoto(deps: ReceiptPhotoDeps, actor: Actor, id: string): Promise<void> {
  const viewer = requirePermission(actor.viewer, 'account:use');
  const activity = { type: 'receipt_photo.deleted', message: 'Pending photo of goods received deleted', data: { input_params: { photoId: id } } };
  await deletePendingUpload(deps, actor, viewer, activity, async (tx) => {
    const photo = await lockPhotoById(tx, id);
    const booking = photo && (await findBooking(tx, photo.bookingId));
    if (!photo || !booking || !can(viewer, 'booking:view', booking)) throw new AppError('not_found', RECEIPT_MESSAGES.photoNotFound);
    if (!can(viewer, 'pending-upload:use', photo)) throw new AppError('forbidden', IMAGE_MESSAGES.deleteForbidden);
    if (photo.receiptId !== null) throw new AppError('image_already_saved', RECEIPT_MESSAGES.photoOnReceipt);
    await deletePhotoById(tx, id);
    return photo;
  });
}

/**
 * Puts the pending photos `photoIds` names on a new receipt, in that order, in the issuing
 * transaction. Each must be a pending photo taken for this booking by `attachedBy` — or by anyone,
 * when `attachedBy` is an administrator (the rule of removing one, 'pending-upload:use') — else the
 * whole issue is refused with a 400 on photoIds, and nothing is written.
 */
export async function attachReceiptPhotos(
  tx: Executor,
  receipt: { id: string; bookingId: string },
  photoIds: readonly string[],
  attachedBy: Asker | null,
): Promise<void> {
  if (photoIds.length === 0) return;
  const refuse = () => new AppError('validation_error', RECEIPT_MESSAGES.photoNotAvailable, { photoIds: [RECEIPT_MESSAGES.photoNotAvailable] });
  if (new Set(photoIds).size !== photoIds.length) throw refuse();
  const photos = await lockPhotosByIds(tx, photoIds);
  const usable = photos.filter((photo) => photo.bookingId === receipt.bookingId && photo.receiptId === null && can(attachedBy, 'pending-upload:use', photo));
  if (usable.length !== photoIds.length) throw refuse();
  for (const [position, id] of photoIds.entries()) await attachPhoto(tx, id, receipt.id, position);
}

/** A photo's stored bytes (the full image or its thumbnail) for everyone on its booking; the same 404 for anyone else and for a missing photo. */
export async function readReceiptPhoto(
  deps: Pick<ReceiptPhotoDeps, 'db' | 'storage'>,
  viewer: Viewer | null,
  id: string,
  variant: 'full' | 'thumbnail',
): Promise<{ stream: Readable; size: number; cacheControl: string }> {
  const signedIn = requirePermission(viewer, 'booking:view');
  const photo = await findPhotoById(deps.db, id);
  const booking = photo && (await findBooking(deps.db, photo.bookingId));
  if (!photo || !booking || !can(signedIn, 'booking:view', booking)) throw new AppError('not_found', RECEIPT_MESSAGES.photoNotFound);
  const key = variant === 'full' ? photo.storageKey : photo.thumbnailKey;
  const file = await deps.storage.read(key);
  if (!file) throw new AppError('not_found', RECEIPT_MESSAGES.photoNotFound);
  return { ...file, cacheControl: cacheControlOf(key) };
}

/** Deletes pending photos older than 24 hours, with their files (deleteExpiredPendingUploads). Returns how many were deleted. */
export async function deleteExpiredReceiptPhotos(deps: ReceiptPhotoDeps, now: Date = new Date()): Promise<number> {
  return deleteExpiredPendingUploads(deps, deleteExpiredPendingPhotos, now);
}

/** The same hourly sweep as pending warehouse images, for photos no receipt took. */
export function receiptPhotoCleanupJob(deps: ReceiptPhotoDeps): PeriodicJob {
  return uploadSweepJob('deleting expired pending receipt photos', deps, () => deleteExpiredReceiptPhotos(deps));
}
