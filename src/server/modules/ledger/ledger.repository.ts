import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerAccount, LedgerEvent } from '@shared/statuses/ledger';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import type { LedgerEntry } from './postings';

export type NewPosting = Omit<typeof ledgerPostings.$inferInsert, 'id' | 'createdAt'>;

/** One posting and its entries, in the caller's transaction (a deferred trigger checks they balance at commit). */
export async function insertPosting(tx: Executor, posting: NewPosting, entries: readonly LedgerEntry[]): Promise<string> {
  const [row] = await tx.insert(ledgerPostings).values(posting).returning({ id: ledgerPostings.id });
  if (entries.length > 0) {
    await tx.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, postingId: row!.id, occurredOn: posting.occurredOn })));
  }
  return row!.id;
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
