import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/pg-cluster';
import { createTestApp } from '../../../tests/api/harness';
import { startTestS3Server, type TestS3Server } from '../../../tests/s3-server';
import { cacheControlOf, createLocalStorage, documentStorageKey, isPublicStorageKey, isValidStorageKey, type Storage } from './storage';
import { openS3Storage } from './storage-s3';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const newKey = (extension = 'webp') => `warehouse-images/${randomUUID()}.${extension}`;

/** What every driver must do, run against each of them. */
function storageContract(open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await close?.();
  });

  /** What is stored at `key` is exactly `body`: its size and its bytes. */
  async function expectStored(key: string, body: Buffer) {
    const file = await storage.read(key);
    expect(file?.size).toBe(body.length);
    expect((await readAll(file!.stream)).equals(body)).toBe(true);
  }

  it('reads back exactly the bytes it stored, with their size', async () => {
    const key = newKey();
    const body = randomBytes(2048);
    await storage.put(key, body, 'image/webp');
    await expectStored(key, body);
  });

  it('streams a large file intact', async () => {
    const key = `warehouse-request-images/${randomUUID()}.thumb.webp`;
    const body = randomBytes(6 * 1024 * 1024);
    await storage.put(key, body, 'image/webp');
    await expectStored(key, body);
  });

  it('replaces a file whole when the same key is stored again (an invoice PDF stored twice, decision 229)', async () => {
    const key = documentStorageKey();
    await storage.put(key, randomBytes(4096), 'application/pdf');
    const second = randomBytes(1024);
    await storage.put(key, second, 'application/pdf');
    await expectStored(key, second);
  });

  it('answers null for a key that was never stored, and for a malformed key', async () => {
    expect(await storage.read(newKey())).toBeNull();
    expect(await storage.read('warehouse-images/../../etc/passwd')).toBeNull();
    expect(await storage.read('other-bucket/a.webp')).toBeNull();
  });

  it('refuses to store or remove under a malformed key', async () => {
    await expect(storage.put('warehouse-images/../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('warehouse-images/a.exe', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.remove('../escape.webp')).rejects.toThrow(/Invalid storage key/);
  });

  it('removes a file, and removing a missing file is no error', async () => {
    const key = newKey('png');
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('stores and reads a private receipt photo and its thumbnail', async () => {
    for (const key of [`receipt-photos/${randomUUID()}.webp`, `receipt-photos/${randomUUID()}.thumb.webp`]) {
      const body = randomBytes(512);
      await storage.put(key, body, 'image/webp');
      await expectStored(key, body);
      await storage.remove(key);
    }
  });

  it('gives browsers the app address /files/<key>', () => {
    const key = newKey();
    expect(storage.publicUrl(key)).toBe(`/files/${key}`);
  });
}

describe('which files are private', () => {
  it('keeps photos of goods received private, like issued documents: no /files/ address, no shared cache', () => {
    for (const key of [`receipt-photos/${randomUUID()}.webp`, `receipt-photos/${randomUUID()}.thumb.webp`, documentStorageKey(), documentStorageKey('xml'), documentStorageKey('csv')]) {
      expect(isValidStorageKey(key), key).toBe(true);
      expect(isPublicStorageKey(key), key).toBe(false);
      expect(cacheControlOf(key), key).toBe('private, max-age=31536000, immutable');
    }
    expect(isPublicStorageKey(newKey())).toBe(true);
    expect(cacheControlOf(newKey())).toBe('public, max-age=31536000, immutable');
  });

  it('takes only the document kinds it writes under documents/: PDFs and a payout run\'s XML and CSV', () => {
    for (const key of ['documents/a.exe', 'documents/a.html', 'documents/a.xml.js', 'documents/../a.pdf', 'documents/A.pdf']) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });

  it('takes only re-encoded WebP files under receipt-photos/', () => {
    for (const key of ['receipt-photos/a.png', 'receipt-photos/a.jpg', 'receipt-photos/../documents/a.pdf', 'receipt-photos/a.other.webp', 'receipt-photos/A.webp']) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });

  it('never serves a receipt photo at /files/, even when it exists', async () => {
    const t = await createTestApp();
    try {
      const key = `receipt-photos/${randomUUID()}.webp`;
      await t.storage.put(key, randomBytes(64), 'image/webp');
      const response = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('local directory storage', () => {
  storageContract(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wm-storage-'));
    return { storage: createLocalStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  });

  it('writes beside the file and renames it, leaving nothing behind, also when the write fails', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wm-storage-'));
    try {
      const storage = createLocalStorage(dir);
      const key = documentStorageKey();
      await storage.put(key, randomBytes(512), 'application/pdf');
      // A directory where the file should go: the rename fails after the write.
      const blocked = documentStorageKey();
      mkdirSync(path.join(dir, blocked));
      await expect(storage.put(blocked, randomBytes(512), 'application/pdf')).rejects.toThrow();
      expect(readdirSync(path.join(dir, 'documents')).sort()).toEqual([key, blocked].map((stored) => path.basename(stored)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a file removed as soon as read() answered whole: the file is open by then, and nothing fails later', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wm-storage-'));
    try {
      const storage = createLocalStorage(dir);
      const key = newKey();
      const body = randomBytes(4096);
      await storage.put(key, body, 'image/webp');
      const file = await storage.read(key);
      // In the same turn, before a stream that opens the path itself would have opened it.
      rmSync(path.join(dir, key));
      expect((await readAll(file!.stream)).equals(body)).toBe(true);
      expect(await storage.read(key)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const s3 = await startTestS3Server();
const server = 'unavailable' in s3 ? undefined : s3;
// Shown with the skipped tests, so a run without s3rver says why.
const skipped = 'unavailable' in s3 ? ` (skipped: ${s3.unavailable})` : '';
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(!server)(`S3 storage (against s3rver)${skipped}`, () => {
  const running = server as TestS3Server;

  storageContract(async () => {
    const storage = await openS3Storage(running.config);
    return { storage, close: async () => storage.close() };
  });

  it('stores the content type and the cache header, so a bucket served directly answers like the app', async () => {
    const storage = await openS3Storage(running.config);
    try {
      const key = newKey('jpg');
      await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
      const response = await fetch(`${running.endpoint}/${running.config.bucket}/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A receipt photo is stored private, should the bucket ever be served directly.
      const photo = `receipt-photos/${randomUUID()}.webp`;
      await storage.put(photo, Buffer.from('webp bytes'), 'image/webp');
      const stored = await fetch(`${running.endpoint}/${running.config.bucket}/${photo}`);
      expect(stored.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    } finally {
      storage.close();
    }
  });

  it('points browsers at S3_PUBLIC_URL when it is set', async () => {
    const storage = await openS3Storage({ ...running.config, publicUrl: 'https://cdn.example.test/files' });
    try {
      expect(storage.publicUrl('warehouse-images/a.webp')).toBe('https://cdn.example.test/files/warehouse-images/a.webp');
    } finally {
      storage.close();
    }
  });

  it('refuses to open on a missing bucket, naming the bucket and the setting to fix', async () => {
    await expect(openS3Storage({ ...running.config, bucket: 'no-such-bucket' })).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${running.endpoint} does not exist: create it or correct S3_BUCKET.`,
    );
  });

  // s3rver checks the access key id but not SigV4 signatures, so an unknown key stands for bad credentials.
  it('refuses to open with credentials the server rejects', async () => {
    await expect(
      openS3Storage({ ...running.config, credentials: { accessKeyId: 'WRONG', secretAccessKey: 'wrong-secret' } }),
    ).rejects.toThrow(/refused the credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });

  it('refuses to open when nothing answers at the endpoint', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    await expect(openS3Storage({ ...running.config, endpoint })).rejects.toThrow(
      new RegExp(`at ${endpoint} cannot be reached: .*ECONNREFUSED.*Check S3_ENDPOINT`),
    );
  });
});

describe.skipIf(!server)(`GET /files/:bucket/:name with S3 storage${skipped}`, () => {
  const running = server as TestS3Server;

  it('streams the file through the app with its type and the cache header for good', async () => {
    const t = await createTestApp({}, { storage: await openS3Storage(running.config) });
    try {
      const key = newKey();
      const body = randomBytes(4096);
      await t.storage.put(key, body, 'image/webp');
      const response = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-length']).toBe(String(body.length));
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(body)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/files/${newKey()}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('sends an app address to S3_PUBLIC_URL when it is set, and answers 404 for a malformed one', async () => {
    const t = await createTestApp({}, { storage: await openS3Storage({ ...running.config, publicUrl: 'https://cdn.example.test/files' }) });
    try {
      const key = newKey();
      const response = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`https://cdn.example.test/files/${key}`);
      const malformed = await t.app.inject({ method: 'GET', url: '/files/warehouse-images/..%2F..%2Fsecret.webp' });
      expect(malformed.statusCode).toBe(404);
      // A private file is never sent to the public address.
      const photo = await t.app.inject({ method: 'GET', url: `/files/receipt-photos/${randomUUID()}.webp` });
      expect(photo.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
