import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerAccount, LedgerEvent } from '@shared/statuses/ledger';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import type { LedgerEntry } from './postings';

export type NewPosting = Omit<typeof ledgerPostings.$inferInsert, 'id' | 'createdAt'>;

/**
 * One posting and its entries in one statement, in the caller's transaction: the posting in a WITH
 * clause, so that a money event costs one round trip to the database (issue #38). The entries' trigger
 * checks they balance at the commit (migration 0040). The posting's id is chosen here so the entries
 * can name it without reading it back.
 */
export async function insertPosting(tx: Executor, posting: NewPosting, entries: readonly LedgerEntry[]): Promise<string> {
  const id = randomUUID();
  const written = tx.$with('posting').as(tx.insert(ledgerPostings).values({ ...posting, id }).returning({ id: ledgerPostings.id }));
  if (entries.length === 0) {
    await tx.with(written).select({ id: written.id }).from(written);
  } else {
    await tx
      .with(written)
      .insert(ledgerEntries)
      .values(entries.map((entry) => ({ ...entry, postingId: id, occurredOn: posting.occurredOn })));
  }
  return id;
}

/** The sums per account and party of the postings about an invoice, of the given events. */
export async function sumInvoiceEntries(
  db: Executor,
  invoiceId: string,
  events: readonly LedgerEvent[],
): Promise<{ account: LedgerAccount; partyId: string | null; amountCents: number }[]> {
  return db
    .select({ account: ledgerEntries.account, partyId: ledgerEntries.partyId, amountCents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(eq(ledgerPostings.invoiceId, invoiceId), inArray(ledgerPostings.event, [...events])))
    .groupBy(ledgerEntries.account, ledgerEntries.partyId);
}

/**
 * Each owner's payable (credit balance of owner_payable, positive when owed) over the entries dated up
 * to `cutoff`, and over all of them: a payout run pays the smaller of the two.
 */
export async function sumOwnerPayables(db: Executor, cutoff: string): Promise<{ ownerId: string; atCutoffCents: number; nowCents: number }[]> {
  return db
    .select({
      ownerId: sql<string>`${ledgerEntries.partyId}`,
      // Summed as bigint (years of cents outgrow 32 bits), read as a number: exact below 2^53.
      atCutoffCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.occurredOn} <= ${cutoff}), 0)`.mapWith(Number),
      nowCents: sql<number>`-sum(${ledgerEntries.amountCents})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'owner_payable'))
    .groupBy(ledgerEntries.partyId);
}
