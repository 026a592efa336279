import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@shared/errors';
import { signInAs } from '../../../tests/api/auth-helpers';
import { useTestApp } from '../../../tests/api/harness';
import { multipartBody } from '../../../tests/api/uploads';
import { MAX_IMAGE_PIXELS } from './images';

/**
 * A valid PNG, black and white, of width x height pixels: a few KB on the wire that would decode to
 * width x height pixels in memory (a decompression bomb).
 */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  // Each row: a filter byte and width/8 bytes of zeros.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const t = useTestApp();

describe('image pixel cap', () => {
  it('refuses a 60-megapixel PNG of a few KB with 413 before decoding it, on the public and the owner upload', async () => {
    const bomb = pixelBomb(10_000, 6_000);
    expect(10_000 * 6_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(bomb.length).toBeLessThan(20_000);
    const owner = await signInAs(t, ['warehouse_owner']);
    for (const [url, headers] of [
      ['/api/listing-request-images', {}],
      ['/api/warehouse-images', owner.headers],
    ] as const) {
      const body = await multipartBody(bomb);
      const started = performance.now();
      const response = await t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual({ error: { code: 'payload_too_large', message: IMAGE_MESSAGES.tooManyPixels } });
      // Read from the header: no second of decoding.
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('still takes an image just under the cap', async () => {
    const body = await multipartBody(pixelBomb(7_000, 7_000));
    const response = await t.app.inject({ method: 'POST', url: '/api/listing-request-images', headers: body.headers, payload: body.payload });
    expect(response.statusCode).toBe(201);
  });
});
