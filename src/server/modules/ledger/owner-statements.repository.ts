import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { LedgerEvent } from '@shared/statuses/ledger';
import { type Executor, rowsOf } from '../../db/client';
import { ledgerOwnerSums, ledgerPayableMovements } from '../../db/schema';

/**
 * Reads of an owner's statements (issue #39, decisions 220 and 224), over the ledger's tables only. A statement
 * covers the postings recorded (created_at) in its month, never their day (occurred_on): nothing is
 * ever recorded in the past, so a closed month's figures cannot change.
 */

/** A posting that moved the owner's payable, with what it moved. */
export type PayableMovementRow = {
  postingId: string;
  event: LedgerEvent;
  occurredOn: string;
  invoiceId: string | null;
  bookingId: string | null;
  /** A settlement's invoice number; a payout's reference. */
  memo: string;
  /** A settlement's invoice's supply period. */
  supplyFrom: string | null;
  supplyTo: string | null;
  /** What it added to the payable: a settlement positive, a payout negative, a returned payout positive. */
  payableCents: number;
  /** For a settlement: the owner's commission on the invoice and its credit notes (none can follow a settlement); else 0. */
  commissionCents: number;
};

/**
 * The postings that moved an owner's payable, recorded in [from, to) (either end open), oldest first:
 * one range of the owner's movements (decision 224). Read as the driver's rows, which are already
 * what a line needs: a statement may have 10,000 lines, and Drizzle's mapping of each cell cost about
 * 10 ms of the 100 ms a statement has (bench:ledger, CPU profile).
 */
export async function findOwnerPayableMovements(db: Executor, ownerId: string, range: { from?: Date; to?: Date } = {}): Promise<PayableMovementRow[]> {
  const m = ledgerPayableMovements;
  const conditions: SQL[] = [eq(m.ownerId, ownerId)];
  if (range.from) conditions.push(gte(m.recordedAt, range.from));
  if (range.to) conditions.push(lt(m.recordedAt, range.to));
  return rowsOf<PayableMovementRow>(
    db,
    sql`select ${m.postingId} as "postingId", ${m.event} as "event", ${m.occurredOn} as "occurredOn", ${m.invoiceId} as "invoiceId",
        ${m.bookingId} as "bookingId", ${m.memo} as "memo", ${m.supplyFrom} as "supplyFrom", ${m.supplyTo} as "supplyTo",
        ${m.payableCents} as "payableCents", ${m.commissionCents} as "commissionCents"
      from ${m} where ${and(...conditions)} order by ${m.recordedAt}, ${m.postingId}`,
  );
}

/**
 * The owner's payable (settled, not paid out) and earned (issued, not settled) balances over the
 * postings recorded in the months before `beforeMonth` (its first day, YYYY-MM-01; all of them
 * without it), as amounts owed to the owner, from the owner's sums (decision 224).
 */
export async function findOwnerBalances(db: Executor, ownerId: string, beforeMonth?: string): Promise<{ payableCents: number; earnedCents: number }> {
  const conditions: SQL[] = [eq(ledgerOwnerSums.ownerId, ownerId)];
  if (beforeMonth) conditions.push(lt(ledgerOwnerSums.month, beforeMonth));
  const owed = (account: 'owner_payable' | 'owner_earned') =>
    sql<number>`coalesce(-sum(${ledgerOwnerSums.amountCents}) filter (where ${ledgerOwnerSums.account} = ${account}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({ payableCents: owed('owner_payable'), earnedCents: owed('owner_earned') })
    .from(ledgerOwnerSums)
    .where(and(...conditions));
  return row ?? { payableCents: 0, earnedCents: 0 };
}

/**
 * What moved the owner's payable per month recorded in (YYYY-MM) and event, from the owner's sums:
 * the amount (positive when it added to the payable) and, for settlements, the invoices' commission.
 */
export async function sumOwnerPayableByMonth(db: Executor, ownerId: string): Promise<{ month: string; event: LedgerEvent; payableCents: number; commissionCents: number }[]> {
  return db
    .select({
      month: sql<string>`to_char(${ledgerOwnerSums.month}, 'YYYY-MM')`,
      event: ledgerOwnerSums.event,
      payableCents: sql<number>`-${ledgerOwnerSums.amountCents}`.mapWith(Number),
      commissionCents: ledgerOwnerSums.commissionCents,
    })
    .from(ledgerOwnerSums)
    .where(and(eq(ledgerOwnerSums.ownerId, ownerId), eq(ledgerOwnerSums.account, 'owner_payable')))
    .orderBy(asc(ledgerOwnerSums.month));
}

/** The owners whose payable moved in postings recorded in a month (its first day, YYYY-MM-01): those with a statement of it. */
export async function findOwnersWithMovements(db: Executor, month: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: ledgerOwnerSums.ownerId })
    .from(ledgerOwnerSums)
    .where(and(eq(ledgerOwnerSums.month, month), eq(ledgerOwnerSums.account, 'owner_payable')));
  return rows.map((row) => row.ownerId);
}
