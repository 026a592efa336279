import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { RELEASE_OPEN_STATUSES } from '@shared/statuses/release';
import { type Executor, findRowById, insertRow, lockRowById } from '../../db/client';
import { goodsReleases, warehouseReceipts } from '../../db/schema';

export type ReleaseRow = typeof goodsReleases.$inferSelect;
export type NewRelease = typeof goodsReleases.$inferInsert;

export async function insertRelease(tx: Executor, release: NewRelease): Promise<ReleaseRow> {
  return insertRow(tx, goodsReleases, release);
}

export async function findReleaseById(db: Executor, id: string): Promise<ReleaseRow | undefined> {
  return findRowById(db, goodsReleases, id);
}

/** The release, locked until the transaction ends: an approval, a confirmation and a cancellation of it queue. */
export async function lockReleaseById(tx: Executor, id: string): Promise<ReleaseRow | undefined> {
  return lockRowById(tx, goodsReleases, id);
}

export async function updateRelease(tx: Executor, id: string, values: Partial<Omit<NewRelease, 'id' | 'bookingId' | 'receiptId'>>): Promise<ReleaseRow> {
  const [row] = await tx.update(goodsReleases).set(values).where(eq(goodsReleases.id, id)).returning();
  return row!;
}

const isOpen = () => inArray(goodsReleases.status, [...RELEASE_OPEN_STATUSES]);

/** What the receipt's held and approved releases claim of its goods in store (numeric text; "0" for none). */
export async function findClaimedQuantity(tx: Executor, receiptId: string): Promise<string> {
  const [row] = await tx
    .select({ claimed: sql<string>`coalesce(sum(${goodsReleases.quantity}), 0)` })
    .from(goodsReleases)
    .where(and(eq(goodsReleases.receiptId, receiptId), isOpen()));
  return row!.claimed;
}

/** Whether any release of the receipt is held or approved: a correction would leave it pointing at superseded goods. */
export async function hasOpenReleases(tx: Executor, receiptId: string): Promise<boolean> {
  const [row] = await tx.select({ id: goodsReleases.id }).from(goodsReleases).where(and(eq(goodsReleases.receiptId, receiptId), isOpen())).limit(1);
  return row !== undefined;
}

/** A booking's held releases, oldest first: the order payment approves them in. */
export async function findHeldReleases(tx: Executor, bookingId: string): Promise<ReleaseRow[]> {
  return tx
    .select()
    .from(goodsReleases)
    .where(and(eq(goodsReleases.bookingId, bookingId), eq(goodsReleases.status, 'held')))
    .orderBy(asc(goodsReleases.createdAt), asc(goodsReleases.id));
}

/** The receipt's goods as a release names them. */
export const releaseReceiptColumns = {
  id: warehouseReceipts.id,
  number: warehouseReceipts.number,
  commodity: warehouseReceipts.commodity,
  quantityUnit: warehouseReceipts.quantityUnit,
} as const;
export type ReleaseReceipt = { id: string; number: string; commodity: string; quantityUnit: string };

/** A booking's releases, newest first, with the receipt each takes goods from. */
export async function findBookingReleases(db: Executor, bookingId: string) {
  return db
    .select({ release: goodsReleases, receipt: releaseReceiptColumns })
    .from(goodsReleases)
    .innerJoin(warehouseReceipts, eq(warehouseReceipts.id, goodsReleases.receiptId))
    .where(eq(goodsReleases.bookingId, bookingId))
    .orderBy(desc(goodsReleases.createdAt), desc(goodsReleases.id));
}

/** The booking's receipts goods can still leave (valid or partly released), oldest first, with what open releases claim of each. */
export async function findReleasableReceipts(db: Executor, bookingId: string) {
  return db
    .select({ ...releaseReceiptColumns, quantityInStore: warehouseReceipts.quantityInStore, claimed: sql<string>`coalesce(sum(${goodsReleases.quantity}), 0)` })
    .from(warehouseReceipts)
    .leftJoin(goodsReleases, and(eq(goodsReleases.receiptId, warehouseReceipts.id), isOpen()))
    .where(and(eq(warehouseReceipts.bookingId, bookingId), inArray(warehouseReceipts.status, ['valid', 'partly_released'])))
    .groupBy(warehouseReceipts.id)
    .orderBy(asc(warehouseReceipts.createdAt), asc(warehouseReceipts.number));
}

/** Goods left: the receipt's quantity in store and its status (partly released, or released at zero). */
export async function updateReceiptInStore(tx: Executor, receiptId: string, values: Pick<typeof warehouseReceipts.$inferSelect, 'quantityInStore' | 'status'>): Promise<void> {
  await tx.update(warehouseReceipts).set(values).where(eq(warehouseReceipts.id, receiptId));
}
