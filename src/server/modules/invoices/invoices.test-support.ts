import { expect } from 'vitest';
import type { BookingDetail } from '@shared/contracts/bookings';
import type { InvoiceDocument, InvoiceSummary } from '@shared/contracts/invoices';
import type { RecordReceiptBody, WarehouseReceipt } from '@shared/contracts/receipts';
import { todayUtc } from '@shared/dates';
import { insertOfferFixture } from '../bookings/bookings.test-support';
import type { SignedInUser } from '../../../../tests/api/auth-helpers';
import type { TestApp } from '../../../../tests/api/harness';

/** The booking fixture's figures (insertOfferFixture): a space line, a 3-hour service, the 20 % fee. */
export const INVOICED_FIXTURE = { spaceCents: 34_835, serviceCents: 13_500, feeCents: 9_667, netCents: 58_002 };

/**
 * The API calls the receipts', invoices', ledger's and payouts' tests share: a booking made from an accepted offer of
 * `trader` on `owner`'s warehouse, goods received into it (its first receipt issues its invoice), and
 * the booking's invoices.
 */
export function invoicingCalls(t: TestApp, cast: { admin: SignedInUser; trader: SignedInUser; owner: SignedInUser }) {
  const { admin, trader, owner } = cast;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', who: SignedInUser | null, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function activeBooking(): Promise<{ id: string; spaceId: string }> {
    const fixture = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id });
    const booked = await call('POST', admin, `/api/offers/${fixture.offerId}/booking`);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: string }>().id;
    const detail = (await call('GET', admin, `/api/bookings/${id}`)).json<BookingDetail>();
    return { id, spaceId: detail.spaces[0]!.id };
  }

  function goods(spaceId: string, overrides: Partial<RecordReceiptBody> = {}): RecordReceiptBody {
    return {
      receivedOn: todayUtc(),
      bookingSpaceId: spaceId,
      commodity: 'Canned tomatoes',
      packaging: 'pallets',
      quantity: 20,
      quantityUnit: 'pallets',
      grossWeightKg: 14_250.5,
      marks: '',
      condition: 'good',
      damageNote: '',
      ...overrides,
    };
  }

  async function receive(booking: { id: string; spaceId: string }, who: SignedInUser = owner): Promise<WarehouseReceipt> {
    const response = await call('POST', who, `/api/bookings/${booking.id}/receipts`, goods(booking.spaceId));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WarehouseReceipt>();
  }

  async function bookingInvoices(bookingId: string, who: SignedInUser = trader): Promise<InvoiceSummary[]> {
    const response = await call('GET', who, `/api/bookings/${bookingId}/invoices`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: InvoiceSummary[] }>().items;
  }

  /** A booking whose goods arrived, and the invoice that issued. */
  async function invoicedBooking(): Promise<{ booking: { id: string; spaceId: string }; invoice: InvoiceDocument }> {
    const booking = await activeBooking();
    await receive(booking);
    const [summary] = await bookingInvoices(booking.id);
    const invoice = (await call('GET', trader, `/api/invoices/${summary!.id}`)).json<InvoiceDocument>();
    return { booking, invoice };
  }

  return { call, activeBooking, goods, receive, bookingInvoices, invoicedBooking };
}
