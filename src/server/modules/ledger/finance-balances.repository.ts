import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { LedgerAccount } from '@shared/statuses/ledger';
import type { Executor } from '../../db/client';
import { ledgerDocumentSums, ledgerInvoiceSums, ledgerOwnerSums } from '../../db/schema';

/**
 * The finance overview's reads of the ledger (issue #39, decision 223), from the sums the database
 * keeps of its entries (decision 224): a few rows per month, rate, owner or open invoice, however many
 * entries there are. A month is the month of the postings' day (occurred_on).
 */

const month = sql<string>`to_char(${ledgerDocumentSums.month}, 'YYYY-MM')`;
/** A credit balance (credits less debits) of document sums, over the accounts `accounts`. */
const creditOf = (accounts: readonly LedgerAccount[]) =>
  sql<number>`coalesce(sum(${ledgerDocumentSums.creditCents} - ${ledgerDocumentSums.debitCents}) filter (where ${inArray(ledgerDocumentSums.account, [...accounts])}), 0)::bigint`.mapWith(
    Number,
  );

/** Each invoice's trader receivable (its issue, its credit notes and its payments), where not 0. */
export async function sumReceivablesByInvoice(db: Executor): Promise<{ invoiceId: string; openCents: number }[]> {
  return db
    .select({ invoiceId: ledgerInvoiceSums.invoiceId, openCents: ledgerInvoiceSums.amountCents })
    .from(ledgerInvoiceSums)
    .where(and(eq(ledgerInvoiceSums.account, 'trader_receivable'), ne(ledgerInvoiceSums.amountCents, 0)));
}

/**
 * The documents' postings (issued invoices and credit notes) per month of their day and VAT rate (a
 * credit note's is its invoice's): VAT credited (charged) and debited (taken back), and the net the
 * platform and owners were credited, as positive amounts.
 */
export async function sumDocumentVatByMonth(db: Executor): Promise<{ month: string; vatBasisPoints: number; netCents: number; vatChargedCents: number; vatCreditedCents: number }[]> {
  const vat = sql`${ledgerDocumentSums.account} = 'vat_payable'`;
  return db
    .select({
      month,
      vatBasisPoints: ledgerDocumentSums.vatBasisPoints,
      netCents: creditOf(['platform_fee', 'owner_commission', 'owner_earned']),
      vatChargedCents: sql<number>`coalesce(sum(${ledgerDocumentSums.creditCents}) filter (where ${vat}), 0)::bigint`.mapWith(Number),
      vatCreditedCents: sql<number>`coalesce(sum(${ledgerDocumentSums.debitCents}) filter (where ${vat}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerDocumentSums)
    .groupBy(ledgerDocumentSums.month, ledgerDocumentSums.vatBasisPoints);
}

/** Each owner's payable and earned balances (owed to them: the accounts' credit balances), where either is not 0. */
export async function sumOwnerBalances(db: Executor): Promise<{ ownerId: string; payableCents: number; earnedCents: number }[]> {
  const owed = (account: 'owner_payable' | 'owner_earned') =>
    sql<number>`coalesce(-sum(${ledgerOwnerSums.amountCents}) filter (where ${ledgerOwnerSums.account} = ${account}), 0)::bigint`.mapWith(Number);
  return db
    .select({ ownerId: ledgerOwnerSums.ownerId, payableCents: owed('owner_payable'), earnedCents: owed('owner_earned') })
    .from(ledgerOwnerSums)
    .groupBy(ledgerOwnerSums.ownerId)
    .having(sql`sum(${ledgerOwnerSums.amountCents}) filter (where ${ledgerOwnerSums.account} = 'owner_payable') <> 0
      or sum(${ledgerOwnerSums.amountCents}) filter (where ${ledgerOwnerSums.account} = 'owner_earned') <> 0`);
}

/**
 * The platform's fee and the owners' commission (credit balances) per month of the documents' day,
 * from `firstDay` on: only documents post to those accounts (postings.ts).
 */
export async function sumRevenueByMonth(db: Executor, firstDay: string): Promise<{ month: string; platformFeeCents: number; commissionCents: number }[]> {
  return db
    .select({ month, platformFeeCents: creditOf(['platform_fee']), commissionCents: creditOf(['owner_commission']) })
    .from(ledgerDocumentSums)
    .where(gte(ledgerDocumentSums.month, firstDay))
    .groupBy(ledgerDocumentSums.month);
}
