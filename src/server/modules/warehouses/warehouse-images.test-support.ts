import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import type { TestApp } from '../../../../tests/api/harness';

/** Helpers for the API tests of warehouse images (and the warehouse tests that attach images). */

/** A real picture of the given format, made on the spot. */
export async function makeImage(format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body built by the platform's own FormData, as a browser would send it. */
export async function multipartBody(
  bytes: Uint8Array,
  options: { filename?: string; contentType?: string; field?: string } = {},
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.contentType ?? 'image/png' }), options.filename ?? 'photo.png');
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

export async function uploadImage(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Uint8Array,
  options: { filename?: string; contentType?: string; field?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(bytes, options);
  return t.app.inject({ method: 'POST', url: '/api/warehouse-images', headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Uploads a fresh PNG and returns the pending image; fails the test if the upload does not succeed. */
export async function uploadPendingImage(t: TestApp, headers: Record<string, string>): Promise<WarehouseImage> {
  const response = await uploadImage(t, headers, await makeImage());
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json<WarehouseImage>();
}

/** "/files/warehouse-images/x.webp" -> "warehouse-images/x.webp" */
export function storageKeyOf(url: string): string {
  return url.replace(/^\/files\//, '');
}

export async function fileExists(t: TestApp, url: string): Promise<boolean> {
  const file = await t.storage.read(storageKeyOf(url));
  file?.stream.destroy();
  return file !== null;
}
