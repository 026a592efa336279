import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MESSAGES } from '@shared/errors';
import { FULL_IMAGE_MAX, THUMBNAIL_SIZE } from '@shared/image-sizes';
import { AppError } from './errors';
import type { Storage, StorageBucket } from './storage';

/**
 * The one image pipeline every upload goes through: checked by content, oriented, re-encoded to WebP
 * without metadata (no GPS or camera data leaves the uploader's phone), and resized to a full image and
 * a card thumbnail. Re-encoding also means the stored file is always one sharp wrote, never the upload.
 */

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const WEBP_QUALITY = 80;
/**
 * Bigger images are refused from their header, before decoding (413): a 100-megapixel PNG of 120 KB
 * took a second of CPU and 400 MB to decode. 50 megapixels still takes a 48-megapixel phone photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Image processing runs one image at a time per process, on one libvips thread, so a burst of
 * uploads keeps the other core for the API; at most 16 more wait their turn, and beyond that an
 * upload is refused with 503 at once rather than piling up memory (10 MB each).
 */
export const IMAGE_QUEUE_LIMITS = { concurrency: 1, maxWaiting: 16 } as const;
sharp.concurrency(1);

/** Runs at most `concurrency` tasks at a time; refuses a task when `maxWaiting` are already queued. */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { concurrency: number; maxWaiting: number }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.maxWaiting) {
        throw new AppError('service_unavailable', IMAGE_MESSAGES.queueFull);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const imageQueue = new BoundedQueue(IMAGE_QUEUE_LIMITS);

const startsWith = (buffer: Uint8Array, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** What the file is, judged by its first bytes and never by its name or declared content type. */
export function detectImageType(buffer: Uint8Array): ImageType | null {
  if (startsWith(buffer, JPEG)) return 'jpeg';
  if (startsWith(buffer, PNG)) return 'png';
  if (startsWith(buffer, GIF87A) || startsWith(buffer, GIF89A)) return 'gif';
  if (startsWith(buffer, RIFF) && startsWith(buffer, WEBP, 8)) return 'webp';
  return null;
}

export type ProcessedImage = { full: Buffer; thumbnail: Buffer; width: number; height: number };

/**
 * Turns an uploaded JPEG, PNG, GIF (first frame) or WebP into a WebP of at most 1600x1600 (never enlarged)
 * and a 480x360 cover-cropped thumbnail. Anything else, or a file sharp cannot decode, is refused with
 * AppError(unsupported_media_type): other formats sharp could read (SVG, TIFF, HEIF) are deliberately not
 * accepted from uploads.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (detectImageType(input) === null) throw new AppError('unsupported_media_type', IMAGE_MESSAGES.uploadFailed);
  return imageQueue.run(() => decodeAndResize(input));
}

async function decodeAndResize(input: Buffer): Promise<ProcessedImage> {
  // The header alone says how large the decoded image would be.
  const { width, height } = await sharp(input)
    .metadata()
    .catch((error: unknown) => {
      throw Object.assign(new AppError('unsupported_media_type', IMAGE_MESSAGES.uploadFailed), { cause: error });
    });
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('payload_too_large', IMAGE_MESSAGES.tooManyPixels);
  // rotate() with no angle applies the EXIF orientation, so the pixels are upright once the tag is stripped.
  // limitInputPixels stays as a second guard should a header understate the image.
  const open = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  try {
    const [full, thumbnail] = await Promise.all([
      open()
        .resize({ ...FULL_IMAGE_MAX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
      open()
        .resize({ ...THUMBNAIL_SIZE, fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ]);
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch (error) {
    // Kept as the cause for the log; the client only ever sees the catalogue text.
    throw Object.assign(new AppError('unsupported_media_type', IMAGE_MESSAGES.uploadFailed), { cause: error });
  }
}

/** The keys of the stored files, and the full image's size in pixels as stored. */
export type StoredImage = { storageKey: string; thumbnailKey: string; width: number; height: number };

/** The keys of an image's two stored files, all a copy or a removal of them needs. */
export type StoredImageKeys = Pick<StoredImage, 'storageKey' | 'thumbnailKey'>;

/** Processes an upload and stores the full image and its thumbnail side by side under one random name. */
export async function storeImage(storage: Storage, bucket: StorageBucket, input: Buffer): Promise<StoredImage> {
  const { full, thumbnail, width, height } = await processImage(input);
  const name = randomUUID();
  const storageKey = `${bucket}/${name}.webp`;
  const thumbnailKey = `${bucket}/${name}.thumb.webp`;
  await storage.put(storageKey, full, 'image/webp');
  try {
    await storage.put(thumbnailKey, thumbnail, 'image/webp');
  } catch (error) {
    // Do not leave a full image behind that no row will ever point to.
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
  return { storageKey, thumbnailKey, width, height };
}
