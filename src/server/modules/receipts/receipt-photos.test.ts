import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingReceiptsResponse, ReceiptVerification, RecordReceiptBody, UploadedReceiptPhoto, WarehouseReceipt } from '@shared/contracts/receipts';
import { BOOKING_MESSAGES, GENERIC_MESSAGES, IMAGE_MESSAGES, RECEIPT_MESSAGES } from '@shared/errors';
import { receiptPhotos } from '../../db/schema';
import { invoicingCalls } from '../invoices/invoices.test-support';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { type BookingCaller, bookingCallers, itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';
import { makeImage, multipartBody } from '../../../../tests/api/uploads';
import { deleteExpiredReceiptPhotos } from './receipt-photos.service';

const t = useTestApp();
const [admin, trader, otherTrader, owner, otherOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner, CAST.otherOwner);

type Booking = { id: string; spaceId: string };

const { call, activeBooking, goods: goodsOf } = invoicingCalls(t, { admin, trader, owner });

function goods(booking: Booking, photoIds: string[], overrides: Partial<RecordReceiptBody> = {}): RecordReceiptBody {
  return goodsOf(booking.spaceId, { photoIds, ...overrides });
}

async function uploadFile(who: SignedInUser | null, bookingId: string, bytes: Uint8Array, options: { filename?: string; contentType?: string } = {}) {
  const body = await multipartBody(bytes, options);
  return t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/receipt-photos`, headers: { ...(who?.headers ?? {}), ...body.headers }, payload: body.payload });
}

/** A pending photo of the booking, taken by `who` from a JPEG of `width` x `height`. */
async function uploadPhoto(who: SignedInUser, bookingId: string, width = 64, height = 48): Promise<UploadedReceiptPhoto> {
  const response = await uploadFile(who, bookingId, await makeImage('jpeg', width, height), { filename: 'goods.jpg', contentType: 'image/jpeg' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedReceiptPhoto>();
}

async function record(who: SignedInUser, booking: Booking, photoIds: string[]) {
  return call('POST', who, `/api/bookings/${booking.id}/receipts`, goods(booking, photoIds));
}

async function storedKeysOf(photoId: string) {
  const [row] = await t.db.select().from(receiptPhotos).where(eq(receiptPhotos.id, photoId));
  return row;
}

async function fileExists(key: string): Promise<boolean> {
  const file = await t.storage.read(key);
  file?.stream.destroy();
  return file !== null;
}

describe('POST /api/bookings/:id/receipt-photos', () => {
  let booking: Booking;
  beforeAll(async () => {
    booking = await activeBooking();
  });

  it("takes the warehouse's owner's photo as a private, re-encoded pending photo of the booking", async () => {
    const photo = await uploadPhoto(owner, booking.id, 320, 200);
    expect(photo).toEqual({ id: expect.any(String), url: `/api/receipt-photos/${photo.id}`, thumbnailUrl: `/api/receipt-photos/${photo.id}/thumbnail` });
    const row = (await storedKeysOf(photo.id))!;
    expect(row).toMatchObject({ bookingId: booking.id, receiptId: null, uploadedBy: owner.user.id, width: 320, height: 200 });
    expect(row.storageKey).toMatch(/^receipt-photos\/[0-9a-f-]{36}\.webp$/);
    expect(row.thumbnailKey).toBe(row.storageKey.replace(/\.webp$/, '.thumb.webp'));
    expect(await fileExists(row.storageKey)).toBe(true);
    // Never at a public address.
    const direct = await t.app.inject({ method: 'GET', url: `/files/${row.storageKey}` });
    expect(direct.statusCode).toBe(404);
  });

  it('lets an administrator take one too', async () => {
    await uploadPhoto(admin, booking.id);
  });

  it('refuses the trader (403: not the role), another owner (404: not their booking) and a visitor (401)', async () => {
    const image = await makeImage('png');
    const byTrader = await uploadFile(trader, booking.id, image);
    expect(byTrader.statusCode).toBe(403);
    expect(byTrader.json().error).toEqual({ code: 'forbidden', message: GENERIC_MESSAGES.permission });
    const byOtherOwner = await uploadFile(otherOwner, booking.id, image);
    expect(byOtherOwner.statusCode).toBe(404);
    expect(byOtherOwner.json().error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.notFound });
    expect((await uploadFile(null, booking.id, image)).statusCode).toBe(401);
    expect((await uploadFile(owner, randomUUID(), image)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name says, with the image message (415)', async () => {
    const response = await uploadFile(owner, booking.id, new TextEncoder().encode('plain text, not a picture'), { filename: 'goods.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({ code: 'unsupported_media_type', message: IMAGE_MESSAGES.type });
  });

  it('refuses a photo on a booking that is no longer active (409)', async () => {
    const cancelled = await activeBooking();
    expect((await call('POST', admin, `/api/bookings/${cancelled.id}/cancel`, { reason: 'Withdrawn' })).statusCode).toBe(200);
    const response = await uploadFile(owner, cancelled.id, await makeImage('png'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'booking_not_active', message: RECEIPT_MESSAGES.bookingNotActive });
  });

  it('is documented in the OpenAPI document as a multipart upload with its refusals', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const upload = doc.paths['/api/bookings/{id}/receipt-photos'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(upload.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '429']);
    expect(upload.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['id']);
    for (const path of ['/api/receipt-photos/{id}', '/api/receipt-photos/{id}/thumbnail']) expect(doc.paths[path].get.responses).toHaveProperty('404');
    expect(doc.paths['/api/receipt-photos/{id}'].delete.responses).toHaveProperty('409');
  });
});

describe('photos on a receipt', () => {
  let booking: Booking;
  beforeAll(async () => {
    booking = await activeBooking();
  });

  it('attaches the photos the receipt names, in that order, and lists them on the booking', async () => {
    const first = await uploadPhoto(owner, booking.id, 200, 100);
    const second = await uploadPhoto(owner, booking.id, 100, 200);
    const response = await record(owner, booking, [second.id, first.id]);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<WarehouseReceipt>();
    expect(receipt.photos).toEqual([
      { ...second, width: 100, height: 200 },
      { ...first, width: 200, height: 100 },
    ]);
    const listed = (await call('GET', trader, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>();
    expect(listed.items.find((item) => item.id === receipt.id)!.photos.map((photo) => photo.id)).toEqual([second.id, first.id]);
    // The public verification page shows the goods, never their photos.
    const verification = (await call('GET', null, `/api${receipt.verificationPath}`)).json<ReceiptVerification>();
    expect(JSON.stringify(verification)).not.toContain('receipt-photos');
    expect(verification).not.toHaveProperty('photos');
  });

  it('records without photos as before (photoIds defaults to none)', async () => {
    const { photoIds: _none, ...withoutPhotos } = goods(booking, []);
    const response = await call('POST', owner, `/api/bookings/${booking.id}/receipts`, withoutPhotos);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<WarehouseReceipt>().photos).toEqual([]);
  });

  it('refuses more than 10 photos on the field, before anything is written', async () => {
    const ids = Array.from({ length: 11 }, () => randomUUID());
    const response = await record(owner, booking, ids);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ photoIds: [RECEIPT_MESSAGES.photosTooMany] });
  });

  it('takes exactly 10', async () => {
    const photos: string[] = [];
    for (let index = 0; index < 10; index++) photos.push((await uploadPhoto(owner, booking.id)).id);
    const response = await record(owner, booking, photos);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<WarehouseReceipt>().photos.map((photo) => photo.id)).toEqual(photos);
  });

  it("refuses a photo of another booking, one already on a receipt, an unknown one, the same one twice, and another uploader's (unless an administrator records)", async () => {
    const other = await activeBooking();
    const elsewhere = await uploadPhoto(owner, other.id);
    const attached = await uploadPhoto(owner, booking.id);
    expect((await record(owner, booking, [attached.id])).statusCode).toBe(201);
    const fresh = await uploadPhoto(owner, booking.id);
    const byAdministrator = await uploadPhoto(admin, booking.id);
    for (const photoIds of [[fresh.id, elsewhere.id], [attached.id], [randomUUID()], [fresh.id, fresh.id], [byAdministrator.id]]) {
      const response = await record(owner, booking, photoIds);
      expect(response.statusCode, JSON.stringify(photoIds)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_error', details: { photoIds: [RECEIPT_MESSAGES.photoNotAvailable] } });
    }
    // Nothing was written: the fresh photo is still pending and can go on the next receipt.
    expect((await storedKeysOf(fresh.id))!.receiptId).toBeNull();
    const byAdmin = await record(admin, booking, [fresh.id, byAdministrator.id]);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json<WarehouseReceipt>().photos.map((photo) => photo.id)).toEqual([fresh.id, byAdministrator.id]);
  });

  it('a correction takes its own new photos; the corrected receipt keeps its own', async () => {
    const original = await uploadPhoto(owner, booking.id);
    const first = (await record(owner, booking, [original.id])).json<WarehouseReceipt>();
    const replacement = await uploadPhoto(owner, booking.id);
    const corrected = await call('POST', owner, `/api/receipts/${first.id}/correction`, goods(booking, [replacement.id], { quantity: 19 }));
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json<WarehouseReceipt>().photos.map((photo) => photo.id)).toEqual([replacement.id]);
    const listed = (await call('GET', owner, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>();
    expect(listed.items.find((item) => item.id === first.id)!.photos.map((photo) => photo.id)).toEqual([original.id]);
    // The old receipt's photo cannot move to the correction.
    const again = await call('POST', owner, `/api/receipts/${corrected.json<WarehouseReceipt>().id}/correction`, goods(booking, [original.id]));
    expect(again.statusCode).toBe(400);
  });
});

describe('serving a photo', () => {
  let booking: Booking;
  let photo: WarehouseReceipt['photos'][number];
  let pending: UploadedReceiptPhoto;
  beforeAll(async () => {
    booking = await activeBooking();
    const uploaded = await uploadPhoto(owner, booking.id, 900, 600);
    photo = (await record(owner, booking, [uploaded.id])).json<WarehouseReceipt>().photos[0]!;
    pending = await uploadPhoto(owner, booking.id);
  });

  const onTheBooking = { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 };
  const routes: MatrixRoute<BookingCaller>[] = [
    { name: 'GET /api/receipt-photos/:id', call: () => ({ method: 'GET', url: photo.url }), expected: onTheBooking },
    { name: 'GET /api/receipt-photos/:id/thumbnail', call: () => ({ method: 'GET', url: photo.thumbnailUrl }), expected: onTheBooking },
    { name: 'GET /api/receipt-photos/:id (pending)', call: () => ({ method: 'GET', url: pending.url }), expected: onTheBooking },
  ];
  itAnswersEachCaller(t, bookingCallers({ admin, trader, otherTrader, owner, otherOwner }), routes, { 404: { code: 'not_found', message: RECEIPT_MESSAGES.photoNotFound } });

  it('answers WebP bytes a shared cache must not keep, the full image and its thumbnail', async () => {
    const full = await call('GET', trader, photo.url);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 900, height: 600 });
    const thumbnail = await call('GET', admin, photo.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toMatch(/^private, /);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  it('answers a missing photo with the same 404 as a stranger gets', async () => {
    const response = await call('GET', trader, `/api/receipt-photos/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: RECEIPT_MESSAGES.photoNotFound });
  });
});

