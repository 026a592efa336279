import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@shared/statuses/booking';
import { OFFER_PRICING_TYPES } from '@shared/offer-pricing';
import { OFFER_STATUSES } from '@shared/statuses/offer';
import { users } from './auth';
import { createdAt, id, requiredRef, updatedAt } from './columns';
import { inquiries } from './inquiries';
import { services, spaceTypes } from './reference';
import { warehouseSpaces, warehouses } from './warehouses';

export const offerStatus = pgEnum('offer_status', OFFER_STATUSES);
export const offerServicePricingType = pgEnum('offer_service_pricing_type', OFFER_PRICING_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);

/** An administrator's priced answer to one inquiry (spec 02 section 3). Totals are computed by the server. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    inquiryId: requiredRef('inquiry_id', () => inquiries.id, 'restrict'),
    status: offerStatus('status').notNull().default('draft'),
    /** The spec's total_cost_cents: the sum of space and service lines, before the fee. */
    subtotalCents: integer('subtotal_cents').notNull(),
    platformFeePercentage: numeric('platform_fee_percentage', { precision: 5, scale: 2 }).notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    totalWithFeeCents: integer('total_with_fee_cents').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** What the trader asked to change, kept until the offer is sent again. */
    changesRequested: text('changes_requested'),
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the trader was told the offer is in its last day (once per sending; decision 205). */
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_inquiry_idx').on(t.inquiryId, t.createdAt),
    index('offers_status_idx').on(t.status, t.createdAt),
    index('offers_sent_valid_until_idx').on(t.validUntil).where(sql`${t.status} = 'sent'`),
    check('offers_fee_range', sql`${t.platformFeePercentage} between 0 and 100`),
    check('offers_amounts_non_negative', sql`${t.subtotalCents} >= 0 and ${t.platformFeeCents} >= 0 and ${t.totalWithFeeCents} >= 0`),
  ],
);

export const offerSpaces = pgTable(
  'offer_spaces',
  {
    id: id(),
    offerId: requiredRef('offer_id', () => offers.id, 'cascade'),
    // Warehouse edits replace spaces; the type is kept so the line still reads after that.
    spaceId: uuid('space_id').references(() => warehouseSpaces.id, { onDelete: 'set null' }),
    spaceTypeId: requiredRef('space_type_id', () => spaceTypes.id, 'restrict'),
    spaceAllocatedM2: numeric('space_allocated_m2', { precision: 12, scale: 2 }).notNull(),
    pricePerM2Cents: integer('price_per_m2_cents').notNull(),
    offerTotalCents: integer('offer_total_cents').notNull(),
    isManualPrice: boolean('is_manual_price').notNull().default(false),
    comments: text('comments').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('offer_spaces_offer_idx').on(t.offerId),
    check('offer_spaces_non_negative', sql`${t.spaceAllocatedM2} >= 0 and ${t.pricePerM2Cents} >= 0 and ${t.offerTotalCents} >= 0`),
  ],
);

export const offerServices = pgTable(
  'offer_services',
  {
    id: id(),
    offerId: requiredRef('offer_id', () => offers.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'restrict'),
    pricingType: offerServicePricingType('pricing_type').notNull(),
    quantity: integer('quantity'),
    pricePerHourCents: integer('price_per_hour_cents'),
    pricePerUnitCents: integer('price_per_unit_cents'),
    fixedPriceCents: integer('fixed_price_cents'),
    unitType: text('unit_type'),
    offerTotalCents: integer('offer_total_cents').notNull(),
    comments: text('comments').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('offer_services_offer_idx').on(t.offerId), check('offer_services_total_non_negative', sql`${t.offerTotalCents} >= 0`)],
);

export const offerTerms = pgTable(
  'offer_terms',
  {
    id: id(),
    offerId: requiredRef('offer_id', () => offers.id, 'cascade'),
    termType: text('term_type').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('offer_terms_offer_idx').on(t.offerId)],
);

/** What an accepted offer became (spec 02 section 3); its lines are snapshots, not references. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Unique: two clicks on Create Booking make one booking.
    offerId: requiredRef('offer_id', () => offers.id, 'restrict'),
    inquiryId: requiredRef('inquiry_id', () => inquiries.id, 'restrict'),
    traderId: requiredRef('trader_id', () => users.id, 'restrict'),
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
    warehouseOwnerId: requiredRef('warehouse_owner_id', () => users.id, 'restrict'),
    status: bookingStatus('status').notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The offer's total with the platform fee: what the trader pays. */
    totalCostCents: integer('total_cost_cents').notNull(),
    cancellationReason: text('cancellation_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_offer_key').on(t.offerId),
    index('bookings_trader_idx').on(t.traderId, t.createdAt),
    index('bookings_owner_idx').on(t.warehouseOwnerId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_inquiry_idx').on(t.inquiryId),
    check('bookings_date_range', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const bookingSpaces = pgTable(
  'booking_spaces',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    spaceTypeName: text('space_type_name').notNull(),
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }).notNull(),
    pricePerM2Cents: integer('price_per_m2_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('booking_spaces_booking_idx').on(t.bookingId)],
);

export const bookingServices = pgTable(
  'booking_services',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    name: text('name').notNull(),
    pricingType: offerServicePricingType('pricing_type').notNull(),
    quantity: integer('quantity'),
    unitType: text('unit_type'),
    pricePerHourCents: integer('price_per_hour_cents'),
    pricePerUnitCents: integer('price_per_unit_cents'),
    fixedPriceCents: integer('fixed_price_cents'),
    totalCents: integer('total_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('booking_services_booking_idx').on(t.bookingId)],
);
