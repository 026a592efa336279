import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, findRowById, insertRow, lockRowById } from '../../db/client';
import { bookingSpaces, bookings, warehouseReceipts, warehouses } from '../../db/schema';

export type ReceiptRow = typeof warehouseReceipts.$inferSelect;
export type NewReceipt = typeof warehouseReceipts.$inferInsert;

export async function insertReceipt(tx: Executor, receipt: NewReceipt): Promise<ReceiptRow> {
  return insertRow(tx, warehouseReceipts, receipt);
}

export async function findReceiptById(db: Executor, id: string): Promise<ReceiptRow | undefined> {
  return findRowById(db, warehouseReceipts, id);
}

/** The receipt, locked until the transaction ends: two corrections of it run one after the other. */
export async function lockReceiptById(tx: Executor, id: string): Promise<ReceiptRow | undefined> {
  return lockRowById(tx, warehouseReceipts, id);
}

export async function markReceiptSuperseded(tx: Executor, id: string): Promise<void> {
  await tx.update(warehouseReceipts).set({ status: 'superseded' }).where(eq(warehouseReceipts.id, id));
}

/** The booked space, when it belongs to this booking. */
export async function findBookingSpace(db: Executor, bookingId: string, bookingSpaceId: string) {
  const [row] = await db
    .select({ id: bookingSpaces.id, spaceTypeName: bookingSpaces.spaceTypeName })
    .from(bookingSpaces)
    .where(and(eq(bookingSpaces.id, bookingSpaceId), eq(bookingSpaces.bookingId, bookingId)))
    .limit(1);
  return row;
}

const correction = alias(warehouseReceipts, 'correction');
const corrected = alias(warehouseReceipts, 'corrected');

/** A booking's receipts, newest first, with their space's name and the numbers they replace or are replaced by. */
export async function findBookingReceipts(db: Executor, bookingId: string) {
  return db
    .select({
      receipt: warehouseReceipts,
      spaceTypeName: bookingSpaces.spaceTypeName,
      supersededBy: { id: correction.id, number: correction.number },
      supersedes: { id: corrected.id, number: corrected.number },
    })
    .from(warehouseReceipts)
    .innerJoin(bookingSpaces, eq(bookingSpaces.id, warehouseReceipts.bookingSpaceId))
    .leftJoin(correction, eq(correction.supersedesId, warehouseReceipts.id))
    .leftJoin(corrected, eq(corrected.id, warehouseReceipts.supersedesId))
    .where(eq(warehouseReceipts.bookingId, bookingId))
    .orderBy(desc(warehouseReceipts.createdAt), desc(warehouseReceipts.number));
}

/** The warehouse as a receipt names it, the same on its PDF and on its public verification page. */
const receiptWarehouseColumns = { name: warehouses.name, city: warehouses.city, country: warehouses.country };

/** What the public verification page shows: the receipt, its warehouse, and the number of its correction. */
export async function findReceiptByToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      receipt: warehouseReceipts,
      warehouse: receiptWarehouseColumns,
      supersededByNumber: correction.number,
    })
    .from(warehouseReceipts)
    .innerJoin(bookings, eq(bookings.id, warehouseReceipts.bookingId))
    .innerJoin(warehouses, eq(warehouses.id, bookings.warehouseId))
    .leftJoin(correction, eq(correction.supersedesId, warehouseReceipts.id))
    .where(eq(warehouseReceipts.verifyToken, token))
    .limit(1);
  return row;
}

const supersededReceipt = alias(warehouseReceipts, 'superseded');

/** What a receipt's PDF prints: the receipt, its space, its warehouse, and the number it corrects. */
export async function findReceiptDocument(db: Executor, id: string) {
  const [row] = await db
    .select({
      receipt: warehouseReceipts,
      spaceTypeName: bookingSpaces.spaceTypeName,
      warehouse: receiptWarehouseColumns,
      supersedesNumber: supersededReceipt.number,
    })
    .from(warehouseReceipts)
    .innerJoin(bookingSpaces, eq(bookingSpaces.id, warehouseReceipts.bookingSpaceId))
    .innerJoin(bookings, eq(bookings.id, warehouseReceipts.bookingId))
    .innerJoin(warehouses, eq(warehouses.id, bookings.warehouseId))
    .leftJoin(supersededReceipt, eq(supersededReceipt.id, warehouseReceipts.supersedesId))
    .where(eq(warehouseReceipts.id, id))
    .limit(1);
  return row;
}
