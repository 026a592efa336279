import { and, eq, sql } from 'drizzle-orm';
import type { CommitmentKind, DayRange } from '@shared/capacity';
import { rowsOf, type Executor } from '../../db/client';
import { spaceCommitments } from '../../db/schema';

/** A commitment as the app reads it: the range as inclusive days. */
export type CommitmentRow = {
  id: string;
  warehouseId: string;
  spaceTypeId: string;
  kind: CommitmentKind;
  offerId: string | null;
  sizeM2: string;
  from: string;
  to: string;
  note: string;
};

const COMMITMENT_FIELDS = {
  id: spaceCommitments.id,
  warehouseId: spaceCommitments.warehouseId,
  spaceTypeId: spaceCommitments.spaceTypeId,
  kind: spaceCommitments.kind,
  offerId: spaceCommitments.offerId,
  sizeM2: spaceCommitments.sizeM2,
  from: sql<string>`lower(${spaceCommitments.during})::text`,
  to: sql<string>`(upper(${spaceCommitments.during}) - 1)::text`,
  note: spaceCommitments.note,
};

/** Inclusive days to the daterange PostgreSQL stores (it normalises to [from, to + 1)). */
function daterangeOf(range: DayRange) {
  return sql`daterange(${range.from}::date, ${range.to}::date, '[]')`;
}

/**
 * Locks the warehouse row for a capacity change until the transaction ends: every check-then-commit
 * of space (accepting an offer, creating a booking, blocking) on one warehouse runs one at a time, so
 * two traders racing for the last free m² cannot both get them. FOR NO KEY UPDATE does not wait for
 * inserts that merely refer to the warehouse (inquiries). False when the warehouse does not exist.
 *
 * Lock order, so that two flows never wait for each other in a circle: take this lock LAST, after
 * any offer row and then its inquiry row the flow locks (accepting an offer and creating a booking:
 * offer, inquiry, warehouse; offers.responses.service commitAcceptedOfferSpace). Releasing space (cancel,
 * complete) needs no lock: a check running meanwhile still sees the space taken, which is safe.
 */
export async function lockWarehouseCapacity(tx: Executor, warehouseId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(tx, sql`select id from warehouses where id = ${warehouseId} for no key update`);
  return rows.length > 0;
}

/** The warehouse's commitments that share a day with `range` (one index scan). */
export async function findCommitments(db: Executor, warehouseId: string, range: DayRange): Promise<CommitmentRow[]> {
  return rowsOf<CommitmentRow>(
    db,
    sql`select id, warehouse_id as "warehouseId", space_type_id as "spaceTypeId", kind, offer_id as "offerId",
               size_m2::text as "sizeM2", lower(during)::text as "from", (upper(during) - 1)::text as "to", note
        from space_commitments
        where warehouse_id = ${warehouseId} and during && ${daterangeOf(range)}
        order by lower(during), created_at, id`,
  );
}

/**
 * Space held by offers sent and not yet answered for this warehouse's inquiries, over the inquiry's
 * dates, that shares a day with `range`.
 */
export async function findHeldSpace(db: Executor, warehouseId: string, range: DayRange) {
  return rowsOf<{ offerId: string; spaceTypeId: string; sizeM2: string; from: string; to: string }>(
    db,
    sql`select o.id as "offerId", os.space_type_id as "spaceTypeId", os.space_allocated_m2::text as "sizeM2",
               i.start_date::text as "from", i.end_date::text as "to"
        from offers o
        join inquiries i on i.id = o.inquiry_id
        join offer_spaces os on os.offer_id = o.id
        where i.warehouse_id = ${warehouseId} and o.status = 'sent' and os.space_allocated_m2 > 0
          and i.start_date <= ${range.to}::date and i.end_date >= ${range.from}::date`,
  );
}

export async function hasOfferCommitments(tx: Executor, offerId: string): Promise<boolean> {
  const rows = await tx.select({ id: spaceCommitments.id }).from(spaceCommitments).where(eq(spaceCommitments.offerId, offerId)).limit(1);
  return rows.length > 0;
}

export async function insertCommitments(
  tx: Executor,
  rows: readonly {
    warehouseId: string;
    spaceTypeId: string;
    kind: CommitmentKind;
    offerId: string | null;
    sizeM2: string;
    range: DayRange;
    note?: string;
    createdBy: string | null;
  }[],
): Promise<CommitmentRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(spaceCommitments)
    .values(
      rows.map(({ range, note, ...row }) => ({ ...row, note: note ?? '', during: `[${range.from},${range.to}]` })),
    )
    .returning(COMMITMENT_FIELDS);
}

/**
 * A booking's space is free again from `today` (shared/capacity.ts releasedRange): rows that had not
 * begun are deleted, the others end the day before today.
 */
export async function releaseOfferCommitments(tx: Executor, offerId: string, today: string): Promise<void> {
  await tx.execute(sql`delete from space_commitments where offer_id = ${offerId} and lower(during) >= ${today}::date`);
  await tx.execute(
    sql`update space_commitments set during = daterange(lower(during), ${today}::date)
        where offer_id = ${offerId} and upper(during) > ${today}::date`,
  );
}

export async function deleteBlock(tx: Executor, warehouseId: string, blockId: string): Promise<boolean> {
  const deleted = await tx
    .delete(spaceCommitments)
    .where(and(eq(spaceCommitments.id, blockId), eq(spaceCommitments.warehouseId, warehouseId), eq(spaceCommitments.kind, 'block')))
    .returning({ id: spaceCommitments.id });
  return deleted.length > 0;
}

/** The warehouse's space types with their names and total m² (the summed size of its spaces of each), by name. */
export async function findSpaceTypeTotals(db: Executor, warehouseId: string) {
  return rowsOf<{ id: string; name: string; totalM2: string }>(
    db,
    sql`select st.id, st.name, sum(ws.size_m2)::text as "totalM2"
        from warehouse_spaces ws join space_types st on st.id = ws.space_type_id
        where ws.warehouse_id = ${warehouseId}
        group by st.id, st.name order by st.name, st.id`,
  );
}

/** The booking made from each of these offers, where there is one (offer id → booking id). */
export async function findBookingIdsByOffer(db: Executor, offerIds: readonly string[]): Promise<Map<string, string>> {
  if (offerIds.length === 0) return new Map();
  const rows = await rowsOf<{ offerId: string; id: string }>(
    db,
    sql`select offer_id as "offerId", id from bookings where offer_id in (${sql.join(
      offerIds.map((offerId) => sql`${offerId}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.offerId, row.id]));
}

/** Who owns the warehouse and whether it is listed: what the permission checks of its timeline ask. */
export async function findWarehouseOwnership(db: Executor, warehouseId: string) {
  const [row] = await rowsOf<{ id: string; name: string; ownerId: string; isActive: boolean }>(
    db,
    sql`select id, name, owner_id as "ownerId", is_active as "isActive" from warehouses where id = ${warehouseId}`,
  );
  return row;
}
