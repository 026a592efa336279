import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Executor, findPageWithTotal, findRowById, insertRow, lockRowById } from '../../db/client';
import { ownerStatementNotices, payoutBatches, payoutLines } from '../../db/schema';

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type PayoutLineRow = typeof payoutLines.$inferSelect;

/**
 * Payout runs wait for each other: two started at once would both read the same payables. The lock is
 * the transaction's, released when it ends (PostgreSQL and PGlite alike).
 */
export async function lockPayoutRuns(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payout-run'))`);
}

export async function insertPayoutBatch(tx: Executor, batch: typeof payoutBatches.$inferInsert): Promise<PayoutBatchRow> {
  return insertRow(tx, payoutBatches, batch);
}

export async function insertPayoutLines(tx: Executor, lines: readonly (typeof payoutLines.$inferInsert)[]): Promise<PayoutLineRow[]> {
  return tx.insert(payoutLines).values([...lines]).returning();
}

export async function findPayoutBatch(db: Executor, id: string): Promise<PayoutBatchRow | undefined> {
  return findRowById(db, payoutBatches, id);
}

export async function lockPayoutBatch(tx: Executor, id: string): Promise<PayoutBatchRow | undefined> {
  return lockRowById(tx, payoutBatches, id);
}

export async function updatePayoutBatch(tx: Executor, id: string, values: Partial<Pick<PayoutBatchRow, 'status' | 'sentAt' | 'paidAt'>>): Promise<PayoutBatchRow> {
  const [row] = await tx.update(payoutBatches).set(values).where(eq(payoutBatches.id, id)).returning();
  return row!;
}

export async function findPayoutLines(db: Executor, batchId: string): Promise<PayoutLineRow[]> {
  return db.select().from(payoutLines).where(eq(payoutLines.batchId, batchId)).orderBy(asc(payoutLines.endToEndId));
}

export async function lockPayoutLine(tx: Executor, batchId: string, lineId: string): Promise<PayoutLineRow | undefined> {
  const [row] = await tx.select().from(payoutLines).where(and(eq(payoutLines.id, lineId), eq(payoutLines.batchId, batchId))).limit(1).for('update');
  return row;
}

export async function markPendingLinesPaid(tx: Executor, batchId: string): Promise<void> {
  await tx.update(payoutLines).set({ status: 'paid' }).where(and(eq(payoutLines.batchId, batchId), eq(payoutLines.status, 'pending')));
}

export async function markLineFailed(tx: Executor, lineId: string, reason: string): Promise<PayoutLineRow> {
  const [row] = await tx.update(payoutLines).set({ status: 'failed', failureReason: reason, failedAt: new Date() }).where(eq(payoutLines.id, lineId)).returning();
  return row!;
}

/** The runs, newest first, with their line counts and what failed lines returned. */
export async function findPayoutBatchPage(db: Executor, window: { limit: number; offset: number }) {
  const lineCount = sql<number>`(select count(*)::int from ${payoutLines} l where l.batch_id = payout_batches.id)`;
  const failedCents = sql<number>`(select coalesce(sum(l.amount_cents), 0)::int from ${payoutLines} l where l.batch_id = payout_batches.id and l.status = 'failed')`;
  return findPageWithTotal(
    {
      rows: db.select({ batch: payoutBatches, lineCount, failedCents }).from(payoutBatches).orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.number)).$dynamic(),
      counted: db.select({ value: count() }).from(payoutBatches).$dynamic(),
      where: undefined,
    },
    window,
  );
}

/** The owners already told that `month`'s statement is ready. */
export async function findStatementNoticeOwners(db: Executor, month: string): Promise<Set<string>> {
  const rows = await db.select({ ownerId: ownerStatementNotices.ownerId }).from(ownerStatementNotices).where(eq(ownerStatementNotices.month, month));
  return new Set(rows.map((row) => row.ownerId));
}

/**
 * Claims the notice of `month`'s statement for the owner, in the caller's transaction, with the language
 * the closed statement is printed in from now on; false when it was sent already.
 */
export async function claimStatementNotice(tx: Executor, ownerId: string, month: string, locale: string): Promise<boolean> {
  const rows = await tx.insert(ownerStatementNotices).values({ ownerId, month, locale }).onConflictDoNothing().returning({ ownerId: ownerStatementNotices.ownerId });
  return rows.length > 0;
}

/** The language stored with a closed month's statement when its notice was sent; undefined before. */
export async function findStatementNoticeLocale(db: Executor, ownerId: string, month: string): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: ownerStatementNotices.locale })
    .from(ownerStatementNotices)
    .where(and(eq(ownerStatementNotices.ownerId, ownerId), eq(ownerStatementNotices.month, month)));
  return row?.locale;
}
