import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceSummary, IssueInvoiceBody, ReceivablesResponse, RecordPaymentBody } from '@shared/contracts/invoices';
import { addDays, formatDate, todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, INVOICE_MESSAGES, VAT_MENTIONS } from '@shared/errors';
import { formatCents } from '@shared/money';
import { rowsOf } from '../../db/client';
import { invoices, mailOutbox, messages, notifications, profiles } from '../../db/schema';
import { pdfText } from '../../platform/pdf-text.test-support';
import { INVOICED_FIXTURE, invoicingCalls } from './invoices.test-support';
import { remindOverdueInvoices } from './invoices.overdue';
import { CAST, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { type BookingCaller, bookingCallers, itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';

const t = useTestApp();
const [admin, trader, otherTrader, owner, otherOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner, CAST.otherOwner);

const YEAR = new Date().getUTCFullYear();
const INVOICE_NUMBER = new RegExp(`^INV-${YEAR}-\\d{6}$`);

const FIXTURE = INVOICED_FIXTURE;
const { call, activeBooking, goods, receive, bookingInvoices, invoicedBooking } = invoicingCalls(t, { admin, trader, owner });

async function setTraderProfile(values: Partial<typeof profiles.$inferInsert>): Promise<void> {
  const row = { companyName: null, address: null, city: null, postalCode: null, country: null, vatNumber: null, vatNumberVerifiedAt: null, ...values };
  await t.db.insert(profiles).values({ userId: trader.user.id, ...row }).onConflictDoUpdate({ target: profiles.userId, set: row });
}

describe('permission matrix', () => {
  let bookingId: string;
  let invoiceId: string;

  beforeAll(async () => {
    await setTraderProfile({});
    const issued = await invoicedBooking();
    bookingId = issued.booking.id;
    invoiceId = issued.invoice.id;
  });

  const routes: MatrixRoute<BookingCaller>[] = [
    {
      name: 'GET /api/invoices',
      call: () => ({ method: 'GET', url: '/api/invoices' }),
      expected: { visitor: 401, trader: 200, otherTrader: 200, owner: 200, otherOwner: 200, admin: 200 },
    },
    {
      name: 'GET /api/invoices/:id',
      call: () => ({ method: 'GET', url: `/api/invoices/${invoiceId}` }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 404, otherOwner: 404, admin: 200 },
    },
    {
      name: 'GET /api/invoices/:id/pdf',
      call: () => ({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf` }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 404, otherOwner: 404, admin: 200 },
    },
    {
      name: 'GET /api/bookings/:id/invoices',
      call: () => ({ method: 'GET', url: `/api/bookings/${bookingId}/invoices` }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 },
    },
  ];

  itAnswersEachCaller(t, bookingCallers({ admin, trader, otherTrader, owner, otherOwner }), routes, {
    403: { code: 'forbidden', message: GENERIC_MESSAGES.permission },
    404: { code: 'not_found', message: expect.any(String) as unknown as string },
  });

  it("lists only the trader's own invoices, everyone's for an administrator, none for the warehouse's owner", async () => {
    const mine = (await call('GET', trader, '/api/invoices?pageSize=100')).json<{ items: InvoiceSummary[] }>().items;
    expect(mine.map((item) => item.id)).toContain(invoiceId);
    expect((await call('GET', otherTrader, '/api/invoices')).json<{ items: InvoiceSummary[]; total: number }>().total).toBe(0);
    expect((await call('GET', owner, '/api/invoices')).json<{ total: number }>().total).toBe(0);
    expect((await call('GET', admin, '/api/invoices?pageSize=100')).json<{ items: InvoiceSummary[] }>().items.map((item) => item.id)).toContain(invoiceId);
    // The owner sees the booking but not what the trader pays.
    expect(await bookingInvoices(bookingId, owner)).toEqual([]);
  });

  it('answers a document nobody may see with the same 404 as none (a malformed id too), and a bad page with 400', async () => {
    const unknown = await call('GET', trader, '/api/invoices/00000000-0000-4000-8000-000000000000');
    expect(unknown.json().error).toEqual({ code: 'not_found', message: INVOICE_MESSAGES.notFound });
    expect((await call('GET', owner, `/api/invoices/${invoiceId}`)).json().error).toEqual({ code: 'not_found', message: INVOICE_MESSAGES.notFound });
    expect((await call('GET', trader, '/api/invoices/not-an-id')).statusCode).toBe(404);
    expect((await call('GET', trader, '/api/invoices?page=0')).statusCode).toBe(400);
  });

  it('never serves a document at the public file address', async () => {
    const [row] = await t.db.select({ key: invoices.pdfKey }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.key).toMatch(/^documents\/[a-z0-9-]+\.pdf$/);
    expect((await call('GET', null, `/files/${row!.key}`)).statusCode).toBe(404);
    expect((await call('GET', trader, `/files/${row!.key}`)).statusCode).toBe(404);
  });
});

describe('the booking invoice, issued with the first goods receipt', () => {
  beforeAll(() => setTraderProfile({ companyName: 'Tomato Trading OÜ', address: 'Sadama 5', city: 'Tallinn', postalCode: '10111', country: 'Estonia', vatNumber: 'EE100931558' }));

  it("charges the accepted offer's lines with Estonian VAT of the issue date, due after the payment term", async () => {
    const booking = await activeBooking();
    expect(await bookingInvoices(booking.id)).toEqual([]);
    await receive(booking);
    const [summary] = await bookingInvoices(booking.id);
    expect(summary!.number).toMatch(INVOICE_NUMBER);
    const invoice = (await call('GET', trader, `/api/invoices/${summary!.id}`)).json<InvoiceDocument>();
    const issueDate = todayUtc();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'issued',
      issueDate,
      dueDate: addDays(issueDate, 14),
      supplyFrom: '2031-03-01',
      supplyTo: '2031-03-31',
      currency: 'EUR',
      seller: { legalName: '24WM OÜ', country: 'EE' },
      buyer: { name: 'Carl Trader', company: 'Tomato Trading OÜ', country: 'Estonia', vatNumber: 'EE100931558', vatNumberVerified: false },
      vat: { kind: 'domestic', placeOfSupply: 'EE', mention: null },
      credits: null,
      creditNotes: [],
    });
    expect(invoice.lines.map((line) => [line.netCents, line.vatBasisPoints])).toEqual([
      [FIXTURE.spaceCents, 2400],
      [FIXTURE.serviceCents, 2400],
      [FIXTURE.feeCents, 2400],
    ]);
    expect(invoice.lines[0]).toMatchObject({ quantity: 120.5, unit: 'm²', days: 31, unitPriceCents: 400 });
    expect(invoice.lines[1]).toMatchObject({ quantity: 3, unit: 'hours', unitPriceCents: 4500 });
    // Written in English for an English trader, as stored at issue (the French are in documents-in-languages.test.ts).
    expect(invoice.lines[0]!.description).toMatch(/^\S.* storage at .+$/);
    expect(invoice.lines[2]!.description).toBe('Platform fee (20% of €483.35)');
    // VAT once on the rate's sum: 24 % of 580.02 = 139.2048, rounded to 139.20.
    expect(invoice).toMatchObject({ netCents: FIXTURE.netCents, vatCents: 13_920, totalCents: 71_922, paidCents: 0, openCents: 71_922 });
    expect(invoice.byRate).toEqual([{ basisPoints: 2400, netCents: FIXTURE.netCents, vatCents: 13_920 }]);
  });

  it('issues it once: later arrivals and corrections add receipts, not invoices', async () => {
    const booking = await activeBooking();
    const first = await receive(booking);
    await receive(booking, admin);
    const correction = await call('POST', owner, `/api/receipts/${first.id}/correction`, goods(booking.spaceId));
    expect(correction.statusCode, correction.body).toBe(201);
    expect(await bookingInvoices(booking.id)).toHaveLength(1);
  });

  it('freezes the buyer as they stood at issue: a later profile change does not touch it', async () => {
    const { invoice } = await invoicedBooking();
    await setTraderProfile({ companyName: 'Renamed Trading OÜ', country: 'Latvia' });
    const again = (await call('GET', trader, `/api/invoices/${invoice.id}`)).json<InvoiceDocument>();
    expect(again.buyer).toEqual(invoice.buyer);
    expect(again.buyer.company).toBe('Tomato Trading OÜ');
    await setTraderProfile({ companyName: 'Tomato Trading OÜ', address: 'Sadama 5', city: 'Tallinn', postalCode: '10111', country: 'Estonia', vatNumber: 'EE100931558' });
  });

  it('tells the trader (notice, and email with the PDF link) and administrators; the thread says it without amounts', async () => {
    const { booking, invoice } = await invoicedBooking();
    const notices = await t.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.type, 'invoice_issued')));
    expect(notices.map((notice) => notice.userId).sort()).toEqual([admin.user.id, trader.user.id].sort());
    expect(notices[0]!.message).toBe(`Invoice ${invoice.number} for booking ${invoice.booking.number}: ${formatCents(71_922)}, due ${formatDate(invoice.dueDate)}.`);
    const mail = await t.db.select({ to: mailOutbox.toAddress, text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.kind, 'notification_invoice_issued'));
    const traderMail = mail.find((row) => row.to === trader.user.email && row.text.includes(invoice.number));
    expect(traderMail?.text).toContain(`/api/invoices/${invoice.id}/pdf`);
    const thread = await t.db.select({ body: messages.body }).from(messages).where(eq(messages.body, `Invoice ${invoice.number} issued to the trader.`));
    expect(thread).toHaveLength(1);
  });
});

describe('VAT by the buyer', () => {
  it('applies the reverse charge only for a verified VAT number of another member state', async () => {
    await setTraderProfile({ companyName: 'Tomaten GmbH', country: 'Germany', vatNumber: 'DE123456789' });
    const unverified = (await invoicedBooking()).invoice;
    expect(unverified.vat).toMatchObject({ kind: 'eu-consumer', placeOfSupply: 'EE', mention: null });
    expect(unverified.vatCents).toBe(13_920);

    await setTraderProfile({ companyName: 'Tomaten GmbH', country: 'Germany', vatNumber: 'DE123456789', vatNumberVerifiedAt: new Date() });
    const verified = (await invoicedBooking()).invoice;
    expect(verified.vat).toMatchObject({ kind: 'reverse-charge', placeOfSupply: 'DE', mention: VAT_MENTIONS.reverseCharge });
    expect(verified).toMatchObject({ vatCents: 0, totalCents: FIXTURE.netCents });
    expect(verified.byRate).toEqual([{ basisPoints: 0, netCents: FIXTURE.netCents, vatCents: 0 }]);
    expect(verified.buyer.vatNumberVerified).toBe(true);
  });
});

describe('GET /api/invoices/:id/pdf', () => {
  it('serves the PDF as stored, its hash as recorded, holding what Article 226 asks', async () => {
    await setTraderProfile({ companyName: 'Tomaten GmbH', address: 'Hafenstraße 1', city: 'Hamburg', postalCode: '20457', country: 'Germany', vatNumber: 'DE123456789', vatNumberVerifiedAt: new Date() });
    const { invoice } = await invoicedBooking();
    const response = await call('GET', trader, `/api/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.rawPayload;
    const sha256 = createHash('sha256').update(body).digest('hex');
    expect(sha256).toBe(invoice.pdfSha256);
    expect(response.headers['x-content-sha256']).toBe(sha256);

    const text = await pdfText(body);
    for (const expected of [invoice.number, 'DE123456789', 'Tomaten GmbH', formatCents(FIXTURE.netCents), VAT_MENTIONS.reverseCharge, formatDate(invoice.dueDate)]) {
      expect(text).toContain(expected);
    }
    // The same bytes the second time: served as stored, never rendered again.
    expect((await call('GET', admin, `/api/invoices/${invoice.id}/pdf`)).rawPayload.equals(body)).toBe(true);
  });

  it('renders the same bytes from the stored rows as at issue (decision 229: a PDF unstored at issue is stored on its first download)', async () => {
    const { invoice } = await invoicedBooking();
    const issued = (await call('GET', trader, `/api/invoices/${invoice.id}/pdf`)).rawPayload;
    // As a crash between the commit and the PDF's storing leaves it: no hash, no file.
    const [row] = await t.db.update(invoices).set({ pdfSha256: null, pdfBytes: null }).where(eq(invoices.id, invoice.id)).returning({ pdfKey: invoices.pdfKey });
    await t.storage.remove(row!.pdfKey);

    const first = await call('GET', trader, `/api/invoices/${invoice.id}/pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(issued)).toBe(true);
    expect(first.headers['x-content-sha256']).toBe(invoice.pdfSha256);
    const [stored] = await t.db.select({ sha256: invoices.pdfSha256, bytes: invoices.pdfBytes }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toEqual({ sha256: invoice.pdfSha256, bytes: issued.length });
    const file = await t.storage.read(row!.pdfKey);
    file?.stream.destroy();
    expect(file?.size).toBe(issued.length);
  });

  it('issues the document when its PDF cannot be stored after the commit: logged, and stored on its first download', async () => {
    const booking = await activeBooking();
    const put = t.storage.put.bind(t.storage);
    const logged: string[] = [];
    const error = t.app.ctx.log.error.bind(t.app.ctx.log);
    t.storage.put = async () => {
      throw new Error('the storage is down');
    };
    t.app.ctx.log.error = (object: object, message: string) => logged.push(message);
    try {
      await receive(booking);
    } finally {
      t.storage.put = put;
      t.app.ctx.log.error = error;
    }
    expect(logged).toEqual(["could not store an issued document's PDF; its first download will"]);
    const [summary] = await bookingInvoices(booking.id);
    expect((await call('GET', trader, `/api/invoices/${summary!.id}`)).json<InvoiceDocument>().pdfSha256).toBeNull();

    const first = await call('GET', trader, `/api/invoices/${summary!.id}/pdf`);
    expect(first.statusCode).toBe(200);
    expect(await pdfText(first.rawPayload)).toContain(summary!.number);
    const sha256 = createHash('sha256').update(first.rawPayload).digest('hex');
    expect(first.headers['x-content-sha256']).toBe(sha256);
    expect((await call('GET', trader, `/api/invoices/${summary!.id}`)).json<InvoiceDocument>().pdfSha256).toBe(sha256);
    expect((await call('GET', admin, `/api/invoices/${summary!.id}/pdf`)).rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('POST /api/bookings/:id/invoices', () => {
  const extra = (overrides: Partial<IssueInvoiceBody> = {}): IssueInvoiceBody => ({
    supplyFrom: '2031-04-01',
    supplyTo: '2031-04-10',
    lines: [
      { description: 'Storage beyond the end date', quantity: 120.5, unit: 'm² × 10 days', unitPriceCents: 41 },
      { description: 'Extra handling', quantity: 2.25, unit: 'hours', unitPriceCents: 4_500 },
    ],
    ...overrides,
  });

  it("issues an administrator's further invoice with its own lines and period, each line's net rounded once", async () => {
    await setTraderProfile({});
    const { booking } = await invoicedBooking();
    const response = await call('POST', admin, `/api/bookings/${booking.id}/invoices`, extra());
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<InvoiceDocument>();
    // 120.5 × €0.41 = €49.405 -> €49.41; 2.25 × €45 = €101.25; VAT 24 % of €150.66 = €36.1584 -> €36.16.
    expect(invoice.lines.map((line) => line.netCents)).toEqual([4_941, 10_125]);
    expect(invoice).toMatchObject({ kind: 'invoice', supplyFrom: '2031-04-01', supplyTo: '2031-04-10', netCents: 15_066, vatCents: 3_616, totalCents: 18_682, status: 'issued' });
    expect(invoice.number).toMatch(INVOICE_NUMBER);
    expect(await bookingInvoices(booking.id)).toHaveLength(2);
    // Its PDF stored and hashed before the answer (decision 229).
    const pdf = await call('GET', trader, `/api/invoices/${invoice.id}/pdf`);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(invoice.pdfSha256);
  });

  it('is for administrators only, refuses bad lines with their fields, and a cancelled booking', async () => {
    await setTraderProfile({});
    const booking = await activeBooking();
    const url = `/api/bookings/${booking.id}/invoices`;
    expect((await call('POST', null, url, extra())).statusCode).toBe(401);
    for (const who of [trader, owner]) expect((await call('POST', who, url, extra())).statusCode).toBe(403);
    const noLines = await call('POST', admin, url, extra({ lines: [] }));
    expect(noLines.json().error.details.lines).toEqual([INVOICE_MESSAGES.linesRequired]);
    const backwards = await call('POST', admin, url, extra({ supplyFrom: '2031-04-10', supplyTo: '2031-04-01' }));
    expect(backwards.json().error.details.supplyTo).toEqual([INVOICE_MESSAGES.periodOrder]);
    const badQuantity = await call('POST', admin, url, extra({ lines: [{ description: 'x', quantity: 1.005, unit: 'h', unitPriceCents: 100 }] }));
    expect(badQuantity.statusCode).toBe(400);
    expect((await call('POST', admin, '/api/bookings/00000000-0000-4000-8000-000000000000/invoices', extra())).statusCode).toBe(404);
    expect((await call('POST', admin, `/api/bookings/${booking.id}/cancel`, { reason: 'Trader withdrew' })).statusCode).toBe(200);
    const cancelled = await call('POST', admin, url, extra());
    expect(cancelled.json().error).toEqual({ code: 'booking_not_active', message: INVOICE_MESSAGES.bookingCancelled });
  });
});

describe('POST /api/invoices/:id/payments', () => {
  const payment = (overrides: Partial<RecordPaymentBody> = {}): RecordPaymentBody => ({ paidOn: todayUtc(), amountCents: 20_000, method: 'bank_transfer', reference: 'SEPA 2026-11-29', ...overrides });

  it('is for administrators only; the trader and owner are refused, anyone else too', async () => {
    await setTraderProfile({});
    const { invoice } = await invoicedBooking();
    const url = `/api/invoices/${invoice.id}/payments`;
    expect((await call('POST', null, url, payment())).statusCode).toBe(401);
    for (const who of [trader, owner, otherTrader]) expect((await call('POST', who, url, payment())).statusCode).toBe(403);
    expect((await call('POST', admin, url, payment())).statusCode).toBe(201);
  });

  it('adds partial payments up to paid, refuses more than is open with the open amount, and tells the trader', async () => {
    await setTraderProfile({});
    const { booking, invoice } = await invoicedBooking();
    const url = `/api/invoices/${invoice.id}/payments`;
    const first = await call('POST', admin, url, payment({ amountCents: 30_000 }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<InvoiceDocument>()).toMatchObject({ status: 'partly_paid', paidCents: 30_000, openCents: 41_922 });
    expect(first.json<InvoiceDocument>().payments).toEqual([
      expect.objectContaining({ amountCents: 30_000, method: 'bank_transfer', reference: 'SEPA 2026-11-29', paidOn: todayUtc() }),
    ]);

    const tooMuch = await call('POST', admin, url, payment({ amountCents: 41_923 }));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'amount_above_open', message: INVOICE_MESSAGES.paymentAboveOpen(formatCents(41_922)) });

    const rest = await call('POST', admin, url, payment({ amountCents: 41_922, method: 'card', reference: '' }));
    expect(rest.json<InvoiceDocument>()).toMatchObject({ status: 'paid', paidCents: 71_922, openCents: 0 });
    const paidAgain = await call('POST', admin, url, payment({ amountCents: 1 }));
    expect(paidAgain.json().error).toMatchObject({ code: 'invoice_not_open', message: INVOICE_MESSAGES.notOpen });

    const notices = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.type, 'payment_received'), eq(notifications.userId, trader.user.id)));
    expect(notices.map((notice) => notice.message).sort()).toEqual(
      [
        `${formatCents(30_000)} received for invoice ${invoice.number} on ${formatDate(todayUtc())}. Still open: ${formatCents(41_922)}.`,
        `${formatCents(41_922)} received for invoice ${invoice.number} on ${formatDate(todayUtc())}. It is paid in full.`,
      ].sort(),
    );
    const thread = await t.db.select({ body: messages.body }).from(messages).where(eq(messages.body, `Payment received for invoice ${invoice.number}: paid in full.`));
    expect(thread).toHaveLength(1);
  });

  it('answers bad input with the field and its message', async () => {
    await setTraderProfile({});
    const { invoice } = await invoicedBooking();
    const url = `/api/invoices/${invoice.id}/payments`;
    for (const [body, field] of [
      [payment({ amountCents: 0 }), 'amountCents'],
      [payment({ amountCents: 12.5 }), 'amountCents'],
      [payment({ paidOn: '2026-02-30' }), 'paidOn'],
      [payment({ paidOn: '0000-01-01' }), 'paidOn'],
      [payment({ method: 'cheque' as never }), 'method'],
      [payment({ paidOn: addDays(todayUtc(), 5) }), 'paidOn'],
    ] as const) {
      const response = await call('POST', admin, url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.details ?? {})).toContain(field);
    }
    expect((await call('POST', admin, '/api/invoices/00000000-0000-4000-8000-000000000000/payments', payment())).statusCode).toBe(404);
  });
});

describe('POST /api/invoices/:id/credit-notes', () => {
  it('credits a whole invoice with every line taken back, which cancels it; the credit note has its own CN number and PDF', async () => {
    await setTraderProfile({});
    const { booking, invoice } = await invoicedBooking();
    const response = await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Booking cancelled before storage', netCents: null });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json<InvoiceDocument>();
    expect(note.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
    expect(note).toMatchObject({ kind: 'credit_note', status: 'issued', netCents: -FIXTURE.netCents, vatCents: -13_920, totalCents: -71_922, credits: { id: invoice.id, number: invoice.number } });
    expect(note.buyer).toEqual(invoice.buyer);
    expect(note.lines.map((line) => line.netCents)).toEqual([-FIXTURE.spaceCents, -FIXTURE.serviceCents, -FIXTURE.feeCents]);
    const after = (await call('GET', trader, `/api/invoices/${invoice.id}`)).json<InvoiceDocument>();
    expect(after).toMatchObject({ status: 'cancelled', creditedCents: 71_922, openCents: 0, creditNotes: [{ id: note.id, number: note.number }] });
    expect((await bookingInvoices(booking.id)).map((item) => item.number)).toEqual([note.number, invoice.number]);
    const pdf = await call('GET', trader, note.pdfPath);
    // Stored and hashed before the answer (decision 229).
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(note.pdfSha256);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
  });

  it('credits a part at the invoice rate, at most what is open; whole only before any payment or credit', async () => {
    await setTraderProfile({});
    const { invoice } = await invoicedBooking();
    const url = `/api/invoices/${invoice.id}/credit-notes`;
    expect((await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: todayUtc(), amountCents: 50_000, method: 'cash', reference: '' })).statusCode).toBe(201);
    const whole = await call('POST', admin, url, { reason: 'Everything', netCents: null });
    expect(whole.json().error).toMatchObject({ code: 'invoice_not_open', message: INVOICE_MESSAGES.creditWholeAfterChanges });
    // 21,922 open: a net of 17,680 is 21,923.20 with VAT, over it.
    const over = await call('POST', admin, url, { reason: 'Damaged pallets', netCents: 17_680 });
    expect(over.json().error).toMatchObject({ code: 'amount_above_open', message: INVOICE_MESSAGES.creditAboveOpen(formatCents(21_922)) });
    const part = await call('POST', admin, url, { reason: 'Two damaged pallets', netCents: 10_000 });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<InvoiceDocument>()).toMatchObject({ netCents: -10_000, vatCents: -2_400, totalCents: -12_400 });
    expect(part.json<InvoiceDocument>().lines).toEqual([expect.objectContaining({ description: `Credit against ${invoice.number}: Two damaged pallets`, netCents: -10_000, vatBasisPoints: 2400 })]);
    expect((await call('GET', admin, `/api/invoices/${invoice.id}`)).json<InvoiceDocument>()).toMatchObject({ status: 'partly_paid', creditedCents: 12_400, openCents: 9_522 });
    // A credit note is not credited or paid itself.
    const againstNote = await call('POST', admin, `/api/invoices/${part.json<InvoiceDocument>().id}/credit-notes`, { reason: 'x', netCents: 1 });
    expect(againstNote.json().error).toMatchObject({ code: 'not_an_invoice' });
  });

  it('is for administrators only, and wants a reason', async () => {
    await setTraderProfile({});
    const { invoice } = await invoicedBooking();
    const url = `/api/invoices/${invoice.id}/credit-notes`;
    expect((await call('POST', null, url, { reason: 'x', netCents: null })).statusCode).toBe(401);
    expect((await call('POST', trader, url, { reason: 'x', netCents: null })).statusCode).toBe(403);
    expect((await call('POST', owner, url, { reason: 'x', netCents: null })).statusCode).toBe(403);
    const noReason = await call('POST', admin, url, { reason: ' ', netCents: null });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.reason).toEqual([INVOICE_MESSAGES.reasonRequired]);
  });
});

describe('GET /api/admin/invoices', () => {
  it('lists the receivables for administrators with filters and the sums over all that match', async () => {
    await setTraderProfile({ companyName: 'Receivables Test OÜ' });
    const paid = (await invoicedBooking()).invoice;
    const open = (await invoicedBooking()).invoice;
    expect((await call('POST', admin, `/api/invoices/${paid.id}/payments`, { paidOn: todayUtc(), amountCents: paid.totalCents, method: 'card', reference: '' })).statusCode).toBe(201);

    for (const who of [trader, owner]) expect((await call('GET', who, '/api/admin/invoices')).statusCode).toBe(403);
    expect((await call('GET', null, '/api/admin/invoices')).statusCode).toBe(401);

    const mine = await call('GET', admin, '/api/admin/invoices?search=Receivables%20Test&pageSize=1');
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json<ReceivablesResponse>();
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.number)).toEqual([open.number]);
    expect(body.totals).toEqual({ totalCents: 2 * 71_922, openCents: 71_922, overdueCents: 0 });

    const onlyOpen = (await call('GET', admin, '/api/admin/invoices?search=Receivables%20Test&status=open')).json<ReceivablesResponse>();
    expect(onlyOpen.items.map((item) => item.number)).toEqual([open.number]);
    const onlyPaid = (await call('GET', admin, `/api/admin/invoices?status=paid&search=${paid.number}`)).json<ReceivablesResponse>();
    expect(onlyPaid.items.map((item) => item.number)).toEqual([paid.number]);
    const byTrader = (await call('GET', admin, `/api/admin/invoices?search=${encodeURIComponent(trader.user.email)}&pageSize=100`)).json<ReceivablesResponse>();
    expect(byTrader.items.map((item) => item.number)).toEqual(expect.arrayContaining([paid.number, open.number]));
    const outside = (await call('GET', admin, '/api/admin/invoices?from=2040-01-01&to=2040-12-31')).json<ReceivablesResponse>();
    expect(outside).toMatchObject({ total: 0, totals: { totalCents: 0, openCents: 0, overdueCents: 0 } });

    const backwards = await call('GET', admin, '/api/admin/invoices?from=2026-12-01&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.to).toEqual([INVOICE_MESSAGES.filterPeriodOrder]);
    expect((await call('GET', admin, '/api/admin/invoices?status=late')).statusCode).toBe(400);
    // PostgreSQL has no year 0: refused as a bad date, never passed on.
    const yearZero = await call('GET', admin, '/api/admin/invoices?from=0000-01-01');
    expect(yearZero.json().error.details.from).toEqual([INVOICE_MESSAGES.filterDateInvalid]);
  });
});

describe('overdue invoices and reminders (the job)', () => {
  const remind = (day: string) => remindOverdueInvoices({ ...t.app.ctx, publicUrl: 'http://localhost:3000' }, new Date(`${day}T09:00:00Z`));
  const reminders = (invoiceNumber: string) =>
    t.db.select({ message: notifications.message }).from(notifications).where(and(eq(notifications.type, 'invoice_overdue'), eq(notifications.userId, trader.user.id), like(notifications.message, `%${invoiceNumber}%`)));

  it('marks an invoice overdue the day after its due date and reminds the trader 1, 7 and 14 days after, once each; a paid one is left alone', async () => {
    await setTraderProfile({});
    const { booking, invoice } = await invoicedBooking();
    const paid = (await invoicedBooking()).invoice;
    expect((await call('POST', admin, `/api/invoices/${paid.id}/payments`, { paidOn: todayUtc(), amountCents: paid.totalCents, method: 'bank_transfer', reference: '' })).statusCode).toBe(201);
    const status = async (id: string) => (await call('GET', trader, `/api/invoices/${id}`)).json<InvoiceDocument>().status;

    await remind(invoice.dueDate);
    expect(await status(invoice.id)).toBe('issued');
    expect(await reminders(invoice.number)).toHaveLength(0);

    expect(await remind(addDays(invoice.dueDate, 1))).toBeGreaterThanOrEqual(1);
    expect(await status(invoice.id)).toBe('overdue');
    expect(await reminders(invoice.number)).toEqual([
      { message: `Invoice ${invoice.number} for booking ${invoice.booking.number} was due on ${formatDate(invoice.dueDate)}; ${formatCents(71_922)} is still open. Goods are released only when the booking's invoices are paid.` },
    ]);
    await remind(addDays(invoice.dueDate, 3));
    expect(await reminders(invoice.number)).toHaveLength(1);
    await remind(addDays(invoice.dueDate, 7));
    expect(await reminders(invoice.number)).toHaveLength(2);
    // Down for weeks: one reminder for the last one due, not the missed ones.
    await remind(addDays(invoice.dueDate, 40));
    await remind(addDays(invoice.dueDate, 41));
    expect(await reminders(invoice.number)).toHaveLength(3);
    expect(await status(paid.id)).toBe('paid');
    expect(await reminders(paid.number)).toHaveLength(0);

    const mail = await t.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(and(eq(mailOutbox.kind, 'notification_invoice_overdue'), like(mailOutbox.textBody, `%${invoice.number}%`)));
    expect(mail).toHaveLength(3);
    expect(mail[0]!.text).toContain(`/api/invoices/${invoice.id}/pdf`);
    const thread = await t.db.select({ body: messages.body }).from(messages).where(eq(messages.body, `Payment reminder sent for invoice ${invoice.number}, due ${formatDate(invoice.dueDate)}.`));
    expect(thread).toHaveLength(3);
    expect(booking.id).toBe(invoice.booking.id);

    // Paid late: paid, and no more reminders.
    expect((await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: todayUtc(), amountCents: 71_922, method: 'bank_transfer', reference: '' })).json<InvoiceDocument>().status).toBe('paid');
  });
});

describe('invoice numbers', () => {
  // 50 bookings, then 50 arrivals at once, each rendering and storing a PDF: seconds alone, far more on a loaded machine.
  it('gives invoices issued at once consecutive numbers, none missing and none repeated, with one issue rolled back in the middle', { timeout: 180_000 }, async () => {
    await setTraderProfile({});
    const bookings = [];
    for (let index = 0; index < 50; index += 1) bookings.push(await activeBooking());
    // One arrival fails after its invoice took a number (a trigger refuses that invoice's row), so its whole transaction rolls back.
    const refused = bookings[24]!.id;
    await t.db.execute(
      sql.raw(`create function refuse_one_invoice() returns trigger language plpgsql as $$
        begin if new.booking_id = '${refused}' then raise exception 'refused in the middle'; end if; return new; end $$`),
    );
    await t.db.execute(sql`create trigger refuse_one_invoice before insert on invoices for each row execute function refuse_one_invoice()`);
    try {
      const responses = await Promise.all(bookings.map((booking) => call('POST', owner, `/api/bookings/${booking.id}/receipts`, goods(booking.spaceId))));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array(49).fill(201), 500]);
      expect(await bookingInvoices(refused)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_one_invoice on invoices`);
      await t.db.execute(sql`drop function refuse_one_invoice`);
    }
    const numbers = (await Promise.all(bookings.map((booking) => bookingInvoices(booking.id)))).flat().map((item) => item.number);
    expect(numbers).toHaveLength(49);
    const counters = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 49 }, (_, index) => counters[0]! + index));
  });
});

describe('the receivables sums (decision 218)', () => {
  it('add up, for every filter, to what the documents add up to one by one, after issues, payments, credits and the overdue job', async () => {
    // Every earlier test of this file left documents of each kind and status; one more of each change here.
    const { invoice } = await invoicedBooking();
    expect((await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: todayUtc(), amountCents: 1_000, method: 'cash', reference: '' })).statusCode).toBe(201);
    expect((await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Damaged pallet', netCents: 2_000 })).statusCode).toBe(201);
    const today = todayUtc();
    const filters: { query: string; where: ReturnType<typeof sql> }[] = [
      { query: '', where: sql`true` },
      { query: 'status=open', where: sql`kind = 'invoice' and status in ('issued', 'partly_paid', 'overdue')` },
      { query: 'status=issued', where: sql`status = 'issued'` },
      { query: 'status=overdue', where: sql`status = 'overdue'` },
      { query: 'status=paid', where: sql`status = 'paid'` },
      { query: `from=${today}&to=${today}`, where: sql`issue_date = ${today}` },
      { query: `search=${encodeURIComponent(trader.user.email)}`, where: sql`trader_id = ${trader.user.id}` },
      { query: `search=${invoice.number}`, where: sql`number = ${invoice.number}` },
      { query: 'search=Receivables%20Test', where: sql`buyer ->> 'company' ilike '%Receivables Test%'` },
    ];
    for (const filter of filters) {
      const answer = (await call('GET', admin, `/api/admin/invoices?${filter.query}`)).json<ReceivablesResponse>();
      const [row] = await rowsOf<{ documents: number; total: number; open: number; overdue: number }>(
        t.db,
        sql`select count(*)::int as documents, coalesce(sum(total_cents), 0)::int as total,
          coalesce(sum(case when kind = 'invoice' then total_cents - paid_cents - credited_cents else 0 end), 0)::int as open,
          coalesce(sum(case when kind = 'invoice' then total_cents - paid_cents - credited_cents else 0 end) filter (where due_date < ${today}), 0)::int as overdue
          from invoices where ${filter.where}`,
      );
      expect([answer.total, answer.totals.totalCents, answer.totals.openCents, answer.totals.overdueCents], filter.query).toEqual([row!.documents, row!.total, row!.open, row!.overdue]);
      expect(answer.total, filter.query).toBeGreaterThan(0);
    }
    // A credit note owes nothing: it is issued, but never open.
    const open = (await call('GET', admin, '/api/admin/invoices?status=open&pageSize=100')).json<ReceivablesResponse>();
    expect(open.items.filter((item) => item.kind === 'credit_note')).toEqual([]);
    const issued = (await call('GET', admin, '/api/admin/invoices?status=issued&pageSize=100')).json<ReceivablesResponse>();
    expect(issued.items.some((item) => item.kind === 'credit_note')).toBe(true);
    // No row is left counting nothing.
    expect(await rowsOf(t.db, sql`select 1 from receivable_sums where documents = 0`)).toEqual([]);
  });
});
