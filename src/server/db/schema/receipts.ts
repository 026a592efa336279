import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GOODS_CONDITIONS, PACKAGING_KINDS } from '@shared/goods';
import { RECEIPT_STATUSES } from '@shared/statuses/receipt';
import { users } from './auth';
import { createdAt, id, requiredRef } from './columns';
import { bookingSpaces, bookings } from './offers';
import { storedImageColumns } from './warehouses';

/**
 * The last number issued in each series and year (decision 212). Allocating one updates its row,
 * which stays locked until the issuing transaction ends: a rollback takes the number back with it,
 * and two issues at once queue on the row instead of sharing a number.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastCounter: integer('last_counter').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const receiptStatus = pgEnum('receipt_status', RECEIPT_STATUSES);
export const packagingKind = pgEnum('packaging_kind', PACKAGING_KINDS);
export const goodsCondition = pgEnum('goods_condition', GOODS_CONDITIONS);

/**
 * A warehouse receipt: goods received into one booked space (issue #38). What was received is
 * written once and never updated; only the status, the quantity still in store and the pointer to
 * a correction change as goods leave or a correction replaces it.
 */
export const warehouseReceipts = pgTable(
  'warehouse_receipts',
  {
    id: id(),
    number: text('number').notNull(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    bookingSpaceId: requiredRef('booking_space_id', () => bookingSpaces.id, 'restrict'),
    status: receiptStatus('status').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    commodity: text('commodity').notNull(),
    packaging: packagingKind('packaging').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    quantityInStore: numeric('quantity_in_store', { precision: 14, scale: 2 }).notNull(),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 2 }).notNull(),
    marks: text('marks').notNull().default(''),
    condition: goodsCondition('condition').notNull(),
    damageNote: text('damage_note').notNull().default(''),
    /** The trader's company as their profile named it at issue; null when they gave none. */
    depositorCompany: text('depositor_company'),
    /** The language its PDF is printed in, its depositor's (the trader's) at issue (decision 238). */
    locale: text('locale').notNull().default('en'),
    /** The public verification page's key (/receipts/verify/{token}): 256 random bits, base64url. */
    verifyToken: text('verify_token').notNull(),
    supersedesId: uuid('supersedes_id').references((): AnyPgColumn => warehouseReceipts.id, { onDelete: 'restrict' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warehouse_receipts_number_key').on(t.number),
    uniqueIndex('warehouse_receipts_verify_token_key').on(t.verifyToken),
    // One correction per receipt: a second would make two current receipts for the same goods.
    uniqueIndex('warehouse_receipts_supersedes_key').on(t.supersedesId),
    index('warehouse_receipts_booking_idx').on(t.bookingId, t.createdAt),
    check('warehouse_receipts_quantities', sql`${t.quantity} > 0 and ${t.quantityInStore} >= 0 and ${t.quantityInStore} <= ${t.quantity} and ${t.grossWeightKg} > 0`),
  ],
);

/**
 * Photos of goods received (decision 212): uploaded one by one for a booking while the form is open
 * (pending: no receipt yet), attached by the receipt's issue and never changed after. Pending photos
 * nobody attached within a day are deleted with their files. The files are private
 * ("receipt-photos/..."), served only to the booking's people.
 */
export const receiptPhotos = pgTable(
  'receipt_photos',
  {
    id: id(),
    /** The booking it was taken for: only a receipt of this booking may take it. */
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    /** Null while pending; a receipt is never deleted, so neither is a photo on one. */
    receiptId: uuid('receipt_id').references(() => warehouseReceipts.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The full image's size in pixels as stored (at most 1600 a side). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...storedImageColumns(),
  },
  (t) => [
    index('receipt_photos_receipt_idx').on(t.receiptId, t.position),
    index('receipt_photos_pending_idx').on(t.createdAt).where(sql`${t.receiptId} is null`),
  ],
);
