import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PENDING_UPLOAD_TTL_MS, type WarehouseImage } from '@shared/contracts/warehouses';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import { type StoredImage, type StoredImageKeys, storeImage } from '../../platform/images';
import { inClaimedBatches, type PeriodicJob } from '../../platform/periodic-job';
import type { Storage, StorageBucket } from '../../platform/storage';
import type { Viewer } from '../../platform/viewer';

/** Where file work that happens after a commit reports its trouble (Fastify's logger in the app). */
export type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
};

export function toWarehouseImage(storage: Storage, image: StoredImageKeys & { id: string }): WarehouseImage {
  return { id: image.id, url: storage.publicUrl(image.storageKey), thumbnailUrl: storage.publicUrl(image.thumbnailKey) };
}

/**
 * Removes image files whose rows are gone. Runs after the commit (a rolled-back delete must not lose
 * files), so a failure cannot be undone any more: it is logged, and the file stays as an orphan.
 */
export async function removeStoredFiles(storage: Storage, images: readonly StoredImageKeys[], log: Log): Promise<void> {
  const keys = images.flatMap((image) => [image.storageKey, image.thumbnailKey]);
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log.error({ err: result.reason, key: keys[index] }, 'could not remove an image file');
  });
}

/**
 * Every pending upload (warehouse images, listing-request images, receipt photos): the image's files
 * are stored first, then `saveRow` writes its row; when that fails, the files are removed again, so
 * none is left that no row points to.
 */
export async function storePendingUpload<Row>(
  deps: UploadSweepDeps,
  bucket: StorageBucket,
  file: Buffer,
  saveRow: (stored: StoredImage) => Promise<Row>,
): Promise<Row> {
  const stored = await storeImage(deps.storage, bucket, file);
  try {
    return await saveRow(stored);
  } catch (error) {
    await removeStoredFiles(deps.storage, [stored], deps.log);
    throw error;
  }
}

/**
 * Removes a pending upload (the form's remove button) for `viewer`: `deleteRow` checks and deletes its
 * row in a transaction that also logs `activity` (a refusal is logged too, withRefusalsLogged); its
 * files go after the commit.
 */
export async function deletePendingUpload(
  deps: UploadSweepDeps,
  actor: Actor,
  viewer: Viewer,
  activity: { type: string; message: string; data: { input_params: unknown } },
  deleteRow: (tx: Executor) => Promise<StoredImageKeys>,
): Promise<void> {
  await withRefusalsLogged(deps.db, actor, activity, async () => {
    const removed = await deps.db.transaction(async (tx) => {
      const row = await deleteRow(tx);
      await recordActivity(tx, { type: activity.type, message: activity.message, status: 'success', data: activity.data, viewer, requestId: actor.requestId });
      return row;
    });
    await removeStoredFiles(deps.storage, [removed], deps.log);
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** "warehouse-images/<old>.thumb.webp" -> "<bucket>/<name>.thumb.webp": the same suffix, in `bucket` or the key's own. */
function renamed(key: string, name: string, bucket?: string): string {
  const slash = key.indexOf('/');
  const dot = key.indexOf('.', slash);
  return `${bucket ?? key.slice(0, slash)}/${name}${key.slice(dot)}`;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Copies an image's files under new random keys, in the same bucket or in `bucket` (a listing
 * request's images move into the listing bucket), so the copy outlives the original (and the other
 * way round). null when the original's files are missing.
 */
export async function copyStoredImage(storage: Storage, image: StoredImageKeys, bucket?: string): Promise<StoredImageKeys | null> {
  const [full, thumbnail] = await Promise.all([storage.read(image.storageKey), storage.read(image.thumbnailKey)]);
  if (!full || !thumbnail) {
    full?.stream.destroy();
    thumbnail?.stream.destroy();
    return null;
  }
  const name = randomUUID();
  const copy = { storageKey: renamed(image.storageKey, name, bucket), thumbnailKey: renamed(image.thumbnailKey, name, bucket) };
  try {
    await storage.put(copy.storageKey, await readAll(full.stream), contentTypeOf(copy.storageKey));
  } catch (error) {
    // The thumbnail's stream was opened and is not read: let its file go.
    thumbnail.stream.destroy();
    throw error;
  }
  try {
    await storage.put(copy.thumbnailKey, await readAll(thumbnail.stream), contentTypeOf(copy.thumbnailKey));
  } catch (error) {
    await storage.remove(copy.storageKey).catch(() => {});
    throw error;
  }
  return copy;
}

/**
 * Copies the files of each image (copyStoredImage) into `copies`, in order, before a save that uses
 * them; `copies` fills as it goes, so the caller's cleanup sees every copy even when one fails. An
 * image whose files are missing is left out and reported through `onMissing`.
 */
export async function copyStoredImages<Image extends StoredImageKeys>(
  storage: Storage,
  images: readonly Image[],
  copies: StoredImageKeys[],
  { bucket, onMissing }: { bucket?: string; onMissing: (image: Image) => void },
): Promise<void> {
  for (const image of images) {
    const copy = await copyStoredImage(storage, image, bucket);
    if (copy) copies.push(copy);
    else onMissing(image);
  }
}

/** Both pending-upload sweeps (warehouse and listing-request images): hourly. */
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** The first run waits a little, so start-up (and a test's short-lived app) is not slowed by it. */
const UPLOAD_CLEANUP_FIRST_RUN_MS = 60 * 1000;
const CLEANUP_BATCH = 200;

export type UploadSweepDeps = { db: Database; storage: Storage; log: Log };

/**
 * A repository's delete of pending uploads: up to `limit` rows created before `cutoff`, claimed with
 * SKIP LOCKED, answering the keys of their files.
 */
type DeleteExpiredPending = (tx: Executor, cutoff: Date, limit: number) => Promise<StoredImageKeys[]>;

/**
 * Deletes pending uploads nobody saved within PENDING_UPLOAD_TTL_MS, with their files, in batches:
 * the warehouse images' sweep and the listing-request images' alike. Safe to run in every process at
 * once (rows are claimed with SKIP LOCKED). Returns how many were deleted.
 */
export async function deleteExpiredPendingUploads(deps: UploadSweepDeps, deleteBatch: DeleteExpiredPending, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  return inClaimedBatches(CLEANUP_BATCH, async () => {
    const expired = await deps.db.transaction((tx) => deleteBatch(tx, cutoff, CLEANUP_BATCH));
    await removeStoredFiles(deps.storage, expired, deps.log);
    return { claimed: expired.length, done: expired.length };
  });
}

/** The background job of such a sweep: a minute after start, then hourly. */
export function uploadSweepJob(what: string, deps: UploadSweepDeps, sweep: () => Promise<number>): PeriodicJob {
  return { what, run: sweep, intervalMs: UPLOAD_CLEANUP_INTERVAL_MS, firstRunMs: UPLOAD_CLEANUP_FIRST_RUN_MS, log: deps.log };
}
