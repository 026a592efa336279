import { IMAGE_MESSAGES } from '@shared/errors';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, type WarehouseImage } from '@shared/contracts/warehouses';
import { activityLog, warehouseImages } from '../../db/schema';
import { FULL_IMAGE_MAX, THUMBNAIL_SIZE } from '@shared/image-sizes';
import { useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { deleteExpiredUploads } from './warehouse-images.service';
import { makeImage, multipartBody } from '../../../../tests/api/uploads';
import { fileExists, storageKeyOf, uploadImage, uploadPendingImage, uploadPendingImages } from './warehouse-images.test-support';
import { warehouseFormBody } from './warehouses.test-support';

const t = useTestApp();
const reference = useReference(t);
const [owner, otherOwner, admin] = useSignedIn(t, ['warehouse_owner'], ['warehouse_owner'], ['administrator']);

/** The owner saves a warehouse (with coordinates, so no geocoding) with these uploads as its images. */
async function saveWarehouseWith(name: string, imageIds: string[]) {
  const payload = warehouseFormBody(reference, { name, latitude: 59.4, longitude: 24.7, imageIds });
  return t.app.inject({ method: 'POST', url: '/api/warehouses', headers: owner.headers, payload });
}

async function download(url: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function pendingRows(): Promise<number> {
  return (await t.db.select({ warehouseId: warehouseImages.warehouseId }).from(warehouseImages)).filter((row) => row.warehouseId === null)
    .length;
}

/** The owner posts this form to the upload route as a browser would: a multipart body of its fields, whatever they are. */
async function postOwnerForm(form: FormData) {
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/warehouse-images',
    headers: { ...owner.headers, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

describe('POST /api/warehouse-images', () => {
  for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
    it(`accepts a ${format.toUpperCase()} and stores it re-encoded as WebP with a thumbnail`, async () => {
      const response = await uploadImage(t, owner.headers, await makeImage(format, 2400, 1200), {
        filename: `photo.${format}`,
        contentType: `image/${format}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json<WarehouseImage>();
      expect(image.url).toMatch(/^\/files\/warehouse-images\/[0-9a-f-]+\.webp$/);
      const full = await sharp(await download(image.url)).metadata();
      expect(full.format).toBe('webp');
      // Resized to fit 1600x1600, never larger.
      expect([full.width, full.height]).toEqual([FULL_IMAGE_MAX.width, 800]);
      const thumbnail = await sharp(await download(image.thumbnailUrl)).metadata();
      expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height]);
      const [row] = await t.db.select().from(warehouseImages).where(eq(warehouseImages.id, image.id));
      expect(row).toMatchObject({ warehouseId: null, uploadedBy: owner.user.id });
    });
  }

  it('judges by content, not by name: a text file named x.jpg is 415 and nothing is stored', async () => {
    const before = await pendingRows();
    const response = await uploadImage(t, owner.headers, Buffer.from('just some text, not a picture\n'), {
      filename: 'x.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({ code: 'unsupported_media_type', message: IMAGE_MESSAGES.type });
    expect(await pendingRows()).toBe(before);
  });

  it('accepts a real picture whatever its name says', async () => {
    const response = await uploadImage(t, owner.headers, await makeImage('png'), { filename: 'notes.txt', contentType: 'text/plain' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a file that starts like a JPEG but is not one with 415', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const response = await uploadImage(t, owner.headers, fake, { filename: 'broken.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413 and the catalogue\'s message, storing nothing', async () => {
    const before = await pendingRows();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const response = await uploadImage(t, owner.headers, big, { filename: 'huge.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'payload_too_large', message: IMAGE_MESSAGES.tooLarge });
    expect(await pendingRows()).toBe(before);
  });

  it('asks for a file when the body has none, has it under another name or is not multipart', async () => {
    const wrongField = await uploadImage(t, owner.headers, await makeImage(), { field: 'picture' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(IMAGE_MESSAGES.required);

    const form = new FormData();
    form.append('note', 'no file here');
    const noFile = await postOwnerForm(form);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(IMAGE_MESSAGES.required);

    const json = await t.app.inject({ method: 'POST', url: '/api/warehouse-images', headers: owner.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(IMAGE_MESSAGES.required);
  });

  it('takes one file per request', async () => {
    const png = await makeImage();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const before = await pendingRows();
    const response = await postOwnerForm(form);
    // The first file is taken; the second is never read.
    expect(response.statusCode).toBe(201);
    expect(await pendingRows()).toBe(before + 1);
  });

  it('writes an activity-log entry for the upload', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.activityType, 'warehouse_image.uploaded'));
    expect(entries.some((entry) => entry.userId === owner.user.id && JSON.stringify(entry.activityData).includes(image.id))).toBe(true);
  });

  it('is documented in the OpenAPI document as a multipart upload of one binary "file"', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/warehouse-images'].post;
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415', '429']);
  });

  it('builds multipart bodies the way browsers do (sanity check of the test helper)', async () => {
    const { headers } = await multipartBody(new Uint8Array([1, 2, 3]));
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('DELETE /api/warehouse-images/:id', () => {
  it('lets the uploader remove a pending upload with its files', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: owner.headers });
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(warehouseImages, eq(warehouseImages.id, image.id))).toBe(0);
    expect(await fileExists(t, image.url)).toBe(false);
    expect(await fileExists(t, image.thumbnailUrl)).toBe(false);
  });

  it('refuses someone else\'s upload with "Unauthorized to delete this image" and keeps it', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: otherOwner.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'forbidden', message: 'Unauthorized to delete this image' });
    expect(await fileExists(t, image.url)).toBe(true);
  });

  it('leaves an image saved with a warehouse to the warehouse form (409), and someone else\'s saved image is still 403', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    expect((await saveWarehouseWith('With picture', [image.id])).statusCode).toBe(201);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: owner.headers });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toEqual({ code: 'image_already_saved', message: IMAGE_MESSAGES.alreadySaved });
    const other = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: otherOwner.headers });
    expect(other.statusCode).toBe(403);
    expect(await fileExists(t, image.url)).toBe(true);
  });

  it('lets an administrator remove anyone\'s pending upload', async () => {
    const image = await uploadPendingImage(t, otherOwner.headers);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(204);
  });

  it('answers 404 for an unknown image and 401 when signed out', async () => {
    const unknown = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${randomUUID()}`, headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${randomUUID()}` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('deleteExpiredUploads', () => {
  it('deletes pending uploads older than 24 hours with their files, and keeps fresh and saved ones', async () => {
    const [old, fresh, oldSaved] = await uploadPendingImages(t, owner.headers, 3);
    await saveWarehouseWith('Saved pictures', [oldSaved.id]);
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const image of [old, oldSaved]) {
      await t.db.update(warehouseImages).set({ createdAt: dayAndAnHourAgo }).where(eq(warehouseImages.id, image.id));
    }

    const deleted = await deleteExpiredUploads({ db: t.db, storage: t.storage, log: t.app.log });
    expect(deleted).toBeGreaterThanOrEqual(1);
    const remaining = new Set((await t.db.select({ id: warehouseImages.id }).from(warehouseImages)).map((row) => row.id));
    expect(remaining.has(old.id)).toBe(false);
    expect(remaining.has(fresh.id)).toBe(true);
    expect(remaining.has(oldSaved.id)).toBe(true);
    expect(await t.storage.read(storageKeyOf(old.url))).toBeNull();
    expect(await t.storage.read(storageKeyOf(old.thumbnailUrl))).toBeNull();
    expect(await fileExists(t, fresh.url)).toBe(true);
    expect(await fileExists(t, oldSaved.url)).toBe(true);
    // An expired upload can no longer be attached.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/warehouses',
      headers: owner.headers,
      payload: {
        name: 'Too late',
        address: 'Kai 1',
        city: 'Tallinn',
        country: 'Estonia',
        postalCode: '10111',
        spaces: [{ spaceTypeId: reference.spaceTypes[0]!.id, sizeM2: 10, pricePerM2Cents: 100 }],
        imageIds: [old.id],
      },
    });
    expect(late.statusCode).toBe(400);
    // Nothing left to do on a second run.
    expect(await deleteExpiredUploads({ db: t.db, storage: t.storage, log: t.app.log })).toBe(0);
  });
});