describe('DELETE /api/receipt-photos/:id', () => {
  let booking: Booking;
  beforeAll(async () => {
    booking = await activeBooking();
  });

  it('lets the uploader remove a pending photo with its files', async () => {
    const photo = await uploadPhoto(owner, booking.id);
    const keys = (await storedKeysOf(photo.id))!;
    const response = await call('DELETE', owner, `/api/receipt-photos/${photo.id}`);
    expect(response.statusCode).toBe(204);
    expect(await storedKeysOf(photo.id)).toBeUndefined();
    expect(await fileExists(keys.storageKey)).toBe(false);
    expect(await fileExists(keys.thumbnailKey)).toBe(false);
  });

  it("lets an administrator remove anyone's; refuses the trader (403), a stranger (404) and a visitor (401)", async () => {
    const photo = await uploadPhoto(owner, booking.id);
    const byTrader = await call('DELETE', trader, `/api/receipt-photos/${photo.id}`);
    expect(byTrader.statusCode).toBe(403);
    expect(byTrader.json().error).toEqual({ code: 'forbidden', message: IMAGE_MESSAGES.deleteForbidden });
    expect((await call('DELETE', otherOwner, `/api/receipt-photos/${photo.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', null, `/api/receipt-photos/${photo.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', owner, `/api/receipt-photos/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('DELETE', admin, `/api/receipt-photos/${photo.id}`)).statusCode).toBe(204);
  });

  it('keeps a photo that is on an issued receipt (409)', async () => {
    const photo = await uploadPhoto(owner, booking.id);
    expect((await record(owner, booking, [photo.id])).statusCode).toBe(201);
    const response = await call('DELETE', owner, `/api/receipt-photos/${photo.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'image_already_saved', message: RECEIPT_MESSAGES.photoOnReceipt });
    expect((await call('GET', trader, photo.url)).statusCode).toBe(200);
  });
});

describe('deleteExpiredReceiptPhotos', () => {
  it('deletes pending photos older than 24 hours with their files, and keeps fresh ones and those on receipts', async () => {
    const booking = await activeBooking();
    const old = await uploadPhoto(owner, booking.id);
    const fresh = await uploadPhoto(owner, booking.id);
    const oldAttached = await uploadPhoto(owner, booking.id);
    expect((await record(owner, booking, [oldAttached.id])).statusCode).toBe(201);
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const photo of [old, oldAttached]) await t.db.update(receiptPhotos).set({ createdAt: dayAndAnHourAgo }).where(eq(receiptPhotos.id, photo.id));
    const oldKeys = (await storedKeysOf(old.id))!;

    expect(await deleteExpiredReceiptPhotos({ db: t.db, storage: t.storage, log: t.app.log })).toBeGreaterThanOrEqual(1);
    expect(await storedKeysOf(old.id)).toBeUndefined();
    expect(await fileExists(oldKeys.storageKey)).toBe(false);
    expect(await fileExists(oldKeys.thumbnailKey)).toBe(false);
    expect(await storedKeysOf(fresh.id)).toBeDefined();
    expect((await call('GET', trader, oldAttached.url)).statusCode).toBe(200);
    // An expired photo can no longer be attached.
    expect((await record(owner, booking, [old.id])).statusCode).toBe(400);
    expect(await deleteExpiredReceiptPhotos({ db: t.db, storage: t.storage, log: t.app.log })).toBe(0);
  });
});
