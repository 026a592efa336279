import type { PeriodicJob } from '../../platform/periodic-job';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { PENDING_UPLOAD_TTL_MS } from '@shared/contracts/warehouses';
import type { UploadedListingRequestImage } from '@shared/contracts/listing-requests';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { detectImageType, type ImageType, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { generateToken, hashToken } from '../../platform/tokens';
import { type Log, removeStoredFiles, toWarehouseImage, UPLOAD_CLEANUP_FIRST_RUN_MS, UPLOAD_CLEANUP_INTERVAL_MS } from '../warehouses/warehouse-images.files';
import { deleteExpiredPendingRequestImages, insertPendingRequestImage } from './listing-requests.repository';

/**
 * Request images live in their own bucket (the spec's warehouse-request-images) and go through the
 * one image pipeline of listing images: checked by content, re-encoded, resized. The form has no
 * account, so an upload answers a secret that only its holder can present to attach it to a request;
 * pending uploads nobody saved within a day are deleted with their files.
 */

export type RequestImageDeps = { db: Database; storage: Storage; log: Log };

/** "PNG, JPG, GIF up to 10MB" (spec 01 section 5): the size is capped by the multipart limit (413). */
const ALLOWED_TYPES: readonly ImageType[] = ['png', 'jpeg', 'gif'];

export async function storePendingRequestImage(deps: RequestImageDeps, file: Buffer): Promise<UploadedListingRequestImage> {
  const type = detectImageType(file);
  if (type === null || !ALLOWED_TYPES.includes(type)) throw new AppError('unsupported_media_type', LISTING_REQUEST_MESSAGES.imageType);
  const stored = await storeImage(deps.storage, 'warehouse-request-images', file);
  const uploadSecret = generateToken();
  try {
    const row = await insertPendingRequestImage(deps.db, { ...stored, uploadSecretHash: hashToken(uploadSecret) });
    return { ...toWarehouseImage(deps.storage, row), uploadSecret };
  } catch (error) {
    await removeStoredFiles(deps.storage, [stored], deps.log);
    throw error;
  }
}

/** Approved request images move into the listing bucket (copyStoredImages), so the warehouse owns its images. */
export const LISTING_IMAGE_BUCKET = 'warehouse-images';

const CLEANUP_BATCH = 200;

/** Deletes pending request uploads older than 24 hours, with their files. Safe in every process at once (SKIP LOCKED). */
export async function deleteExpiredRequestUploads(deps: RequestImageDeps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  let deleted = 0;
  for (;;) {
    const expired = await deps.db.transaction((tx) => deleteExpiredPendingRequestImages(tx, cutoff, CLEANUP_BATCH));
    await removeStoredFiles(deps.storage, expired, deps.log);
    deleted += expired.length;
    if (expired.length < CLEANUP_BATCH) return deleted;
  }
}

/** The same sweep for listing-request images uploaded by visitors and never saved with a request. */
export function requestUploadCleanupJob(deps: RequestImageDeps): PeriodicJob {
  return {
    what: 'deleting expired pending request image uploads',
    run: () => deleteExpiredRequestUploads(deps),
    intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
    firstRunMs: UPLOAD_CLEANUP_FIRST_RUN_MS,
    log: deps.log,
  };
}
