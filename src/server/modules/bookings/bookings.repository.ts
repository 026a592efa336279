import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { searchedIdPrefix } from '@shared/ids';
import type { BookingStatus } from '@shared/statuses/booking';
import { containsPattern, type Executor, findPageWithTotal, findRowById, insertRow, lockRowById, preparedRowsOf, updateRowById } from '../../db/client';
import {
  bookingServices,
  bookingSpaces,
  bookings,
  listedWarehouseColumns,
  offers,
  personColumns,
  users,
  warehouses,
} from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/*
 * Reads for display join the warehouse and user tables directly (names, address, email), as the
 * inquiries repository does. The offer is read and locked here too: creating a booking must hold the
 * offer row for the whole transaction, and its lines are copied into the booking as snapshots.
 */

// ---------------------------------------------------------------------------------------------
// The offer being booked
// ---------------------------------------------------------------------------------------------

/** The offer, locked until the transaction ends: two Create Booking clicks run one after the other. */
export async function lockOfferById(tx: Executor, offerId: string) {
  const [row] = await tx
    .select({
      id: offers.id,
      inquiryId: offers.inquiryId,
      status: offers.status,
      totalWithFeeCents: offers.totalWithFeeCents,
      bookingId: offers.bookingId,
    })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update')
    .limit(1);
  return row;
}

export async function setOfferBookingId(tx: Executor, offerId: string, bookingId: string): Promise<void> {
  await tx.update(offers).set({ bookingId, updatedAt: sql`now()` }).where(eq(offers.id, offerId));
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export type NewBooking = typeof bookings.$inferInsert;
export type NewBookedSpace = Omit<typeof bookingSpaces.$inferInsert, 'bookingId' | 'position'>;
export type NewBookedService = Omit<typeof bookingServices.$inferInsert, 'bookingId' | 'position'>;

/** The booking with its space and service snapshots. */
export async function insertBookingWithLines(
  tx: Executor,
  booking: NewBooking,
  lines: { spaces: readonly NewBookedSpace[]; services: readonly NewBookedService[] },
): Promise<BookingRow> {
  const row = await insertRow(tx, bookings, booking);
  const bookingId = row.id;
  if (lines.spaces.length > 0) {
    await tx.insert(bookingSpaces).values(lines.spaces.map((space, position) => ({ ...space, bookingId, position })));
  }
  if (lines.services.length > 0) {
    await tx.insert(bookingServices).values(lines.services.map((service, position) => ({ ...service, bookingId, position })));
  }
  return row;
}

/** The row, locked until the transaction ends: a completion and a cancellation cannot both win. */
export async function lockBookingById(tx: Executor, id: string): Promise<BookingRow | undefined> {
  return lockRowById(tx, bookings, id);
}

export async function updateBookingRow(tx: Executor, id: string, values: Partial<NewBooking>): Promise<BookingRow> {
  return updateRowById(tx, bookings, id, values);
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export async function findBookingById(db: Executor, id: string): Promise<BookingRow | undefined> {
  return findRowById(db, bookings, id);
}

export async function findBookingWarehouse(db: Executor, warehouseId: string) {
  const [row] = await db
    .select({ ...listedWarehouseColumns, address: warehouses.address })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId))
    .limit(1);
  return row;
}

type BookedSpace = Pick<typeof bookingSpaces.$inferSelect, 'id' | 'spaceTypeName' | 'sizeM2' | 'pricePerM2Cents' | 'totalCents'>;
type BookedService = Pick<
  typeof bookingServices.$inferSelect,
  'name' | 'pricingType' | 'quantity' | 'unitType' | 'pricePerHourCents' | 'pricePerUnitCents' | 'fixedPriceCents' | 'totalCents'
>;

export type BookingCharges = {
  /** In the offer's order. */
  spaces: BookedSpace[];
  services: BookedService[];
  /** The booked offer's amounts (subtotal of its lines, fee), as the booking copied them. */
  amounts: Pick<typeof offers.$inferSelect, 'subtotalCents' | 'platformFeePercentage' | 'platformFeeCents'> | null;
  warehouse: { name: string; city: string; country: string; address: string } | null;
};

/**
 * What a booking charges, as its accepted offer priced it, and where, in one statement: its detail
 * page reads it, and its invoice is written from it inside the issuing transaction, where each
 * statement is a round trip (issue #38). Prepared by name: its text never changes. Decimals come as
 * text, as Drizzle reads numeric columns.
 */
