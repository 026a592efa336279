import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { BoundedQueue, detectImageType, processImage, storeImage } from './images';
import { createLocalStorage, isValidStorageKey } from './storage';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

describe('detectImageType', () => {
  it('recognises each accepted format by its magic bytes', async () => {
    expect(detectImageType(await solid(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await solid(8, 8).png().toBuffer())).toBe('png');
    expect(detectImageType(await solid(8, 8).gif().toBuffer())).toBe('gif');
    expect(detectImageType(await solid(8, 8).webp().toBuffer())).toBe('webp');
  });

  it('accepts both GIF versions', () => {
    expect(detectImageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(detectImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('returns null for a text file, an SVG, an empty buffer and a RIFF that is not WebP', () => {
    expect(detectImageType(Buffer.from('Just a plain text file.\n'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
  });

  it('does not match a truncated signature', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

describe('processImage', () => {
  it('re-encodes a large JPEG to WebP within 1600x1600, keeping the aspect ratio, and strips EXIF', async () => {
    const input = await solid(3200, 2000)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Camera Person' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif, 'the fixture must carry EXIF for this test to mean anything').toBeDefined();

    const result = await processImage(input);

    const full = await sharp(result.full).metadata();
    expect(full.format).toBe('webp');
    expect(full.exif).toBeUndefined();
    expect([full.width, full.height]).toEqual([1600, 1000]);
    expect([result.width, result.height]).toEqual([1600, 1000]);

    const thumbnail = await sharp(result.thumbnail).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(thumbnail.exif).toBeUndefined();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
  });

  it('does not enlarge a small image', async () => {
    const result = await processImage(await solid(300, 200).png().toBuffer());
    expect([result.width, result.height]).toEqual([300, 200]);
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
  });

  it('applies the EXIF orientation before stripping it', async () => {
    // Orientation 6: the camera stored the pixels turned; viewers rotate 90° clockwise, so 400x200 shows as 200x400.
    const input = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processImage(input);
    const full = await sharp(result.full).metadata();
    expect([full.width, full.height]).toEqual([200, 400]);
    expect(full.orientation).toBeUndefined();
  });

  it('refuses a file that is not one of the accepted image types', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(processImage(svg)).rejects.toMatchObject({ code: 'unsupported_media_type' });
    await expect(processImage(Buffer.from('hello'))).rejects.toBeInstanceOf(AppError);
  });

  it('refuses a file with the right signature that does not decode', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(processImage(broken)).rejects.toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('storeImage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wm-images-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores the full image and the thumbnail under one random name in the bucket', async () => {
    const storage = createLocalStorage(root);
    const stored = await storeImage(storage, 'warehouse-images', await solid(900, 600).jpeg().toBuffer());

    expect(stored.storageKey).toMatch(/^warehouse-images\/[0-9a-f-]{36}\.webp$/);
    expect(stored.thumbnailKey).toBe(stored.storageKey.replace(/\.webp$/, '.thumb.webp'));
    expect(isValidStorageKey(stored.storageKey)).toBe(true);
    expect(isValidStorageKey(stored.thumbnailKey)).toBe(true);
    expect(readdirSync(path.join(root, 'warehouse-images')).sort()).toEqual(
      [path.basename(stored.storageKey), path.basename(stored.thumbnailKey)].sort(),
    );
    const file = await storage.read(stored.thumbnailKey);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(detectImageType(Buffer.concat(chunks))).toBe('webp');
  });
});

describe('BoundedQueue', () => {
  it('runs one task at a time, in order, and refuses a task when the waiting line is full', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 2 });
    const releases: (() => void)[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        started.push(id);
        releases.push(() => {
          running -= 1;
          resolve(id);
        });
      });
    const accepted = [queue.run(task(1)), queue.run(task(2)), queue.run(task(3))];
    const refused = queue.run(task(4));
    await expect(refused).rejects.toMatchObject({ code: 'service_unavailable' });
    for (let finished = 0; finished < 3; finished += 1) {
      await expect.poll(() => releases.length).toBe(finished + 1);
      releases[finished]!();
    }
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(started).toEqual([1, 2, 3]);
    expect(mostAtOnce).toBe(1);
    // A failed task frees its slot too.
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
