import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';

/**
 * The finance overview's reads of the ledger (issue #39, decision 223), over the ledger's tables only.
 * Balances over every posting recorded so far; a month is the month of the postings' day (occurred_on).
 */

/** Each invoice's trader receivable (its issue, its credit notes and its payments), where not 0. */
export async function sumReceivablesByInvoice(db: Executor): Promise<{ invoiceId: string; openCents: number }[]> {
  const open = sql<number>`sum(${ledgerEntries.amountCents})::bigint`;
  return db
    .select({ invoiceId: sql<string>`${ledgerPostings.invoiceId}`, openCents: open.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(eq(ledgerEntries.account, 'trader_receivable'), isNotNull(ledgerPostings.invoiceId)))
    .groupBy(ledgerPostings.invoiceId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
}

/**
 * The documents' postings (issued invoices and credit notes) per month of their day and invoice (a
 * credit note's is the invoice it credits, at that invoice's rate): VAT credited (charged) and debited
 * (taken back), and the net the platform and owners were credited, as positive amounts.
 */
export async function sumDocumentVatByMonth(
  db: Executor,
): Promise<{ month: string; invoiceId: string; netCents: number; vatChargedCents: number; vatCreditedCents: number }[]> {
  const month = sql<string>`to_char(${ledgerPostings.occurredOn}::date, 'YYYY-MM')`;
  const netAccounts = sql`${ledgerEntries.account} in ('platform_fee', 'owner_commission', 'owner_earned')`;
  const vat = sql`${ledgerEntries.account} = 'vat_payable'`;
  return db
    .select({
      month,
      invoiceId: sql<string>`${ledgerPostings.invoiceId}`,
      netCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${netAccounts}), 0)::bigint`.mapWith(Number),
      vatChargedCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${vat} and ${ledgerEntries.amountCents} < 0), 0)::bigint`.mapWith(Number),
      vatCreditedCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${vat} and ${ledgerEntries.amountCents} > 0), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(inArray(ledgerPostings.event, ['invoice_issued', 'credit_note_issued']), isNotNull(ledgerPostings.invoiceId)))
    .groupBy(month, ledgerPostings.invoiceId);
}

/** Each owner's payable and earned balances (owed to them: the accounts' credit balances), where either is not 0. */
export async function sumOwnerBalances(db: Executor): Promise<{ ownerId: string; payableCents: number; earnedCents: number }[]> {
  return db
    .select({
      ownerId: sql<string>`${ledgerEntries.partyId}`,
      payableCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'owner_payable'), 0)::bigint`.mapWith(Number),
      earnedCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'owner_earned'), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, ['owner_payable', 'owner_earned']))
    .groupBy(ledgerEntries.partyId)
    .having(sql`sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'owner_payable') <> 0
      or sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'owner_earned') <> 0`);
}

/** The platform's fee and the owners' commission (credit balances) per month of the entries' day, from `firstDay` on. */
export async function sumRevenueByMonth(db: Executor, firstDay: string): Promise<{ month: string; platformFeeCents: number; commissionCents: number }[]> {
  const month = sql<string>`to_char(${ledgerEntries.occurredOn}::date, 'YYYY-MM')`;
  return db
    .select({
      month,
      platformFeeCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'platform_fee'), 0)::bigint`.mapWith(Number),
      commissionCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'owner_commission'), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.account, ['platform_fee', 'owner_commission']), gte(ledgerEntries.occurredOn, firstDay)))
    .groupBy(month);
}