export async function findBookingCharges(db: Executor, booking: { id: string; offerId: string; warehouseId: string }): Promise<BookingCharges> {
  const [row] = await preparedRowsOf<BookingCharges>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object(
          'id', s.id, 'spaceTypeName', s.space_type_name, 'sizeM2', s.size_m2::text,
          'pricePerM2Cents', s.price_per_m2_cents, 'totalCents', s.total_cents) order by s.position, s.id), '[]')
        from booking_spaces s where s.booking_id = ${booking.id}) as spaces,
      (select coalesce(json_agg(json_build_object(
          'name', v.name, 'pricingType', v.pricing_type, 'quantity', v.quantity, 'unitType', v.unit_type,
          'pricePerHourCents', v.price_per_hour_cents, 'pricePerUnitCents', v.price_per_unit_cents,
          'fixedPriceCents', v.fixed_price_cents, 'totalCents', v.total_cents) order by v.position, v.id), '[]')
        from booking_services v where v.booking_id = ${booking.id}) as services,
      (select json_build_object('subtotalCents', o.subtotal_cents, 'platformFeePercentage', o.platform_fee_percentage::text, 'platformFeeCents', o.platform_fee_cents)
        from offers o where o.id = ${booking.offerId}) as amounts,
      (select json_build_object('name', w.name, 'city', w.city, 'country', w.country, 'address', w.address)
        from warehouses w where w.id = ${booking.warehouseId}) as warehouse`,
  );
  return row!;
}

const listColumns = {
  id: bookings.id,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalCostCents: bookings.totalCostCents,
  // The offer's subtotal: the sum of the lines the booking copied from it.
  linesTotalCents: offers.subtotalCents,
  traderId: bookings.traderId,
  createdAt: bookings.createdAt,
  warehouse: listedWarehouseColumns,
};

/** Bookings with their warehouse, newest first; `extra` adds columns of tables a list joins on. */
function listQuery<Extra extends SelectedFields>(db: Executor, extra = {} as Extra) {
  return db
    .select({ ...listColumns, ...extra })
    .from(bookings)
    .innerJoin(warehouses, eq(warehouses.id, bookings.warehouseId))
    .innerJoin(offers, eq(offers.id, bookings.offerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .$dynamic();
}

/** What every bookings list counts: its filters are on the bookings table alone. */
const countedQuery = (db: Executor) => db.select({ value: count() }).from(bookings).$dynamic();

/**
 * A page of the bookings a user takes part in (as the trader or as the warehouse's owner), newest
 * first; `everyone` (administrators) lifts the restriction.
 */
export async function findParticipantBookingsPage(
  db: Executor,
  options: { userId: string; everyone: boolean; limit: number; offset: number },
) {
  const where: SQL | undefined = options.everyone
    ? undefined
    : or(eq(bookings.traderId, options.userId), eq(bookings.warehouseOwnerId, options.userId));
  return findPageWithTotal({ rows: listQuery(db), counted: countedQuery(db), where }, options);
}

/** The administrator's search: the customer's name or email, the warehouse's name, or the booking's number. */
function adminSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // The number is shown as "#" and the id's first characters: a typed number matches ids that start so.
  const number = searchedIdPrefix(search);
  return or(
    ilike(users.email, pattern),
    ilike(warehouses.name, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    number ? sql`${bookings.id}::text ilike ${`${number}%`}` : undefined,
  );
}

/** A page of all bookings for administrators, newest first, with the customer; filtered by status and a search. */
export async function findAdminBookingsPage(
  db: Executor,
  options: { status?: BookingStatus; search?: string; limit: number; offset: number },
) {
  const where = and(options.status ? eq(bookings.status, options.status) : undefined, adminSearchCondition(options.search));
  const rows = listQuery(db, { trader: personColumns })
    .innerJoin(users, eq(users.id, bookings.traderId));
  // The search matches the customer's and the warehouse's names, so the count joins both too (unsearched, the bare count).
  const counted = options.search
    ? db
        .select({ value: count() })
        .from(bookings)
        .innerJoin(warehouses, eq(warehouses.id, bookings.warehouseId))
        .innerJoin(users, eq(users.id, bookings.traderId))
        .$dynamic()
    : countedQuery(db);
  return findPageWithTotal({ rows, counted, where }, options);
}

export async function countBookingsWithStatus(db: Executor, options: { status: BookingStatus; traderId?: string }): Promise<number> {
  return db.$count(bookings, and(eq(bookings.status, options.status), options.traderId ? eq(bookings.traderId, options.traderId) : undefined));
}
