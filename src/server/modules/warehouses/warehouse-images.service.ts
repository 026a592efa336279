import type { PeriodicJob } from '../../platform/periodic-job';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { can } from '@shared/permissions';
import { type Actor, recordActivity } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { detectImageType, type ImageType } from '../../platform/images';
import { requirePermission } from '../../platform/viewer';
import { deleteExpiredPendingImages, deleteImageById, insertPendingImage, lockImageById } from './warehouse-images.repository';
import { deleteExpiredPendingUploads, deletePendingUpload, storePendingUpload, toWarehouseImage, type UploadSweepDeps, uploadSweepJob } from './warehouse-images.files';
import { IMAGE_MESSAGES } from '@shared/errors';

/**
 * Warehouse images are uploaded one by one while the form is open and saved with the warehouse: an
 * upload is "pending" (no warehouse yet, only its uploader may use it) until a create or update claims
 * it. Pending uploads nobody saved within a day are deleted with their files.
 */

export type ImageDeps = UploadSweepDeps;

/** Narrower uploads: the single-space form accepts JPEG and PNG only, with its own message (415). */
export type UploadOptions = { allowedTypes?: readonly ImageType[]; typeMessage?: string };

/** Checks the bytes (not the name), re-encodes through the one image pipeline and keeps it as a pending upload. */
export async function uploadWarehouseImage(deps: ImageDeps, actor: Actor, file: Buffer, options: UploadOptions = {}): Promise<WarehouseImage> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  const type = detectImageType(file);
  if (type === null || (options.allowedTypes && !options.allowedTypes.includes(type))) {
    throw new AppError('unsupported_media_type', options.typeMessage ?? IMAGE_MESSAGES.type);
  }
  const row = await storePendingUpload(deps, 'warehouse-images', file, (stored) =>
    deps.db.transaction(async (tx) => {
      const image = await insertPendingImage(tx, { ...stored, uploadedBy: viewer.id });
      await recordActivity(tx, {
        type: 'warehouse_image.uploaded',
        message: 'Warehouse image uploaded',
        status: 'success',
        data: { input_params: { bytes: file.length }, output_data: { imageId: image.id } },
        viewer,
        requestId: actor.requestId,
      });
      return image;
    }),
  );
  return toWarehouseImage(deps.storage, row);
}

/**
 * Removes a pending upload (the form's remove button before saving). Only its uploader or an
 * administrator may ("Unauthorized to delete this image" otherwise); an image already saved with a
 * warehouse leaves through the warehouse form, so its history stays in one place.
 */
export async function deletePendingImage(deps: ImageDeps, actor: Actor, id: string): Promise<void> {
  const viewer = requirePermission(actor.viewer, 'pending-upload:use');
  const activity = { type: 'warehouse_image.deleted', message: 'Pending warehouse image deleted', data: { input_params: { imageId: id } } };
  await deletePendingUpload(deps, actor, viewer, activity, async (tx) => {
    const image = await lockImageById(tx, id);
    if (!image) throw new AppError('not_found', IMAGE_MESSAGES.notFound);
    if (!can(viewer, 'pending-upload:use', image)) throw new AppError('forbidden', IMAGE_MESSAGES.deleteForbidden);
    if (image.warehouseId !== null) throw new AppError('image_already_saved', IMAGE_MESSAGES.alreadySaved);
    await deleteImageById(tx, id);
    return image;
  });
}

/** Deletes pending uploads older than 24 hours, with their files (deleteExpiredPendingUploads). Returns how many were deleted. */
export async function deleteExpiredUploads(deps: ImageDeps, now: Date = new Date()): Promise<number> {
  return deleteExpiredPendingUploads(deps, deleteExpiredPendingImages, now);
}

/** Pending image uploads nobody saved with a warehouse expire after a day. */
export function uploadCleanupJob(deps: ImageDeps): PeriodicJob {
  return uploadSweepJob('deleting expired pending image uploads', deps, () => deleteExpiredUploads(deps));
}
