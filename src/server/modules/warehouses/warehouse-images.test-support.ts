import type { LightMyRequestResponse } from 'fastify';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import type { TestApp } from '../../../../tests/api/harness';
import { makeImage, multipartBody } from '../../../../tests/api/uploads';

/** Helpers for the API tests of warehouse images (and the warehouse tests that attach images). */

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

type Repeated<T, N extends number, Done extends T[] = []> = Done['length'] extends N ? Done : Repeated<T, N, [...Done, T]>;

/** `count` pending uploads of one user, made one after the other (so in this order by creation time). */
export async function uploadPendingImages<N extends number>(t: TestApp, headers: Record<string, string>, count: N): Promise<Repeated<WarehouseImage, N>> {
  const images: WarehouseImage[] = [];
  for (let index = 0; index < count; index++) images.push(await uploadPendingImage(t, headers));
  return images as Repeated<WarehouseImage, N>;
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
