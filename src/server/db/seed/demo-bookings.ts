import { asc, eq } from 'drizzle-orm';
import { addDays, periodDays } from '@shared/dates';
import { BOOKING_MESSAGES } from '@shared/errors';
import { DEFAULT_PLATFORM_FEE_PERCENTAGE, computeOfferTotals } from '@shared/offer-pricing';
import { BOOKING_INITIAL_STATUS } from '@shared/statuses/booking';
import { INQUIRY_TRANSITIONS } from '@shared/statuses/inquiry';
import { OFFER_TRANSITIONS } from '@shared/statuses/offer';
import { insertBookingOfOffer } from '../../modules/bookings/bookings.service';
import { commitOfferCapacity, insertBlocks } from '../../modules/capacity/capacity.service';
import { postSystemMessage } from '../../modules/messaging/messaging.service';
import { invoiceIssuedMessage, type IssuedDocument, storeInvoicePdf, writeBookingInvoice, writeInvoiceSums, writePaymentInFull } from '../../modules/invoices/invoices.service';
import { type GoodsReceived, goodsReceivedMessage, writeReceipt } from '../../modules/receipts/receipts.service';
import { goodsReleased, releaseRequested, writeGoodsOut, writeRelease } from '../../modules/receipts/releases.service';
import type { Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors';
import type { Database, Executor } from '../client';
import { bookingSpaces, inquiries, inquirySpaceRequests, offerSpaces, offers, warehouseSpaces } from '../schema';

/*
 * The demo's bookings and owners' blocks (issue #23), so a fresh `npm start` shows a capacity
 * timeline and utilisation that are not empty. Dates count from the day the demo is seeded, so
 * they always lie around "now" and in the coming months. Each booking is an inquiry, an accepted
 * offer and (for most) its booking, written as the app leaves them; the accepted offers' space is
 * committed by the same commitOfferCapacity the app calls at acceptance (acceptance is the sale).
 */

type Line = { spaceType: string; sizeM2: string };

export type DemoBookingSpec = {
  warehouse: string;
  /** Days from the seeding day: the inquiry's first and last day. */
  from: number;
  to: number;
  lines: Line[];
  /** Accepted and booked (a booking row), or accepted and still waiting for its booking. */
  booked: boolean;
  /** Goods received on the booking (issue #38): each issues a warehouse receipt; `line` is the index in `lines`. */
  arrivals?: readonly DemoArrival[];
  /** The booking's invoice, issued with its first arrival; paid in full on that day when `paidFromToday` is set (else open, and overdue once its due date passed). */
  invoice?: { paidFromToday?: number; reference?: string };
  /** Goods out (decision 217): requested on `requestedFromToday` (held while the invoice is open), and confirmed gone on `goneFromToday` when set. */
  releases?: readonly DemoRelease[];
};

type DemoRelease = { arrival: number; quantity: number; requestedFromToday: number; plannedFromToday: number; carrier: string; goneFromToday?: number };

type DemoArrival = { line: number; daysFromToday: number; goods: Omit<GoodsReceived, 'bookingSpaceId' | 'receivedOn'> };

export type DemoBlockSpec = { warehouse: string; spaceType: string; sizeM2: string; from: number; to: number; note: string };

export const DEMO_BOOKINGS: readonly DemoBookingSpec[] = [
  {
    warehouse: 'Muuga Port Logistics Park',
    from: -15,
    to: 45,
    lines: [
      { spaceType: 'Indoor', sizeM2: '2000.00' },
      { spaceType: 'Bonded', sizeM2: '600.00' },
    ],
    booked: true,
    arrivals: [
      {
        line: 0,
        daysFromToday: -14,
        goods: {
          commodity: 'Canned tomatoes in cartons',
          packaging: 'pallets',
          quantity: 180,
          quantityUnit: 'pallets',
          grossWeightKg: 162_450,
          marks: 'TT-2611-001 to TT-2611-180',
          condition: 'good',
          damageNote: '',
        },
      },
      {
        line: 1,
        daysFromToday: -9,
        goods: {
          commodity: 'Spirits under bond, 6 bottles a carton',
          packaging: 'pallets',
          quantity: 40,
          quantityUnit: 'pallets',
          grossWeightKg: 28_600.5,
          marks: 'BND-4471',
          condition: 'damaged',
          damageNote: 'Two pallets with torn shrink wrap; cartons intact.',
        },
      },
    ],
    invoice: { paidFromToday: -6, reference: 'Baltic Trade Partners / SEPA 2611-0457' },
    releases: [{ arrival: 0, quantity: 60, requestedFromToday: -5, plannedFromToday: -3, carrier: 'DSV Road, truck 512 BKT', goneFromToday: -3 }],
  },
  // Goods in since seven weeks, the invoice unpaid past its due date, and the trader's release held for it.
  {
    warehouse: 'Maasvlakte Distripark Hall 3',
    from: -50,
    to: 40,
    lines: [{ spaceType: 'Bonded', sizeM2: '1500.00' }],
    booked: true,
    arrivals: [
      {
        line: 0,
        daysFromToday: -48,
        goods: {
          commodity: 'Green coffee beans, Arabica, in jute bags of 60 kg',
          packaging: 'bags',
          quantity: 1200,
          quantityUnit: 'bags',
          grossWeightKg: 72_480,
          marks: 'ICO 002/1234/0567',
          condition: 'good',
          damageNote: '',
        },
      },
    ],
    invoice: {},
    releases: [{ arrival: 0, quantity: 400, requestedFromToday: -1, plannedFromToday: 2, carrier: 'Van der Berg Transport, truck 34-BXN-7' }],
  },
  { warehouse: 'Port Północny Distribution Centre', from: 10, to: 70, lines: [{ spaceType: 'Outdoors', sizeM2: '5000.00' }], booked: true },
  { warehouse: 'Maasvlakte Distripark Hall 3', from: 30, to: 119, lines: [{ spaceType: 'Temperature Controlled', sizeM2: '1200.00' }], booked: true },
  { warehouse: 'Kundziņsala Freeport Warehouse', from: 20, to: 50, lines: [{ spaceType: 'Indoor', sizeM2: '1500.00' }], booked: false },
];

export const DEMO_BLOCKS: readonly DemoBlockSpec[] = [
  { warehouse: 'Muuga Port Logistics Park', spaceType: 'Indoor', sizeM2: '1000.00', from: 30, to: 44, note: 'Maintenance: roof repairs' },
  { warehouse: 'Port Północny Distribution Centre', spaceType: 'Bonded', sizeM2: '2500.00', from: 60, to: 66, note: 'Maintenance: annual customs inspection' },
  { warehouse: 'Maasvlakte Distripark Hall 3', spaceType: 'Indoor', sizeM2: '4000.00', from: 14, to: 74, note: 'Direct contract outside the platform' },
];

type Context = {
  today: string;
  /** Where the invoice's PDF goes. */
  storage: Storage;
  traderId: string;
  adminId: string;
  warehouses: ReadonlyMap<string, { id: string; ownerId: string }>;
  spaceTypes: ReadonlyMap<string, string>;
};

function warehouseOf(context: Context, name: string) {
  const warehouse = context.warehouses.get(name);
  // The two lists are fixed; a missing name means they drifted apart.
  if (!warehouse) throw new Error(`Demo bookings refer to warehouse "${name}", which is not in the demo catalogue`);
  return warehouse;
}

function spaceTypeOf(context: Context, name: string): string {
  const id = context.spaceTypes.get(name);
  if (!id) throw new Error(`Demo bookings refer to space type "${name}", which is not in the reference data`);
  return id;
}

/**
 * One booking: the inquiry, the accepted offer priced with the shared functions, its booking, its
 * committed space. Answers the booking's invoice, if it has one, for its PDF to be stored after the commit.
 */
async function seedBooking(tx: Executor, context: Context, spec: DemoBookingSpec): Promise<IssuedDocument | null> {
  const warehouse = warehouseOf(context, spec.warehouse);
  const startDate = addDays(context.today, spec.from);
  const endDate = addDays(context.today, spec.to);
  const spaces = await tx.select().from(warehouseSpaces).where(eq(warehouseSpaces.warehouseId, warehouse.id));
  const lines = spec.lines.map((line) => {
    const spaceTypeId = spaceTypeOf(context, line.spaceType);
    const space = spaces.find((candidate) => candidate.spaceTypeId === spaceTypeId);
    if (!space) throw new Error(`Demo warehouse "${spec.warehouse}" has no ${line.spaceType} space`);
    return { space, spaceTypeId, sizeM2: line.sizeM2 };
  });
  const sentAt = new Date(`${addDays(startDate, -7)}T09:00:00Z`);
  const [inquiry] = await tx
    .insert(inquiries)
    .values({
      traderId: context.traderId,
      warehouseId: warehouse.id,
      status: spec.booked ? INQUIRY_TRANSITIONS.book.to : INQUIRY_TRANSITIONS.accept_offer.to,
      startDate,
      endDate,
      submittedAt: new Date(`${addDays(startDate, -10)}T09:00:00Z`),
    })
    .returning({ id: inquiries.id });
  await tx.insert(inquirySpaceRequests).values(lines.map((line) => ({ inquiryId: inquiry!.id, spaceTypeId: line.spaceTypeId, sizeM2: line.sizeM2 })));

  const priced = lines.map((line) => ({ pricePerM2Cents: line.space.pricePerM2Cents, spaceAllocatedM2: line.sizeM2 }));
  const totals = computeOfferTotals({
    days: periodDays(startDate, endDate) ?? 1,
    spaces: priced,
    services: [],
    platformFeePercentage: DEFAULT_PLATFORM_FEE_PERCENTAGE,
  });
  const [offer] = await tx
    .insert(offers)
    .values({
      inquiryId: inquiry!.id,
      status: OFFER_TRANSITIONS.accept.to,
      subtotalCents: totals.subtotalCents,
      platformFeePercentage: DEFAULT_PLATFORM_FEE_PERCENTAGE.toFixed(2),
      platformFeeCents: totals.platformFeeCents,
      totalWithFeeCents: totals.subtotalCents + totals.platformFeeCents,
      validUntil: addDays(startDate, -1),
      createdBy: context.adminId,
      sentAt,
      respondedAt: new Date(sentAt.getTime() + 24 * 3600 * 1000),
    })
    .returning({ id: offers.id, totalWithFeeCents: offers.totalWithFeeCents });
  await tx.insert(offerSpaces).values(
    lines.map((line, position) => ({
      offerId: offer!.id,
      position,
      spaceId: line.space.id,
      spaceTypeId: line.spaceTypeId,
      spaceAllocatedM2: line.sizeM2,
      pricePerM2Cents: line.space.pricePerM2Cents,
      offerTotalCents: totals.spaceTotalsCents[position]!,
      isManualPrice: false,
    })),
  );

  await commitOfferCapacity(
    tx,
    {
      offerId: offer!.id,
      warehouseId: warehouse.id,
      range: { from: startDate, to: endDate },
      lines: lines.map((line) => ({ spaceTypeId: line.spaceTypeId, sizeM2: line.sizeM2 })),
      createdBy: context.adminId,
    },
    // The fixed lists fit the catalogue; this says which one drifted if they ever do not (a seeding
    // failure for the developer, not an answer to a user).
    (spaceTypeId) => new AppError('capacity_exceeded', BOOKING_MESSAGES.noLongerFree, { [spec.warehouse]: [spaceTypeId] }),
  );

  if (!spec.booked) return null;
  const booking = await insertBookingOfOffer(tx, {
    offerId: offer!.id,
    inquiryId: inquiry!.id,
    traderId: context.traderId,
    warehouseId: warehouse.id,
    warehouseOwnerId: warehouse.ownerId,
    status: BOOKING_INITIAL_STATUS,
    startDate,
    endDate,
    totalCostCents: offer!.totalWithFeeCents,
  });
  const bookedSpaces = await tx.select({ id: bookingSpaces.id, spaceTypeName: bookingSpaces.spaceTypeName }).from(bookingSpaces).where(eq(bookingSpaces.bookingId, booking.id)).orderBy(asc(bookingSpaces.position));
  const receipts = [];
  for (const arrival of spec.arrivals ?? []) {
    const space = bookedSpaces[arrival.line]!;
    const receipt = await writeReceipt(tx, booking, space, { ...arrival.goods, receivedOn: addDays(context.today, arrival.daysFromToday) }, { supersedes: null, recordedBy: warehouse.ownerId });
    await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => goodsReceivedMessage(i18n, receipt, space.spaceTypeName));
    receipts.push(receipt);
  }
  const firstArrival = spec.arrivals?.[0];
  if (!firstArrival || !spec.invoice) return null;
  // Goods stored issue the booking's invoice, as recording them in the app does, on the day they arrived.
  const issued = (await writeBookingInvoice(tx, booking, warehouse.ownerId, dayAt(context.today, firstArrival.daysFromToday)))!;
  const { invoice } = issued;
  await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => invoiceIssuedMessage(i18n, invoice));
  if (spec.invoice.paidFromToday !== undefined) {
    const payment = { paidOn: addDays(context.today, spec.invoice.paidFromToday), method: 'bank_transfer' as const, reference: spec.invoice.reference ?? '' };
    await writePaymentInFull(tx, invoice, payment, context.adminId);
  } else {
    // Its status as the overdue job leaves it; the job's reminder follows when the app runs.
    await writeInvoiceSums(tx, invoice, invoice);
  }
  for (const wanted of spec.releases ?? []) {
    const receipt = receipts[wanted.arrival]!;
    const body = { quantity: wanted.quantity, plannedOn: addDays(context.today, wanted.plannedFromToday), carrier: wanted.carrier };
    const { release, heldFor } = await writeRelease(tx, booking, receipt, body, context.traderId, dayAt(context.today, wanted.requestedFromToday));
    await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => releaseRequested(i18n, release, receipt, heldFor));
    if (wanted.goneFromToday === undefined) continue;
    const out = { releasedOn: addDays(context.today, wanted.goneFromToday), quantity: wanted.quantity };
    const { inStore } = await writeGoodsOut(tx, receipt, release, out, warehouse.ownerId);
    await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => goodsReleased(i18n, receipt, out, inStore));
  }
  return issued;
}

/** Noon UTC of the day `days` from `today`: when the demo back-dates a document. */
function dayAt(today: string, days: number): Date {
  return new Date(`${addDays(today, days)}T12:00:00Z`);
}

/** The demo's bookings and the owners' blocks, each in its own transaction. */
export async function seedDemoBookings(db: Database, context: Context): Promise<void> {
  for (const spec of DEMO_BOOKINGS) {
    const issued = await db.transaction((tx) => seedBooking(tx, context, spec));
    if (issued) await storeInvoicePdf({ db, storage: context.storage }, issued);
  }
  await db.transaction(async (tx) => {
    await insertBlocks(
      tx,
      DEMO_BLOCKS.map((block) => {
        const warehouse = warehouseOf(context, block.warehouse);
        return {
          warehouseId: warehouse.id,
          spaceTypeId: spaceTypeOf(context, block.spaceType),
          sizeM2: block.sizeM2,
          range: { from: addDays(context.today, block.from), to: addDays(context.today, block.to) },
          note: block.note,
          createdBy: warehouse.ownerId,
        };
      }),
    );
  });
}
