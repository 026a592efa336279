import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live. Keys look like "warehouse-images/<uuid>.webp"; the first segment is the bucket.
 * Listing images are public (served at /files/...); issued documents ("documents/<uuid>.pdf",
 * decision 214) and photos of goods received ("receipt-photos/<uuid>.webp", decision 212) are
 * private, read only through the API that checks who asks. The local driver keeps them under
 * DATA_DIR/files; the S3 driver (storage-s3.ts) in an S3-compatible bucket.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** The path browsers load the file from: `/files/<key>` through the app, or the bucket's public address. */
  publicUrl(key: string): string;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
};

/** Keys are random and never reused, so a file's address may be cached for good, by browsers and CDNs alike. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The app's own address for a stored file (served by storage-routes.ts). */
export function localFileUrl(key: string): string {
  return `/files/${key}`;
}

/** Where images go: the first two are public; receipt-photos is private (PRIVATE_IMAGE_KEY_PATTERN). */
export const STORAGE_BUCKETS = ['warehouse-images', 'warehouse-request-images', 'receipt-photos'] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

const PUBLIC_KEY_PATTERN = /^(warehouse-images|warehouse-request-images)\/[a-z0-9-]+(\.[a-z0-9]+)?\.(webp|jpg|png)$/;
const DOCUMENT_KEY_PATTERN = /^documents\/[a-z0-9-]+\.(pdf|xml|csv)$/;
/** A trader's goods: only the booking's people see them, through GET /api/receipt-photos/:id. */
const PRIVATE_IMAGE_KEY_PATTERN = /^receipt-photos\/[a-z0-9-]+(\.thumb)?\.webp$/;

/** An image anyone may load by its address (/files/...). */
export function isPublicStorageKey(key: string): boolean {
  return PUBLIC_KEY_PATTERN.test(key);
}

export function isValidStorageKey(key: string): boolean {
  return isPublicStorageKey(key) || DOCUMENT_KEY_PATTERN.test(key) || PRIVATE_IMAGE_KEY_PATTERN.test(key);
}

/** Where an issued document (an invoice's PDF, a payout run's bank files) is stored: a fresh random key per document, so no other file is ever overwritten (an invoice's PDF may be stored twice, byte for byte the same: decision 229). */
export function documentStorageKey(extension: 'pdf' | 'xml' | 'csv' = 'pdf'): string {
  return `documents/${randomUUID()}.${extension}`;
}

/** Private files (documents, receipt photos): a shared cache must not keep them; a browser may, as they never change. */
const DOCUMENT_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** How long a file may be cached, by whom: public images by anyone, private files only by the browser that was allowed to read them. */
export function cacheControlOf(key: string): string {
  return isPublicStorageKey(key) ? FILE_CACHE_CONTROL : DOCUMENT_CACHE_CONTROL;
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed: a reader sees the whole file or none, also while a second
      // writer stores the same document's PDF again (decision 229), as an S3 PUT behaves.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      // Opened before answering, and streamed from that handle: a file removed after read() answered
      // still reads whole. A stream that opened the path itself later failed with ENOENT on no
      // listener, an uncaught exception, when the caller had not started reading it yet.
      let handle: FileHandle;
      try {
        handle = await open(resolve(key), 'r');
      } catch {
        return null;
      }
      try {
        const info = await handle.stat();
        return { stream: handle.createReadStream(), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: localFileUrl,
    close() {},
  };
}
