import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingReceiptsResponse, ReceiptVerification, RecordReceiptBody, WarehouseReceipt } from '@shared/contracts/receipts';
import { addDays, todayUtc } from '@shared/dates';
import { BOOKING_MESSAGES, GENERIC_MESSAGES, RECEIPT_MESSAGES } from '@shared/errors';
import { conversations, mailOutbox, messages, notifications, profiles } from '../../db/schema';
import { allocateDocumentNumber } from '../../platform/document-numbers';
import { pdfText } from '../../platform/pdf-text.test-support';
import { invoicingCalls } from '../invoices/invoices.test-support';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { type BookingCaller, bookingCallers, itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';

const t = useTestApp();
const [admin, trader, otherTrader, owner, otherOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner, CAST.otherOwner);

const YEAR = new Date().getUTCFullYear();
const NUMBER = new RegExp(`^WR-${YEAR}-\\d{6}$`);

const { call, activeBooking, goods: goodsOf } = invoicingCalls(t, { admin, trader, owner });

function goods(spaceId: string, overrides: Partial<RecordReceiptBody> = {}): RecordReceiptBody {
  return goodsOf(spaceId, { marks: 'LOT 2026-114', ...overrides });
}

async function record(who: SignedInUser, booking: { id: string; spaceId: string }, overrides: Partial<RecordReceiptBody> = {}): Promise<WarehouseReceipt> {
  const response = await call('POST', who, `/api/bookings/${booking.id}/receipts`, goods(booking.spaceId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WarehouseReceipt>();
}

function counterOf(number: string): number {
  return Number(number.slice(-6));
}

async function verify(path: string) {
  return call('GET', null, `/api${path}`);
}

describe('permission matrix', () => {
  let booking: { id: string; spaceId: string };
  let verificationPath: string;
  let pdfPath: string;

  beforeAll(async () => {
    booking = await activeBooking();
    ({ verificationPath, pdfPath } = await record(owner, booking));
  });

  const routes: MatrixRoute<BookingCaller>[] = [
    {
      name: 'GET /api/bookings/:id/receipts',
      call: () => ({ method: 'GET', url: `/api/bookings/${booking.id}/receipts` }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 },
    },
    {
      name: 'POST /api/bookings/:id/receipts',
      call: () => ({ method: 'POST', url: `/api/bookings/${booking.id}/receipts`, payload: goods(booking.spaceId) }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 201, otherOwner: 404, admin: 201 },
    },
    {
      name: 'GET /api/receipts/:id/pdf',
      call: () => ({ method: 'GET', url: pdfPath }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 },
    },
    {
      name: 'GET /api/receipts/verify/:token',
      call: () => ({ method: 'GET', url: `/api${verificationPath}` }),
      expected: { visitor: 200, trader: 200, otherTrader: 200, owner: 200, otherOwner: 200, admin: 200 },
    },
  ];

  itAnswersEachCaller(t, bookingCallers({ admin, trader, otherTrader, owner, otherOwner }), routes, {
    403: { code: 'forbidden', message: GENERIC_MESSAGES.permission },
    404: { code: 'not_found', message: expect.stringMatching(new RegExp(`^(${BOOKING_MESSAGES.notFound.replace(/[.?]/g, '\\$&')}|${RECEIPT_MESSAGES.notFound})$`)) as unknown as string },
  });

  it('prints the receipt as an A4 PDF with its goods and the address of its verification page, the same bytes each time', async () => {
    const response = await call('GET', trader, pdfPath);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const receipt = (await call('GET', trader, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>().items.find((item) => item.pdfPath === pdfPath)!;
    for (const expected of [receipt.number, 'Canned tomatoes', 'LOT 2026-114']) expect(text).toContain(expected);
    // The address is printed whole, wrapped where the line ends.
    expect(text.replace(/\s+/g, '')).toContain(`${t.config.publicUrl}${receipt.verificationPath}`);
    expect(response.headers['content-disposition']).toBe(`inline; filename="${receipt.number}.pdf"`);
    expect((await call('GET', admin, pdfPath)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('corrects only for the warehouse\'s owner or an administrator; anyone else of the booking is refused, others get its 404', async () => {
    const receipt = await record(owner, booking);
    const url = `/api/receipts/${receipt.id}/correction`;
    expect((await call('POST', null, url, goods(booking.spaceId))).statusCode).toBe(401);
    expect((await call('POST', trader, url, goods(booking.spaceId))).statusCode).toBe(403);
    expect((await call('POST', otherOwner, url, goods(booking.spaceId))).json().error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.notFound });
    expect((await call('POST', admin, url, goods(booking.spaceId))).statusCode).toBe(201);
  });
});

describe('POST /api/bookings/:id/receipts', () => {
  it('issues a numbered, valid receipt with everything in store, a system message, and notices for everyone but the recorder', async () => {
    const booking = await activeBooking();
    await t.db.insert(profiles).values({ userId: trader.user.id, companyName: 'Tomato Trading OÜ' }).onConflictDoUpdate({ target: profiles.userId, set: { companyName: 'Tomato Trading OÜ' } });

    const receipt = await record(owner, booking, { condition: 'damaged', damageNote: 'Two pallets wet', quantity: 20.5 });
    expect(receipt).toMatchObject({
      number: expect.stringMatching(NUMBER),
      status: 'valid',
      bookingSpace: { id: booking.spaceId },
      commodity: 'Canned tomatoes',
      packaging: 'pallets',
      quantity: 20.5,
      quantityUnit: 'pallets',
      quantityInStore: 20.5,
      grossWeightKg: 14_250.5,
      marks: 'LOT 2026-114',
      condition: 'damaged',
      damageNote: 'Two pallets wet',
      supersedes: null,
      supersededBy: null,
      verificationPath: expect.stringMatching(/^\/receipts\/verify\/[A-Za-z0-9_-]{43}$/),
      canCorrect: true,
    });

    const thread = await t.db
      .select({ body: messages.body, isSystemMessage: messages.isSystemMessage })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.bookingId, booking.id))
      .orderBy(asc(messages.createdAt));
    expect(thread.at(-2)).toEqual({ isSystemMessage: true, body: expect.stringContaining('20.50 pallets of Canned tomatoes into') });
    expect(thread.at(-2)!.body).toContain(`Warehouse receipt ${receipt.number}.`);
    // The first goods stored issue the booking's invoice (issue #38): its message follows.
    expect(thread.at(-1)).toEqual({ isSystemMessage: true, body: expect.stringMatching(/^Invoice INV-\d{4}-\d{6} issued to the trader\.$/) });

    const notified = await t.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.type, 'goods_received')));
    const ids = notified.map((row) => row.userId);
    expect(ids).toEqual(expect.arrayContaining([trader.user.id, admin.user.id]));
    expect(ids).not.toContain(owner.user.id);
    expect(notified.every((row) => row.title === 'Goods received')).toBe(true);

    // The depositor's company is the one at issue: a later change of the profile leaves the receipt as issued.
    await t.db.update(profiles).set({ companyName: 'Renamed Ltd' }).where(eq(profiles.userId, trader.user.id));
    const verification = (await verify(receipt.verificationPath)).json<ReceiptVerification>();
    expect(verification.depositorCompany).toBe('Tomato Trading OÜ');
  });

  it('tells the owner when an administrator records, never the administrator who did, and e-mails the depositor with a link to the booking', async () => {
    const booking = await activeBooking();
    const receipt = await record(admin, booking);
    const notified = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.type, 'goods_received')));
    const ids = notified.map((row) => row.userId);
    expect(ids).toEqual(expect.arrayContaining([trader.user.id, owner.user.id]));
    expect(ids).not.toContain(admin.user.id);
    expect(ids).toHaveLength(new Set(ids).size);

    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, trader.user.email));
    const receiptMail = mail.find((row) => row.textBody.includes(receipt.number));
    expect(receiptMail?.subject).toMatch(/^Goods received/);
    expect(receiptMail?.textBody).toContain(`/bookings/${booking.id}`);
  });

  it('numbers receipts one after the other, and several arrivals on one booking are listed newest first', async () => {
    const booking = await activeBooking();
    const first = await record(owner, booking);
    const second = await record(admin, booking, { commodity: 'Olive oil' });
    expect(counterOf(second.number)).toBe(counterOf(first.number) + 1);
    const list = (await call('GET', trader, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>();
    expect(list.items.map((item) => item.number)).toEqual([second.number, first.number]);
    // The trader reads them, but neither records nor corrects.
    expect(list.canRecord).toBe(false);
    expect(list.items.every((item) => !item.canCorrect)).toBe(true);
    expect((await call('GET', owner, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>().canRecord).toBe(true);
  });

  it('answers bad input with the message of each field, and writes nothing', async () => {
    const booking = await activeBooking();
    const cases: [Partial<RecordReceiptBody> | Record<string, unknown>, string, string][] = [
      [{ receivedOn: '' }, 'receivedOn', RECEIPT_MESSAGES.receivedOnRequired],
      [{ receivedOn: '2026-02-30' }, 'receivedOn', RECEIPT_MESSAGES.receivedOnRequired],
      [{ commodity: '   ' }, 'commodity', RECEIPT_MESSAGES.commodityRequired],
      [{ packaging: 'crates' }, 'packaging', RECEIPT_MESSAGES.packagingRequired],
      [{ quantity: 0 }, 'quantity', RECEIPT_MESSAGES.quantityInvalid],
      [{ quantity: 1.005 }, 'quantity', RECEIPT_MESSAGES.quantityInvalid],
      [{ quantity: '20' }, 'quantity', RECEIPT_MESSAGES.quantityInvalid],
      [{ quantityUnit: '' }, 'quantityUnit', RECEIPT_MESSAGES.unitRequired],
      [{ grossWeightKg: -1 }, 'grossWeightKg', RECEIPT_MESSAGES.weightInvalid],
      [{ grossWeightKg: 2_000_000_000 }, 'grossWeightKg', RECEIPT_MESSAGES.weightInvalid],
      [{ condition: 'damaged', damageNote: '' }, 'damageNote', RECEIPT_MESSAGES.damageNoteRequired],
      [{ bookingSpaceId: 'space-1' }, 'bookingSpaceId', RECEIPT_MESSAGES.spaceRequired],
      [{ commodity: 'x'.repeat(501) }, 'commodity', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', owner, `/api/bookings/${booking.id}/receipts`, { ...goods(booking.spaceId), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const fields = response.json().error.details as Record<string, string[]>;
      expect(Object.keys(fields), JSON.stringify(overrides)).toContain(field);
      if (message) expect(fields[field]).toContain(message);
    }
    const unknownField = await call('POST', owner, `/api/bookings/${booking.id}/receipts`, { ...goods(booking.spaceId), price: 100 });
    expect(unknownField.statusCode).toBe(400);
    expect((await call('GET', owner, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>().items).toEqual([]);
  });

  it('refuses a space of another booking, a date ahead of every calendar, and a date before the booking', async () => {
    const booking = await activeBooking();
    const other = await activeBooking();
    const refusals: [Partial<RecordReceiptBody>, string, string][] = [
      [{ bookingSpaceId: other.spaceId }, 'bookingSpaceId', RECEIPT_MESSAGES.spaceNotInBooking],
      [{ bookingSpaceId: randomUUID() }, 'bookingSpaceId', RECEIPT_MESSAGES.spaceNotInBooking],
      [{ receivedOn: addDays(todayUtc(), 2) }, 'receivedOn', RECEIPT_MESSAGES.receivedOnInFuture],
      [{ receivedOn: addDays(todayUtc(), -2) }, 'receivedOn', RECEIPT_MESSAGES.receivedOnBeforeBooking],
    ];
    for (const [overrides, field, message] of refusals) {
      const response = await call('POST', owner, `/api/bookings/${booking.id}/receipts`, goods(booking.spaceId, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_error', message, details: { [field]: [message] } });
    }
    // Tomorrow is someone's today.
    await record(owner, booking, { receivedOn: addDays(todayUtc(), 1) });
  });

  it('refuses goods on a booking that is no longer active (409)', async () => {
    const booking = await activeBooking();
    expect((await call('POST', admin, `/api/bookings/${booking.id}/cancel`, { reason: 'Withdrawn' })).statusCode).toBe(200);
    const response = await call('POST', owner, `/api/bookings/${booking.id}/receipts`, goods(booking.spaceId));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'booking_not_active', message: RECEIPT_MESSAGES.bookingNotActive });
    expect((await call('GET', owner, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>().canRecord).toBe(false);
  });

  it('answers a path that names no booking, and an unknown booking, with 404', async () => {
    const malformed = await call('POST', owner, '/api/bookings/not-a-uuid/receipts', goods(randomUUID()));
    expect(malformed.statusCode, malformed.body).toBe(404);
    const missing = await call('POST', owner, `/api/bookings/${randomUUID()}/receipts`, goods(randomUUID()));
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/receipts/:id/correction', () => {
  it('issues a new receipt that supersedes the old one, which stays as issued and says what replaced it', async () => {
    const booking = await activeBooking();
    const original = await record(owner, booking, { quantity: 20 });
    const response = await call('POST', owner, `/api/receipts/${original.id}/correction`, goods(booking.spaceId, { quantity: 19 }));
    expect(response.statusCode, response.body).toBe(201);
    const correction = response.json<WarehouseReceipt>();
    expect(correction).toMatchObject({ status: 'valid', quantity: 19, supersedes: { id: original.id, number: original.number }, supersededBy: null });
    expect(counterOf(correction.number)).toBeGreaterThan(counterOf(original.number));

    const list = (await call('GET', trader, `/api/bookings/${booking.id}/receipts`)).json<BookingReceiptsResponse>();
    const old = list.items.find((item) => item.id === original.id)!;
    expect(old).toMatchObject({ status: 'superseded', quantity: 20, supersededBy: { id: correction.id, number: correction.number } });

    const page = (await verify(original.verificationPath)).json<ReceiptVerification>();
    expect(page).toMatchObject({ number: original.number, status: 'superseded', supersededByNumber: correction.number, quantity: 20 });

    // A superseded receipt is not corrected again: its correction is.
    const again = await call('POST', owner, `/api/receipts/${original.id}/correction`, goods(booking.spaceId));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'receipt_not_correctable', message: RECEIPT_MESSAGES.notCorrectable });
  });

  it('answers an unknown receipt with 404', async () => {
    const response = await call('POST', admin, `/api/receipts/${randomUUID()}/correction`, goods(randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: RECEIPT_MESSAGES.notFound });
  });
});

describe('GET /api/receipts/verify/:token', () => {
  it('shows the goods, the warehouse and the depositor, and nothing about prices or people', async () => {
    const booking = await activeBooking();
    const receipt = await record(owner, booking);
    const response = await verify(receipt.verificationPath);
    expect(response.statusCode).toBe(200);
    const body = response.json<ReceiptVerification>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'commodity', 'condition', 'damageNote', 'depositorCompany', 'grossWeightKg', 'issuedAt', 'issuer', 'marks', 'number', 'packaging',
        'quantity', 'quantityInStore', 'quantityUnit', 'receivedOn', 'status', 'supersededByNumber', 'warehouse',
      ].sort(),
    );
    expect(Object.keys(body.warehouse).sort()).toEqual(['city', 'country', 'name']);
    // The issuer is the agent as its settings name it: no IBAN, VAT number or other detail of the settings.
    expect(body.issuer).toEqual({ name: '24WM OÜ', address: 'Tallinn, Estonia' });
    expect(response.body).not.toContain(trader.user.email);
    expect(response.body).not.toMatch(/cents|price/i);
  });

  it('answers a token no receipt has with 404 and a message for the reader', async () => {
    const response = await call('GET', null, '/api/receipts/verify/not-a-real-token');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: RECEIPT_MESSAGES.verificationNotFound });
  });
});

describe('document numbers', () => {
  it('gives numbers issued at once consecutive counters, none missing and none repeated', async () => {
    const booking = await activeBooking();
    const issued = await Promise.all(Array.from({ length: 12 }, () => call('POST', owner, `/api/bookings/${booking.id}/receipts`, goods(booking.spaceId))));
    expect(issued.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const counters = issued.map((response) => counterOf(response.json<WarehouseReceipt>().number)).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 12 }, (_, index) => counters[0]! + index));
  });

  it('takes back the number of a transaction that rolls back, so the next one has no gap', async () => {
    const series = 'WR';
    const at = new Date(Date.UTC(2040, 5, 1));
    const first = await t.db.transaction((tx) => allocateDocumentNumber(tx, series, at));
    await expect(
      t.db.transaction(async (tx) => {
        await allocateDocumentNumber(tx, series, at);
        throw new Error('the issue failed after its number was taken');
      }),
    ).rejects.toThrow('the issue failed');
    const next = await t.db.transaction((tx) => allocateDocumentNumber(tx, series, at));
    expect(first).toBe('WR-2040-000001');
    expect(next).toBe('WR-2040-000002');
    // A new year starts again at 1.
    expect(await t.db.transaction((tx) => allocateDocumentNumber(tx, series, new Date(Date.UTC(2041, 0, 1))))).toBe('WR-2041-000001');
  });
});
