import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_STATUSES } from '@shared/statuses/inquiry';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { features, services, spaceTypes } from './reference';
import { warehouses } from './warehouses';

export const inquiryStatus = pgEnum('inquiry_status', INQUIRY_STATUSES);

/** A trader's request for space in one warehouse (several warehouses make several inquiries). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    traderId: uuid('trader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Restrict: a warehouse with inquiries keeps its history (it can be deactivated, not deleted).
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: inquiryStatus('status').notNull().default('draft'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    estimatedCostCents: integer('estimated_cost_cents'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_trader_idx').on(t.traderId, t.createdAt),
    index('inquiries_warehouse_idx').on(t.warehouseId),
    index('inquiries_status_idx').on(t.status, t.createdAt),
    check('inquiries_date_range', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const inquirySpaceRequests = pgTable(
  'inquiry_space_requests',
  {
    id: id(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    spaceTypeId: uuid('space_type_id')
      .notNull()
      .references(() => spaceTypes.id, { onDelete: 'restrict' }),
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('inquiry_space_requests_inquiry_idx').on(t.inquiryId),
    check('inquiry_space_requests_size_positive', sql`${t.sizeM2} > 0`),
  ],
);

export const inquiryServices = pgTable(
  'inquiry_services',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.serviceId] })],
);

export const inquiryFeatures = pgTable(
  'inquiry_features',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.featureId] })],
);
