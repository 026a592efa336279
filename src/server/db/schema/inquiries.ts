import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { INQUIRY_STATUSES } from '@shared/statuses/inquiry';
import { users } from './auth';
import { createdAt, id, requiredRef, updatedAt } from './columns';
import { features, services, spaceTypes } from './reference';
import { warehouses } from './warehouses';

export const inquiryStatus = pgEnum('inquiry_status', INQUIRY_STATUSES);

/** A trader's request for space in one warehouse (several warehouses make several inquiries). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    traderId: requiredRef('trader_id', () => users.id, 'restrict'),
    // Restrict: a warehouse with inquiries keeps its history (it can be deactivated, not deleted).
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
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
    inquiryId: requiredRef('inquiry_id', () => inquiries.id, 'cascade'),
    spaceTypeId: requiredRef('space_type_id', () => spaceTypes.id, 'restrict'),
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
    inquiryId: requiredRef('inquiry_id', () => inquiries.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'restrict'),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.serviceId] })],
);

export const inquiryFeatures = pgTable(
  'inquiry_features',
  {
    inquiryId: requiredRef('inquiry_id', () => inquiries.id, 'cascade'),
    featureId: requiredRef('feature_id', () => features.id, 'restrict'),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.featureId] })],
);
