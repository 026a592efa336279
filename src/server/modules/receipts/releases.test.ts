import { and, desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@shared/contracts/invoices';
import type { ReceiptVerification, WarehouseReceipt } from '@shared/contracts/receipts';
import type { BookingReleasesResponse, GoodsRelease, RequestReleaseBody } from '@shared/contracts/releases';
import { addDays, todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, RELEASE_MESSAGES } from '@shared/errors';
import { formatBookingNumber } from '../bookings/bookings.service';
import { conversations, mailOutbox, messages, notifications, warehouseReceipts } from '../../db/schema';
import { invoicingCalls } from '../invoices/invoices.test-support';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { type BookingCaller, bookingCallers, itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';

const t = useTestApp();
const [admin, trader, otherTrader, owner, otherOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner, CAST.otherOwner);

type Booking = { id: string; spaceId: string };

const invoicing = invoicingCalls(t, { admin, trader, owner });
const { call, activeBooking } = invoicing;

async function receive(booking: Booking, quantity = 20): Promise<WarehouseReceipt> {
  const response = await call('POST', owner, `/api/bookings/${booking.id}/receipts`, invoicing.goods(booking.spaceId, { quantity }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WarehouseReceipt>();
}

async function openInvoices(bookingId: string): Promise<InvoiceSummary[]> {
  const response = await call('GET', admin, `/api/bookings/${bookingId}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: InvoiceSummary[] }>().items.filter((item) => item.kind === 'invoice' && item.openCents > 0);
}

async function pay(invoice: InvoiceSummary, amountCents = invoice.openCents): Promise<void> {
  const response = await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: todayUtc(), amountCents, method: 'bank_transfer', reference: 'test' });
  expect(response.statusCode, response.body).toBe(201);
}

/** A booking whose goods arrived: its receipt, and its invoice, unpaid. */
async function storedGoods(quantity = 20): Promise<{ booking: Booking; receipt: WarehouseReceipt; invoice: InvoiceSummary }> {
  const booking = await activeBooking();
  const receipt = await receive(booking, quantity);
  const [invoice] = await openInvoices(booking.id);
  return { booking, receipt, invoice: invoice! };
}

function releaseOf(receipt: WarehouseReceipt, values: Partial<RequestReleaseBody> = {}): RequestReleaseBody {
  return { receiptId: receipt.id, quantity: 5, plannedOn: todayUtc(), carrier: 'Truck 123 ABC', ...values };
}

async function request(booking: Booking, body: RequestReleaseBody, who: SignedInUser = trader): Promise<GoodsRelease> {
  const response = await call('POST', who, `/api/bookings/${booking.id}/releases`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GoodsRelease>();
}

async function releases(bookingId: string, who: SignedInUser = trader): Promise<BookingReleasesResponse> {
  const response = await call('GET', who, `/api/bookings/${bookingId}/releases`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingReleasesResponse>();
}

async function threadTexts(bookingId: string): Promise<string[]> {
  const rows = await t.db
    .select({ body: messages.body })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.bookingId, bookingId), eq(messages.isSystemMessage, true)))
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map((row) => row.body);
}

async function noticesOf(userId: string, type: 'release_requested' | 'release_approved' | 'goods_released', text: string): Promise<string[]> {
  const rows = await t.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type), like(notifications.message, `%${text}%`)));
  return rows.map((row) => row.message);
}

async function receiptRow(id: string) {
  const [row] = await t.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id));
  return row!;
}

describe('permission matrix', () => {
  let booking: Booking;
  let receipt: WarehouseReceipt;
  let held: GoodsRelease;
  let released: GoodsRelease;

  beforeAll(async () => {
    const stored = await storedGoods();
    booking = stored.booking;
    receipt = stored.receipt;
    // One release goes all the way (paid for it, then confirmed); one waits on a later invoice.
    await pay(stored.invoice);
    released = await request(booking, releaseOf(receipt, { quantity: 2 }));
    const confirmed = await call('POST', owner, `/api/releases/${released.id}/confirmation`, { releasedOn: todayUtc(), quantity: 2 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const further = await call('POST', admin, `/api/bookings/${booking.id}/invoices`, {
      supplyFrom: todayUtc(),
      supplyTo: todayUtc(),
      lines: [{ description: 'Extra handling', quantity: 1, unit: 'job', unitPriceCents: 5_000 }],
    });
    expect(further.statusCode, further.body).toBe(201);
    held = await request(booking, releaseOf(receipt, { quantity: 3 }));
    expect(held.status).toBe('held');
  });

  const routes: MatrixRoute<BookingCaller>[] = [
    {
      name: 'GET /api/bookings/:id/releases',
      call: () => ({ method: 'GET', url: `/api/bookings/${booking.id}/releases` }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 },
    },
    {
      // More than is left: whoever may ask is refused by the rule, so the matrix changes nothing.
      name: 'POST /api/bookings/:id/releases',
      call: () => ({ method: 'POST', url: `/api/bookings/${booking.id}/releases`, payload: releaseOf(receipt, { quantity: 1_000 }) }),
      expected: { visitor: 401, trader: 409, otherTrader: 404, owner: 403, otherOwner: 404, admin: 409 },
    },
    {
      // An approval of a released release: refused by the machine for an administrator.
      name: 'POST /api/releases/:id/approval',
      call: () => ({ method: 'POST', url: `/api/releases/${released.id}/approval`, payload: { reason: 'Known customer' } }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 403, otherOwner: 403, admin: 409 },
    },
    {
      // A held release cannot be confirmed yet.
      name: 'POST /api/releases/:id/confirmation',
      call: () => ({ method: 'POST', url: `/api/releases/${held.id}/confirmation`, payload: { releasedOn: todayUtc(), quantity: 1 } }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 409, otherOwner: 404, admin: 409 },
    },
    {
      // Goods that left cannot be called back.
      name: 'POST /api/releases/:id/cancellation',
      call: () => ({ method: 'POST', url: `/api/releases/${released.id}/cancellation` }),
      expected: { visitor: 401, trader: 409, otherTrader: 404, owner: 403, otherOwner: 404, admin: 409 },
    },
  ];

  itAnswersEachCaller(t, bookingCallers({ admin, trader, otherTrader, owner, otherOwner }), routes, {
    403: { code: 'forbidden', message: GENERIC_MESSAGES.permission },
    404: { code: 'not_found', message: expect.any(String) as unknown as string },
  });

  it('shows the owner a held release and the invoice numbers it waits on, never what can be requested', async () => {
    const forOwner = await releases(booking.id, owner);
    const item = forOwner.items.find((release) => release.id === held.id)!;
    expect(item.status).toBe('held');
    expect(item.heldFor).toEqual(forOwner.unpaidInvoiceNumbers);
    expect(item.heldFor).toHaveLength(1);
    expect(item).toMatchObject({ canApprove: false, canConfirm: false, canCancel: false });
    expect(forOwner).toMatchObject({ canRequest: false, releasable: [] });
    // No amounts: the owner's answer carries numbers, never cents.
    expect(JSON.stringify(forOwner)).not.toMatch(/cents/i);
  });
});

describe('requesting a release', () => {
  it('holds it while an invoice is unpaid, saying why with the invoice numbers, in the thread and to the owner', async () => {
    const { booking, receipt, invoice } = await storedGoods();
    const release = await request(booking, releaseOf(receipt, { quantity: 8 }));
    expect(release).toMatchObject({ status: 'held', heldFor: [invoice.number], quantity: 8, approval: null, released: null, canCancel: true, canConfirm: false, canApprove: false });
    const [latest] = await threadTexts(booking.id);
    expect(latest).toContain(`${RELEASE_MESSAGES.held} Unpaid: ${invoice.number}.`);
    expect(latest).toContain(`8 pallets of Canned tomatoes from ${receipt.number}`);
    // The notice says the thread's sentence, after the booking's number.
    expect(await noticesOf(owner.user.id, 'release_requested', receipt.number)).toEqual([`Booking ${formatBookingNumber(booking.id)}: ${latest}`]);
    expect(await noticesOf(admin.user.id, 'release_requested', receipt.number)).toHaveLength(1);
    // The trader asked: they are not told of their own request.
    expect(await noticesOf(trader.user.id, 'release_requested', receipt.number)).toHaveLength(0);
    const forAdmin = await releases(booking.id, admin);
    expect(forAdmin.items[0]).toMatchObject({ id: release.id, canApprove: true, canConfirm: false, canCancel: true });
  });

  it('approves it at once when every invoice is paid', async () => {
    const { booking, receipt, invoice } = await storedGoods();
    await pay(invoice);
    const release = await request(booking, releaseOf(receipt));
    expect(release).toMatchObject({ status: 'approved', heldFor: [], approval: { reason: null } });
    const forOwner = await releases(booking.id, owner);
    expect(forOwner.items[0]).toMatchObject({ id: release.id, canConfirm: true, canCancel: false });
  });

  it('lets the releases of a receipt claim at most what is in store, and a cancellation frees its part', async () => {
    const { booking, receipt } = await storedGoods(10);
    const first = await request(booking, releaseOf(receipt, { quantity: 7.5 }));
    expect((await releases(booking.id)).releasable).toEqual([expect.objectContaining({ id: receipt.id, quantityInStore: 10, available: 2.5 })]);
    const tooMuch = await call('POST', trader, `/api/bookings/${booking.id}/releases`, releaseOf(receipt, { quantity: 2.51 }));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'quantity_not_available', message: RELEASE_MESSAGES.quantityNotAvailable('2.50', 'pallets') });
    await request(booking, releaseOf(receipt, { quantity: 2.5 }));
    const none = await call('POST', trader, `/api/bookings/${booking.id}/releases`, releaseOf(receipt, { quantity: 1 }));
    expect(none.json().error.message).toBe(RELEASE_MESSAGES.quantityNotAvailable('0', 'pallets'));
    expect(await releases(booking.id)).toMatchObject({ canRequest: false, releasable: [] });
    const cancelled = await call('POST', trader, `/api/releases/${first.id}/cancellation`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<GoodsRelease>()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await releases(booking.id)).releasable).toEqual([expect.objectContaining({ available: 7.5 })]);
    expect((await threadTexts(booking.id))[0]).toBe(`Release of 7.50 pallets of Canned tomatoes from ${receipt.number} cancelled.`);
    const again = await call('POST', trader, `/api/releases/${first.id}/cancellation`);
    expect(again.json().error).toEqual({ code: 'release_not_changeable', message: RELEASE_MESSAGES.notCancellable });
  });

  it('gives one of two requests racing for the last goods, and refuses the other', async () => {
    const { booking, receipt, invoice } = await storedGoods(6);
    await pay(invoice);
    const responses = await Promise.all([1, 2].map(() => call('POST', trader, `/api/bookings/${booking.id}/releases`, releaseOf(receipt, { quantity: 4 }))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 201)!.json<GoodsRelease>().status).toBe('approved');
    expect((await releases(booking.id)).items.filter((release) => release.status === 'approved')).toHaveLength(1);
  });

  it('refuses bad input with a message at its field, and a receipt of another booking', async () => {
    const { booking, receipt } = await storedGoods();
    const other = await storedGoods();
    const cases: [object, string, string][] = [
      [{ ...releaseOf(receipt), quantity: 0 }, 'quantity', RELEASE_MESSAGES.quantityInvalid],
      [{ ...releaseOf(receipt), quantity: 1.005 }, 'quantity', RELEASE_MESSAGES.quantityInvalid],
      [{ ...releaseOf(receipt), quantity: '5' }, 'quantity', RELEASE_MESSAGES.quantityInvalid],
      [{ ...releaseOf(receipt), plannedOn: '2026-02-30' }, 'plannedOn', RELEASE_MESSAGES.plannedOnRequired],
      [{ ...releaseOf(receipt), receiptId: 'nope' }, 'receiptId', RELEASE_MESSAGES.receiptRequired],
      [{ ...releaseOf(receipt), carrier: 'x'.repeat(201) }, 'carrier', expect.any(String) as unknown as string],
      [{ ...releaseOf(receipt), plannedOn: addDays(todayUtc(), -3) }, 'plannedOn', RELEASE_MESSAGES.plannedOnInPast],
      [releaseOf(other.receipt), 'receiptId', RELEASE_MESSAGES.receiptNotInBooking],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', trader, `/api/bookings/${booking.id}/releases`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details[field], JSON.stringify(payload)).toEqual([message]);
    }
    const unknownField = await call('POST', trader, `/api/bookings/${booking.id}/releases`, { ...releaseOf(receipt), price: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect(await releases(booking.id)).toMatchObject({ items: [] });
  });

  it('refuses a receipt whose goods cannot leave (superseded), and the correction of one with a release requested', async () => {
    const { booking, receipt } = await storedGoods();
    await request(booking, releaseOf(receipt));
    const correction = await call('POST', owner, `/api/receipts/${receipt.id}/correction`, invoicing.goods(booking.spaceId, { quantity: 19 }));
    expect(correction.statusCode).toBe(409);
    expect(correction.json().error).toEqual({ code: 'receipt_not_correctable', message: RELEASE_MESSAGES.hasOpenReleases });

    const fresh = await storedGoods();
    const corrected = await call('POST', owner, `/api/receipts/${fresh.receipt.id}/correction`, invoicing.goods(fresh.booking.spaceId, { quantity: 19 }));
    expect(corrected.statusCode, corrected.body).toBe(201);
    const refused = await call('POST', trader, `/api/bookings/${fresh.booking.id}/releases`, releaseOf(fresh.receipt));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'receipt_not_releasable', message: RELEASE_MESSAGES.receiptNotReleasable, details: { receiptId: [RELEASE_MESSAGES.receiptNotReleasable] } });
  });
});

describe('approval', () => {
  it('approves held releases by themselves, oldest first, in the transaction of the payment that settles the last open invoice', async () => {
    const { booking, receipt, invoice } = await storedGoods();
    const first = await request(booking, releaseOf(receipt, { quantity: 4 }));
    const second = await request(booking, releaseOf(receipt, { quantity: 6 }));
    await pay(invoice, 1_000);
    expect((await releases(booking.id)).items.map((release) => release.status)).toEqual(['held', 'held']);
    await pay({ ...invoice, openCents: invoice.openCents - 1_000 });
    const after = await releases(booking.id);
    expect(after.unpaidInvoiceNumbers).toEqual([]);
    expect(after.items.map((release) => [release.id, release.status, release.heldFor, release.approval?.reason])).toEqual([
      [second.id, 'approved', [], null],
      [first.id, 'approved', [], null],
    ]);
    const thread = await threadTexts(booking.id);
    expect(thread.filter((text) => text.endsWith("approved: the booking's invoices are paid."))).toHaveLength(2);
    expect(await noticesOf(trader.user.id, 'release_approved', receipt.number)).toHaveLength(2);
    expect(await noticesOf(owner.user.id, 'release_approved', receipt.number)).toHaveLength(2);
    // The trader's e-mail of the approval links the booking and the receipt's PDF.
    const mail = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, trader.user.email), eq(mailOutbox.kind, 'notification_release_approved')));
    const approvalMail = mail.find((row) => row.textBody.includes(receipt.number));
    expect(approvalMail?.textBody).toContain(`/bookings/${booking.id}`);
    expect(approvalMail?.textBody).toContain(receipt.pdfPath);
  });

  it('approves them when a credit note cancels the last open invoice', async () => {
    const { booking, receipt, invoice } = await storedGoods();
    await request(booking, releaseOf(receipt));
    const credited = await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Goods never stored', netCents: null });
    expect(credited.statusCode, credited.body).toBe(201);
    expect((await releases(booking.id)).items[0]!.status).toBe('approved');
  });

  it('lets an administrator approve a held release with a reason everyone on the booking sees', async () => {
    const { booking, receipt } = await storedGoods();
    const held = await request(booking, releaseOf(receipt));
    const empty = await call('POST', admin, `/api/releases/${held.id}/approval`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.reason).toEqual([RELEASE_MESSAGES.reasonRequired]);
    const approved = await call('POST', admin, `/api/releases/${held.id}/approval`, { reason: 'Paid by wire today, not yet booked' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<GoodsRelease>()).toMatchObject({ status: 'approved', heldFor: [], approval: { reason: 'Paid by wire today, not yet booked' } });
    expect((await releases(booking.id, owner)).items[0]!.approval!.reason).toBe('Paid by wire today, not yet booked');
    const sentence = `Release of 5 pallets of Canned tomatoes from ${receipt.number} approved by an administrator while invoices are unpaid: Paid by wire today, not yet booked`;
    expect((await threadTexts(booking.id))[0]).toBe(sentence);
    expect(await noticesOf(trader.user.id, 'release_approved', receipt.number)).toEqual([`Booking ${formatBookingNumber(booking.id)}: ${sentence}`]);
    const twice = await call('POST', admin, `/api/releases/${held.id}/approval`, { reason: 'Again' });
    expect(twice.json().error).toEqual({ code: 'release_not_changeable', message: RELEASE_MESSAGES.notApprovable });
  });
});

describe('goods out', () => {
  it('drops the quantity in store as goods leave, and releases the receipt at zero, which its public page says', async () => {
    const { booking, receipt, invoice } = await storedGoods(20);
    await pay(invoice);
    const part = await request(booking, releaseOf(receipt, { quantity: 12 }));
    const confirmed = await call('POST', owner, `/api/releases/${part.id}/confirmation`, { releasedOn: todayUtc(), quantity: 12 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<GoodsRelease>()).toMatchObject({ status: 'released', released: { releasedOn: todayUtc(), quantity: 12 }, canConfirm: false });
    expect(await receiptRow(receipt.id)).toMatchObject({ status: 'partly_released', quantityInStore: '8.00' });
    expect((await threadTexts(booking.id))[0]).toContain(`12 pallets of Canned tomatoes from ${receipt.number}; 8 pallets remain in store.`);
    expect(await noticesOf(trader.user.id, 'goods_released', receipt.number)).toHaveLength(1);

    // The owner confirms less than was approved: the rest stays in store, free to release again.
    const rest = await request(booking, releaseOf(receipt, { quantity: 8 }));
    const less = await call('POST', owner, `/api/releases/${rest.id}/confirmation`, { releasedOn: todayUtc(), quantity: 7.5 });
    expect(less.statusCode, less.body).toBe(200);
    expect(await receiptRow(receipt.id)).toMatchObject({ status: 'partly_released', quantityInStore: '0.50' });
    expect((await releases(booking.id)).releasable).toEqual([expect.objectContaining({ available: 0.5 })]);

    const last = await request(booking, releaseOf(receipt, { quantity: 0.5 }));
    const byAdmin = await call('POST', admin, `/api/releases/${last.id}/confirmation`, { releasedOn: todayUtc(), quantity: 0.5 });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await receiptRow(receipt.id)).toMatchObject({ status: 'released', quantityInStore: '0.00' });
    expect((await threadTexts(booking.id))[0]).toContain(`receipt ${receipt.number} is released.`);
    const token = receipt.verificationPath.split('/').pop()!;
    const page = await call('GET', null, `/api/receipts/verify/${token}`);
    expect(page.json<ReceiptVerification>()).toMatchObject({ status: 'released', quantityInStore: 0 });
    expect(await releases(booking.id)).toMatchObject({ canRequest: false, releasable: [] });
  });

  it('refuses a confirmation above the approved quantity, in the future, before the request, or of a held release', async () => {
    const { booking, receipt, invoice } = await storedGoods();
    const held = await request(booking, releaseOf(receipt, { quantity: 5 }));
    const early = await call('POST', owner, `/api/releases/${held.id}/confirmation`, { releasedOn: todayUtc(), quantity: 5 });
    expect(early.json().error).toEqual({ code: 'release_not_changeable', message: RELEASE_MESSAGES.notConfirmable });
    await pay(invoice);
    const above = await call('POST', owner, `/api/releases/${held.id}/confirmation`, { releasedOn: todayUtc(), quantity: 5.01 });
    expect(above.statusCode).toBe(409);
    expect(above.json().error.details.quantity).toEqual([RELEASE_MESSAGES.releasedQuantityAbove('5', 'pallets')]);
    const future = await call('POST', owner, `/api/releases/${held.id}/confirmation`, { releasedOn: addDays(todayUtc(), 3), quantity: 5 });
    expect(future.json().error.details.releasedOn).toEqual([RELEASE_MESSAGES.releasedOnInFuture]);
    const before = await call('POST', owner, `/api/releases/${held.id}/confirmation`, { releasedOn: addDays(todayUtc(), -5), quantity: 5 });
    expect(before.json().error.details.releasedOn).toEqual([RELEASE_MESSAGES.releasedOnBeforeRequest]);
    const noDate = await call('POST', owner, `/api/releases/${held.id}/confirmation`, { quantity: 5 });
    expect(noDate.json().error.details.releasedOn).toEqual([RELEASE_MESSAGES.releasedOnRequired]);
    expect(await receiptRow(receipt.id)).toMatchObject({ status: 'valid', quantityInStore: '20.00' });
  });

  it('answers an unknown release, and a path that names none, with 404', async () => {
    const unknown = await call('POST', owner, '/api/releases/00000000-0000-4000-8000-000000000000/confirmation', { releasedOn: todayUtc(), quantity: 1 });
    expect(unknown.json().error).toEqual({ code: 'not_found', message: RELEASE_MESSAGES.notFound });
    const malformed = await call('POST', trader, '/api/releases/x/cancellation');
    expect(malformed.statusCode, malformed.body).toBe(404);
  });
});
