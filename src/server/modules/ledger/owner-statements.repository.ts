import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { LedgerEvent } from '@shared/statuses/ledger';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';

/**
 * Reads of an owner's statements (issue #39, decision 220), over the ledger's tables only. A statement
 * covers the postings recorded (created_at) in its month, never their day (occurred_on): nothing is
 * ever recorded in the past, so a closed month's figures cannot change.
 */

/** A posting that moved the owner's payable, with what it moved. */
export type PayableMovementRow = {
  postingId: string;
  event: LedgerEvent;
  occurredOn: string;
  recordedAt: Date;
  invoiceId: string | null;
  bookingId: string | null;
  memo: string;
  /** What it added to the payable: a settlement positive, a payout negative, a returned payout positive. */
  payableCents: number;
  /** For a settlement: the owner's commission on the invoice and its credit notes recorded before it; else 0. */
  commissionCents: number;
};

/** The postings that moved an owner's payable, recorded in [from, to) (either end open), oldest first. */
export async function findOwnerPayableMovements(db: Executor, ownerId: string, range: { from?: Date; to?: Date } = {}): Promise<PayableMovementRow[]> {
  const conditions: SQL[] = [eq(ledgerEntries.account, 'owner_payable'), eq(ledgerEntries.partyId, ownerId)];
  if (range.from) conditions.push(gte(ledgerPostings.createdAt, range.from));
  if (range.to) conditions.push(lt(ledgerPostings.createdAt, range.to));
  // The commission of a settled invoice is what its issue and credit notes credited to this owner's
  // commission account; a credit note cannot follow a settlement (nothing is open), and the bound on
  // created_at keeps the line as it was even if one ever did.
  const commission = sql<number>`case when ${ledgerPostings.event} = 'invoice_settled' then coalesce((
      select -sum(c.amount_cents) from ledger_entries c
      join ledger_postings cp on cp.id = c.posting_id
      where cp.invoice_id = ${ledgerPostings.invoiceId}
        and cp.event in ('invoice_issued', 'credit_note_issued')
        and c.account = 'owner_commission' and c.party_id = ${ownerId}
        and cp.created_at <= ${ledgerPostings.createdAt}
    ), 0) else 0 end::int`;
  return db
    .select({
      postingId: ledgerPostings.id,
      event: ledgerPostings.event,
      occurredOn: ledgerPostings.occurredOn,
      recordedAt: ledgerPostings.createdAt,
      invoiceId: ledgerPostings.invoiceId,
      bookingId: ledgerPostings.bookingId,
      memo: ledgerPostings.memo,
      // Sums of cents over years outgrow a 32-bit integer: summed as bigint, read as a number (exact below 2^53).
      payableCents: sql<number>`-sum(${ledgerEntries.amountCents})`.mapWith(Number),
      commissionCents: commission,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(...conditions))
    .groupBy(ledgerPostings.id)
    .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id));
}

/**
 * The owner's payable (settled, not paid out) and earned (issued, not settled) balances over the
 * postings recorded before `before` (all of them without it), as amounts owed to the owner.
 */
export async function findOwnerBalances(db: Executor, ownerId: string, before?: Date): Promise<{ payableCents: number; earnedCents: number }> {
  const conditions: SQL[] = [inArray(ledgerEntries.account, ['owner_payable', 'owner_earned']), eq(ledgerEntries.partyId, ownerId)];
  if (before) conditions.push(lt(ledgerPostings.createdAt, before));
  const rows = await db
    .select({ account: ledgerEntries.account, amountCents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(...conditions))
    .groupBy(ledgerEntries.account);
  const owed = (account: 'owner_payable' | 'owner_earned') => -(rows.find((row) => row.account === account)?.amountCents ?? 0);
  return { payableCents: owed('owner_payable'), earnedCents: owed('owner_earned') };
}
