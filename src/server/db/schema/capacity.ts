import { sql } from 'drizzle-orm';
import { check, index, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, daterange, id, requiredRef } from './columns';
import { offers } from './offers';
import { spaceTypes } from './reference';
import { warehouses } from './warehouses';

export const commitmentKind = pgEnum('commitment_kind', ['booking', 'block']);

/**
 * Space committed over time (shared/capacity.ts): m² of one space type of one warehouse over a range
 * of days. A booking's rows are written when its offer is accepted and keep the offer's id; an
 * owner's block has none. Ranges are stored half-open, as PostgreSQL normalises dateranges:
 * [first day, day after the last).
 */
export const spaceCommitments = pgTable(
  'space_commitments',
  {
    id: id(),
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
    spaceTypeId: requiredRef('space_type_id', () => spaceTypes.id, 'restrict'),
    kind: commitmentKind('kind').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }).notNull(),
    during: daterange('during').notNull(),
    /** The owner's reason for a block ("Maintenance"); empty for bookings. */
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One indexed lookup answers "what is committed in this warehouse on these days" (btree_gist for the ids).
    index('space_commitments_during_idx').using('gist', t.warehouseId, t.spaceTypeId, t.during),
    // Browse probes every row it walks ("does this warehouse have commitments on these days?"): a
    // warehouse has a few, so a btree on the warehouse, covering size and range (migration 0019 adds
    // the INCLUDE), answers in half the GiST's time and without reading the table.
    index('space_commitments_warehouse_idx').on(t.warehouseId, t.spaceTypeId),
    index('space_commitments_offer_idx').on(t.offerId),
    check('space_commitments_size_positive', sql`${t.sizeM2} > 0`),
    check('space_commitments_during_bounded', sql`not isempty(${t.during}) and not lower_inf(${t.during}) and not upper_inf(${t.during})`),
    check('space_commitments_kind_offer', sql`(${t.kind} = 'booking') = (${t.offerId} is not null)`),
  ],
);
