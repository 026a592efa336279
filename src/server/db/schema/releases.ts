import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RELEASE_STATUSES } from '@shared/statuses/release';
import { users } from './auth';
import { createdAt, id, requiredRef } from './columns';
import { bookings } from './offers';
import { warehouseReceipts } from './receipts';

export const releaseStatus = pgEnum('release_status', RELEASE_STATUSES);

/**
 * A release of goods from one warehouse receipt (goods out, issue #38, decision 217). What was asked
 * is written once; the approval, the confirmation that the goods left and a cancellation are each
 * written once as they happen. Held and approved releases claim their quantity of the receipt's goods
 * in store, so releases that together exceed it are never both open.
 */
export const goodsReleases = pgTable(
  'goods_releases',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    receiptId: requiredRef('receipt_id', () => warehouseReceipts.id, 'restrict'),
    status: releaseStatus('status').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    plannedOn: date('planned_on', { mode: 'string' }).notNull(),
    carrier: text('carrier').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** An administrator's reason for approving while invoices were unpaid; null when payment approved it. */
    approvalReason: text('approval_reason'),
    releasedOn: date('released_on', { mode: 'string' }),
    releasedQuantity: numeric('released_quantity', { precision: 14, scale: 2 }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_releases_booking_idx').on(t.bookingId, t.createdAt),
    index('goods_releases_receipt_idx').on(t.receiptId, t.status),
    check(
      'goods_releases_quantities',
      sql`${t.quantity} > 0 and (${t.releasedQuantity} is null or (${t.releasedQuantity} > 0 and ${t.releasedQuantity} <= ${t.quantity}))`,
    ),
  ],
);
