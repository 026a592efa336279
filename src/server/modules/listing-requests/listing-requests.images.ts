import type { PeriodicJob } from '../../platform/periodic-job';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import type { UploadedListingRequestImage } from '@shared/contracts/listing-requests';
import { AppError } from '../../platform/errors';
import { detectImageType, type ImageType } from '../../platform/images';
import { generateToken, hashToken } from '../../platform/tokens';
import { deleteExpiredPendingUploads, storePendingUpload, toWarehouseImage, type UploadSweepDeps, uploadSweepJob } from '../warehouses/warehouse-images.files';
import { deleteExpiredPendingRequestImages, insertPendingRequestImage } from './listing-requests.repository';

/**
 * Request images live in their own bucket (the spec's warehouse-request-images) and go through the
 * one image pipeline of listing images: checked by content, re-encoded, resized. The form has no
 * account, so an upload answers a secret that only its holder can present to attach it to a request;
 * pending uploads nobody saved within a day are deleted with their files.
 */

export type RequestImageDeps = UploadSweepDeps;

/** "PNG, JPG, GIF up to 10MB" (spec 01 section 5): the size is capped by the multipart limit (413). */
const ALLOWED_TYPES: readonly ImageType[] = ['png', 'jpeg', 'gif'];

export async function storePendingRequestImage(deps: RequestImageDeps, file: Buffer): Promise<UploadedListingRequestImage> {
  const type = detectImageType(file);
  if (type === null || !ALLOWED_TYPES.includes(type)) throw new AppError('unsupported_media_type', LISTING_REQUEST_MESSAGES.imageType);
  const uploadSecret = generateToken();
  const row = await storePendingUpload(deps, 'warehouse-request-images', file, (stored) =>
    insertPendingRequestImage(deps.db, { ...stored, uploadSecretHash: hashToken(uploadSecret) }),
  );
  return { ...toWarehouseImage(deps.storage, row), uploadSecret };
}

/** Approved request images move into the listing bucket (copyStoredImages), so the warehouse owns its images. */
export const LISTING_IMAGE_BUCKET = 'warehouse-images';

/** Deletes pending request uploads older than 24 hours, with their files (deleteExpiredPendingUploads). */
export async function deleteExpiredRequestUploads(deps: RequestImageDeps, now: Date = new Date()): Promise<number> {
  return deleteExpiredPendingUploads(deps, deleteExpiredPendingRequestImages, now);
}

/** The same sweep for listing-request images uploaded by visitors and never saved with a request. */
export function requestUploadCleanupJob(deps: RequestImageDeps): PeriodicJob {
  return uploadSweepJob('deleting expired pending request image uploads', deps, () => deleteExpiredRequestUploads(deps));
}
